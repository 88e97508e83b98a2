// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProcessingEstimate } from '#shared/schemas/ai-budget';
import { renderInApp } from '#tests/support/web/render-in-app';
import { useProcessingDialog } from './use-processing-dialog';

const ESTIMATE: ProcessingEstimate = {
  pipelines: 8,
  estimatedCostUsd: 2,
  byStep: [{ step: 'article', estimatedCostUsd: 2 }],
  budget: {
    daily: { limitUsd: null, spentUsd: 1, remainingUsd: null, remainingAfterUsd: null },
    monthly: { limitUsd: null, spentUsd: 9, remainingUsd: null, remainingAfterUsd: null },
  },
  wouldWait: false,
};

/** A Process All button as the screens have it; every request the screen made, as `METHOD url body`. */
async function renderProcessAll() {
  const requests: string[] = [];
  function Screen() {
    const processing = useProcessingDialog();
    return (
      <>
        <button type="button" onClick={processing.processAll}>
          Process All
        </button>
        {processing.dialog}
      </>
    );
  }
  renderInApp(Screen, async (input, init) => {
    const url = String(input);
    requests.push(`${init?.method ?? 'GET'} ${url} ${init?.body ?? ''}`.trim());
    if (url === '/api/processing/estimate') return Response.json(ESTIMATE);
    if (url === '/api/keywords/process-all') return Response.json({ count: 8 });
    // The processing dialog's progress: still starting.
    return new Promise<Response>(() => {});
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Process All' }));
  return requests;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useProcessingDialog, Process All', () => {
  it('asks first with the estimate of process-all, then starts the run and opens its progress', async () => {
    const requests = await renderProcessAll();
    const dialog = await screen.findByRole('dialog', { name: 'Process all keywords?' });
    expect((await within(dialog).findByRole('region', { name: 'Estimate' })).textContent).toContain(
      'Estimated AI cost $2.00',
    );
    expect(requests).toEqual(['POST /api/processing/estimate {"route":"process-all"}']);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Process All' }));
    await waitFor(() => expect(requests).toContain('POST /api/keywords/process-all'));
    expect(await screen.findByRole('button', { name: 'Continue in Background' })).toBeTruthy();
  });

  it('starts nothing when cancelled', async () => {
    const requests = await renderProcessAll();
    const dialog = await screen.findByRole('dialog', { name: 'Process all keywords?' });
    await within(dialog).findByRole('region', { name: 'Estimate' });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests).toEqual(['POST /api/processing/estimate {"route":"process-all"}']);
  });
});

// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProcessingEstimate } from '#shared/schemas/ai-budget';
import { buildKeywordSummary } from '#tests/support/web/keyword-builders';
import { renderInApp } from '#tests/support/web/render-in-app';
import { BulkBar } from './bulk-bar';
import { useBulkActions } from './use-bulk-actions';

const ESTIMATE: ProcessingEstimate = {
  pipelines: 2,
  estimatedCostUsd: 0.4,
  byStep: [{ step: 'images', estimatedCostUsd: 0.4 }],
  budget: {
    daily: { limitUsd: 5, spentUsd: 1, remainingUsd: 4, remainingAfterUsd: 3.6 },
    monthly: { limitUsd: null, spentUsd: 1, remainingUsd: null, remainingAfterUsd: null },
  },
  wouldWait: false,
};

const SELECTED = [buildKeywordSummary({ id: 'k1' }), buildKeywordSummary({ id: 'k2' })];

/** The bulk bar over two selected keywords; every request made (`METHOD url body`) and the clear spy. */
async function renderBulkBar() {
  const requests: string[] = [];
  const clear = vi.fn();
  function Screen() {
    const bulk = useBulkActions({ selected: SELECTED, clear });
    const noop = () => {};
    return (
      <>
        <BulkBar
          count={SELECTED.length}
          busy={bulk.busy}
          onProcess={bulk.process}
          onRegenerateImages={bulk.regenerateImages}
          onApprove={noop}
          canApprove
          onRegenerateArticle={noop}
          onDelete={noop}
          onCancel={noop}
        />
        {bulk.confirmDialog}
      </>
    );
  }
  renderInApp(Screen, async (input, init) => {
    const url = String(input);
    requests.push(`${init?.method ?? 'GET'} ${url} ${init?.body ?? ''}`.trim());
    if (url === '/api/processing/estimate') return Response.json(ESTIMATE);
    return Response.json({ count: 2 });
  });
  await screen.findByRole('toolbar', { name: 'Bulk actions' });
  return { requests, clear };
}

const bulkButton = (name: string) =>
  within(screen.getByRole('toolbar', { name: 'Bulk actions' })).getByRole('button', { name });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useBulkActions, Process', () => {
  it('asks with the estimate of the selection, then processes it and clears the selection', async () => {
    const { requests, clear } = await renderBulkBar();
    fireEvent.click(bulkButton('Process'));
    const dialog = await screen.findByRole('dialog', { name: 'Process 2 keywords?' });
    await within(dialog).findByRole('region', { name: 'Estimate' });
    expect(requests).toEqual(['POST /api/processing/estimate {"route":"bulk","ids":["k1","k2"]}']);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Process' }));
    await waitFor(() => expect(clear).toHaveBeenCalled());
    expect(requests).toContain('POST /api/keywords/bulk-process {"ids":["k1","k2"]}');
  });

  it('processes nothing when cancelled', async () => {
    const { requests, clear } = await renderBulkBar();
    fireEvent.click(bulkButton('Process'));
    const dialog = await screen.findByRole('dialog', { name: 'Process 2 keywords?' });
    await within(dialog).findByRole('region', { name: 'Estimate' });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests).toEqual(['POST /api/processing/estimate {"route":"bulk","ids":["k1","k2"]}']);
    expect(clear).not.toHaveBeenCalled();
  });
});

describe('useBulkActions, Regenerate Images', () => {
  it('asks with the estimate of the image regeneration, then regenerates the selection’s images', async () => {
    const { requests } = await renderBulkBar();
    fireEvent.click(bulkButton('Regenerate Images'));
    const dialog = await screen.findByRole('dialog', { name: 'Regenerate images for 2 keywords?' });
    await within(dialog).findByRole('region', { name: 'Estimate' });
    expect(requests).toEqual([
      'POST /api/processing/estimate {"route":"bulk","ids":["k1","k2"],"action":"regenerate-images"}',
    ]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Regenerate Images' }));
    await waitFor(() =>
      expect(requests).toContain('POST /api/keywords/bulk-regenerate-images {"ids":["k1","k2"]}'),
    );
  });

  it('regenerates nothing when cancelled', async () => {
    const { requests } = await renderBulkBar();
    fireEvent.click(bulkButton('Regenerate Images'));
    const dialog = await screen.findByRole('dialog', { name: 'Regenerate images for 2 keywords?' });
    await within(dialog).findByRole('region', { name: 'Estimate' });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests).toHaveLength(1);
  });
});

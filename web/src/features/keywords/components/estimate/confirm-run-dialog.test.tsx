// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProcessingEstimate } from '#shared/schemas/ai-budget';
import { renderInApp } from '#tests/support/web/render-in-app';
import {
  bulkProcessRun,
  bulkRegenerateImagesRun,
  PROCESS_ALL_RUN,
  type RunConfirmation,
} from './run-confirmations';
import { useConfirmRun } from './use-confirm-run';

const ESTIMATE: ProcessingEstimate = {
  pipelines: 3,
  estimatedCostUsd: 0.75,
  byStep: [{ step: 'images', estimatedCostUsd: 0.75 }],
  budget: {
    daily: { limitUsd: 10, spentUsd: 4, remainingUsd: 6, remainingAfterUsd: 5.25 },
    monthly: { limitUsd: null, spentUsd: 40, remainingUsd: null, remainingAfterUsd: null },
  },
  wouldWait: false,
};

/** A button that asks about `run` before calling `start`; the estimate answered by `answer`. */
async function renderAsk(run: RunConfirmation, answer: () => Promise<Response>) {
  const start = vi.fn();
  const estimates: unknown[] = [];
  function Screen() {
    const confirm = useConfirmRun();
    return (
      <>
        <button type="button" onClick={() => confirm.ask(run, start)}>
          Go
        </button>
        {confirm.dialog}
      </>
    );
  }
  renderInApp(Screen, async (input, init) => {
    if (String(input) !== '/api/processing/estimate') return new Response('', { status: 404 });
    estimates.push(JSON.parse(String(init?.body)));
    return answer();
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Go' }));
  return { start, estimates };
}

const dialogClosed = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ConfirmRunDialog', () => {
  it('asks about the run with its estimate, and starts it once confirmed', async () => {
    const run = bulkRegenerateImagesRun(['k1', 'k2']);
    const { start, estimates } = await renderAsk(run, async () => Response.json(ESTIMATE));

    const dialog = await screen.findByRole('dialog', { name: 'Regenerate images for 2 keywords?' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    const estimate = await within(dialog).findByRole('region', { name: 'Estimate' });
    expect(estimate.textContent).toContain('Estimated AI cost $0.75');
    expect(estimate.textContent).toContain('Today: $6.00 left of $10.00 → $5.25 after this run');
    expect(estimates).toEqual([{ route: 'bulk', ids: ['k1', 'k2'], action: 'regenerate-images' }]);
    expect(start).not.toHaveBeenCalled();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Regenerate Images' }));
    expect(start).toHaveBeenCalledTimes(1);
    await dialogClosed();
  });

  it('starts nothing when cancelled', async () => {
    const { start } = await renderAsk(PROCESS_ALL_RUN, async () => Response.json(ESTIMATE));
    const dialog = await screen.findByRole('dialog', { name: 'Process all keywords?' });
    expect(within(dialog).getByText('Every Pending or Error keyword is processed again.')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await dialogClosed();
    expect(start).not.toHaveBeenCalled();
  });

  it('can be confirmed while the estimate is still loading', async () => {
    const { start } = await renderAsk(bulkProcessRun(['k1']), () => new Promise<Response>(() => {}));
    const dialog = await screen.findByRole('dialog', { name: 'Process 1 keyword?' });
    expect(within(dialog).getByRole('status').textContent).toContain('Estimating');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Process' }));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('can be confirmed when the estimate fails', async () => {
    const { start } = await renderAsk(PROCESS_ALL_RUN, async () => new Response('', { status: 500 }));
    const dialog = await screen.findByRole('dialog', { name: 'Process all keywords?' });
    await within(dialog).findByText('The estimate is not available');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Process All' }));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts a run that would wait for budget, after warning so', async () => {
    const spent = { ...ESTIMATE, wouldWait: true };
    const { start } = await renderAsk(bulkProcessRun(['k1', 'k2', 'k3']), async () => Response.json(spent));
    const dialog = await screen.findByRole('dialog', { name: 'Process 3 keywords?' });
    expect((await within(dialog).findByRole('alert')).textContent).toContain('will wait for budget');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Process' }));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts the run once, however often the confirm button is clicked as it closes', async () => {
    const { start } = await renderAsk(PROCESS_ALL_RUN, async () => Response.json(ESTIMATE));
    const confirm = await screen.findByRole('button', { name: 'Process All' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(start).toHaveBeenCalledTimes(1);
  });
});

// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProcessingEstimate, ProcessingEstimateRequest } from '#shared/schemas/ai-budget';
import { renderInApp } from '#tests/support/web/render-in-app';
import { RunEstimate } from './run-estimate';

const ESTIMATE: ProcessingEstimate = {
  pipelines: 12,
  estimatedCostUsd: 1.25,
  byStep: [
    { step: 'tags', estimatedCostUsd: 0.0125 },
    { step: 'article', estimatedCostUsd: 0.8 },
    { step: 'images', estimatedCostUsd: 0.4375 },
  ],
  budget: {
    daily: { limitUsd: 50, spentUsd: 12, remainingUsd: 38, remainingAfterUsd: 36.75 },
    monthly: { limitUsd: null, spentUsd: 120, remainingUsd: null, remainingAfterUsd: null },
  },
  wouldWait: false,
};

const BULK: ProcessingEstimateRequest = { route: 'bulk', ids: ['k1', 'k2'] };

/** The estimate of `request`, the server answering `answer`; every body it was sent. */
function renderEstimate(request: ProcessingEstimateRequest | undefined, answer: () => Response) {
  const sent: unknown[] = [];
  renderInApp(
    () => (
      <>
        <h1>Run</h1>
        <RunEstimate request={request} />
      </>
    ),
    async (input, init) => {
      if (String(input) !== '/api/processing/estimate' || init?.method !== 'POST')
        return new Response('', { status: 404 });
      sent.push(JSON.parse(String(init.body)));
      return answer();
    },
  );
  return sent;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('RunEstimate', () => {
  it('asks for the run’s estimate and shows its cost, steps and what the budget leaves', async () => {
    const sent = renderEstimate(BULK, () => Response.json(ESTIMATE));
    const estimate = await screen.findByRole('region', { name: 'Estimate' });

    expect(sent).toEqual([BULK]);
    expect(within(estimate).getByText('Estimated AI cost $1.25')).toBeTruthy();
    expect(within(estimate).getByText('12 keyword pipelines (variants counted)')).toBeTruthy();
    const steps = within(estimate).getByRole('list', { name: 'Estimated cost by step' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Tags $0.0125', 'Article $0.80', 'Images $0.4375']);
    expect(within(estimate).getByText('Today: $38.00 left of $50.00 → $36.75 after this run')).toBeTruthy();
    expect(within(estimate).getByText('This month: no limit ($120.00 spent)')).toBeTruthy();
    expect(within(estimate).queryByRole('alert')).toBeNull();
  });

  it('warns that the run would wait for budget when a limit is spent', async () => {
    const spent = {
      ...ESTIMATE,
      budget: {
        ...ESTIMATE.budget,
        daily: { limitUsd: 50, spentUsd: 50.12, remainingUsd: -0.12, remainingAfterUsd: -1.37 },
      },
      wouldWait: true,
    };
    renderEstimate(BULK, () => Response.json(spent));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'The AI budget is spent: this run will wait for budget (its keywords stay Pending) until the period rolls over or an admin raises the limit.',
    );
    expect(
      screen.getByText('Today: $0.00 left of $50.00 → $1.37 over the limit after this run'),
    ).toBeTruthy();
  });

  it('says the estimate is not available when the server cannot give one', async () => {
    renderEstimate(BULK, () => Response.json({ message: 'Internal server error' }, { status: 500 }));
    expect(await screen.findByText('The estimate is not available')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Estimate' })).toBeNull();
  });

  it('asks nothing and shows nothing for a request the server would refuse', async () => {
    const sent = renderEstimate({ route: 'bulk', ids: [] }, () => Response.json(ESTIMATE));
    await screen.findByRole('heading', { name: 'Run' });
    // Give a fetch the chance to happen.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toEqual([]);
    expect(screen.queryByText(/Estimat/)).toBeNull();
  });
});

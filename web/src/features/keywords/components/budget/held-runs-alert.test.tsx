// @vitest-environment jsdom

import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '#shared/access/roles';
import type { AiBudgetStatus, HeldRun } from '#shared/schemas/ai-budget';
import { renderInApp } from '#tests/support/web/render-in-app';
import { signedInUser } from '#tests/support/web/signed-in-user';
import { HeldRunsAlert } from './held-runs-alert';

const RUN: HeldRun = {
  runId: 'r1',
  kind: 'batch',
  label: 'new keywords',
  requestedBy: 'dana',
  total: 4,
  completed: 0,
  heldSince: '2026-11-29T14:00:00.000Z',
  reason: 'The daily AI budget of $50.00 is spent ($50.12)',
};

/** The alert for a user of `role`, with these runs held, beside a heading that shows the screen is drawn. */
function renderAlert(role: Role, heldRuns: HeldRun[]) {
  const user = signedInUser(role);
  const period = { limitUsd: 50, spentUsd: 50.12, period: '2026-11-29' };
  const status: AiBudgetStatus = { daily: period, monthly: period, sites: [], heldRuns };
  renderInApp(
    () => (
      <>
        <h1>Dashboard</h1>
        <HeldRunsAlert />
      </>
    ),
    async (input) => {
      const url = String(input);
      if (url === '/api/auth/user') return Response.json(user);
      if (url === '/api/ai-budget') return Response.json(status);
      return new Response('', { status: 404 });
    },
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('HeldRunsAlert', () => {
  it('tells an admin a run waits for budget, with the link to the AI Budget tab', async () => {
    renderAlert('admin', [RUN]);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      '1 run is waiting for budget. Its keywords stay Pending until the budget allows.',
    );
    expect(within(alert).getByRole('link', { name: 'AI Budget' }).getAttribute('href')).toBe(
      '/settings?tab=budget',
    );
  });

  it('counts the runs for a role that cannot change the budget, without the link', async () => {
    renderAlert('writer', [RUN, { ...RUN, runId: 'r2' }]);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      '2 runs are waiting for budget. Their keywords stay Pending until the budget allows.',
    );
    expect(within(alert).queryByRole('link')).toBeNull();
  });

  it('shows nothing while no run is held', async () => {
    renderAlert('admin', []);
    await screen.findByRole('heading', { name: 'Dashboard' });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/ai-budget', expect.anything()));
    // The answer has been read: still nothing to show.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

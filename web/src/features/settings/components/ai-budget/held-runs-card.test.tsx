// @vitest-environment jsdom

import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '#shared/access/roles';
import type { AiBudgetStatus, HeldRun } from '#shared/schemas/ai-budget';
import { renderInApp } from '#tests/support/web/render-in-app';
import { signedInUser } from '#tests/support/web/signed-in-user';
import { useAiBudgetStatus } from '../../../../api/get-ai-budget';
import { resetToasts, useToast } from '../../../../lib/toast';
import { HeldRunsCard } from './held-runs-card';

const RUN: HeldRun = {
  runId: 'run/1',
  kind: 'batch',
  label: 'new keywords',
  requestedBy: 'dana',
  total: 12,
  completed: 3,
  heldSince: new Date(2026, 10, 29, 9, 5).toISOString(),
  reason: 'The daily AI budget of $50.00 is spent ($50.12)',
};
const period = { limitUsd: 50, spentUsd: 50.12, period: '2026-11-29' };
const status = (heldRuns: HeldRun[]): AiBudgetStatus => ({
  daily: period,
  monthly: period,
  sites: [],
  heldRuns,
});

function Toasts() {
  const { toasts } = useToast();
  return (
    <ul aria-label="Toasts">
      {toasts.map((item) => (
        <li key={item.id}>{item.title}</li>
      ))}
    </ul>
  );
}

function Card() {
  return <HeldRunsCard status={useAiBudgetStatus()} />;
}

/** The card for a user of `role` with `held` runs waiting; once released, the server lists none. */
function renderCard(role: Role, held: HeldRun[]) {
  const user = signedInUser(role);
  const released: string[] = [];
  renderInApp(
    () => (
      <>
        <Card />
        <Toasts />
      </>
    ),
    async (input, init) => {
      const url = String(input);
      if (url === '/api/auth/user') return Response.json(user);
      if (url === '/api/ai-budget') return Response.json(status(released.length > 0 ? [] : held));
      if (init?.method === 'POST' && url.startsWith('/api/ai-budget/held-runs/')) {
        released.push(url);
        return Response.json({ released: true });
      }
      return new Response('', { status: 404 });
    },
  );
  return released;
}

afterEach(() => {
  cleanup();
  resetToasts();
  vi.unstubAllGlobals();
});

describe('HeldRunsCard', () => {
  it('lists a held run: what, by whom, how far, since when and why', async () => {
    renderCard('admin', [RUN]);
    const run = await screen.findByRole('group', { name: 'new keywords' });
    expect(within(run).getByText('Requested by dana · waiting since Nov 29, 2026, 9:05 AM')).toBeTruthy();
    expect(within(run).getByText('3 of 12 keyword pipelines done')).toBeTruthy();
    expect(within(run).getByText('The daily AI budget of $50.00 is spent ($50.12)')).toBeTruthy();
  });

  it('releases a run once the admin confirms, then lists none', async () => {
    const released = renderCard('admin', [RUN]);
    const run = await screen.findByRole('group', { name: 'new keywords' });
    fireEvent.click(within(run).getByRole('button', { name: 'Release' }));
    const dialog = await screen.findByRole('dialog', { name: 'Release Run' });
    expect(dialog.textContent).toContain('It goes on now regardless of the AI budget');
    expect(released).toEqual([]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Release' }));
    expect(await screen.findByText('Run released')).toBeTruthy();
    expect(released).toEqual(['/api/ai-budget/held-runs/run%2F1/release']);
    expect(await screen.findByText('No run is waiting for budget.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('releases nothing when the admin cancels', async () => {
    const released = renderCard('admin', [RUN]);
    fireEvent.click(await screen.findByRole('button', { name: 'Release' }));
    const dialog = await screen.findByRole('dialog', { name: 'Release Run' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(released).toEqual([]);
  });

  it('offers no Release to a role that cannot change the budget', async () => {
    renderCard('editor', [RUN]);
    await screen.findByRole('group', { name: 'new keywords' });
    expect(screen.queryByRole('button', { name: 'Release' })).toBeNull();
  });

  it('says so when no run waits', async () => {
    renderCard('admin', []);
    expect(await screen.findByText('No run is waiting for budget.')).toBeTruthy();
  });
});

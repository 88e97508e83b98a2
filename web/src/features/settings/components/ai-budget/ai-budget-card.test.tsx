// @vitest-environment jsdom

import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '#shared/access/roles';
import type { AiBudgetSettings, AiBudgetStatus } from '#shared/schemas/ai-budget';
import { renderInApp } from '#tests/support/web/render-in-app';
import { signedInUser } from '#tests/support/web/signed-in-user';
import { useAiBudgetStatus } from '../../../../api/get-ai-budget';
import { resetToasts, useToast } from '../../../../lib/toast';
import { AiBudgetCard } from './ai-budget-card';

const STATUS: AiBudgetStatus = {
  daily: { limitUsd: 50, spentUsd: 40, period: '2026-11-29' },
  monthly: { limitUsd: null, spentUsd: 120, period: '2026-11' },
  sites: [
    {
      siteId: 'travel',
      daily: { limitUsd: null, spentUsd: 3, period: '2026-11-29' },
      monthly: { limitUsd: 40, spentUsd: 41.5, period: '2026-11' },
    },
  ],
  heldRuns: [],
};
const SAVED: AiBudgetSettings = {
  dailyLimitUsd: 50,
  monthlyLimitUsd: null,
  sites: { travel: { dailyLimitUsd: null, monthlyLimitUsd: 40 } },
};
const SITES = [
  { id: 'primary', name: 'Main', isDefault: true },
  { id: 'travel', name: 'Travel', isDefault: false },
];

function Toasts() {
  const { toasts } = useToast();
  return (
    <ul aria-label="Toasts">
      {toasts.map((item) => (
        <li key={item.id}>
          {item.title} / {item.description}
        </li>
      ))}
    </ul>
  );
}

function Card() {
  return <AiBudgetCard status={useAiBudgetStatus()} />;
}

/** The card for a user of `role`; `answerPut` answers the save. Every call made, in order. */
function renderCard(role: Role, answerPut: (body: unknown) => Response = (body) => Response.json(body)) {
  const user = signedInUser(role);
  const calls: { method: string; url: string; body?: unknown }[] = [];
  renderInApp(
    () => (
      <>
        <Card />
        <Toasts />
      </>
    ),
    async (input, init) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, url, body });
      if (url === '/api/auth/user') return Response.json(user);
      if (url === '/api/ai-budget') return Response.json(STATUS);
      if (url === '/api/sites/choices') return Response.json({ sites: SITES });
      if (url === '/api/settings/ai-budget') return method === 'PUT' ? answerPut(body) : Response.json(SAVED);
      return new Response('', { status: 404 });
    },
  );
  return calls;
}

const field = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save AI Budget' }));
const toasts = () => within(screen.getByRole('list', { name: 'Toasts' }));

afterEach(() => {
  cleanup();
  resetToasts();
  vi.unstubAllGlobals();
});

describe('AiBudgetCard', () => {
  it('shows what was spent against each limit, the account’s and a site’s', async () => {
    renderCard('admin');
    const today = await screen.findByRole('progressbar', { name: 'Spent today' });
    expect(today.getAttribute('aria-valuenow')).toBe('80');
    expect(today.className).toContain('MuiLinearProgress-colorWarning');
    expect(screen.getByText('$40.00 of $50.00')).toBeTruthy();
    expect(screen.getByText('(Nov 29, 2026)', { exact: false })).toBeTruthy();
    // No monthly limit: the spend alone, and no bar.
    expect(screen.getByText('$120.00, no limit')).toBeTruthy();
    expect(screen.getByText('(November 2026)', { exact: false })).toBeTruthy();
    expect(screen.queryByRole('progressbar', { name: 'Spent this month' })).toBeNull();
    const travel = screen.getByRole('progressbar', { name: 'Travel: spent this month' });
    expect(travel.className).toContain('MuiLinearProgress-colorError');
  });

  it('shows the saved limits and saves the changed ones, a site’s with them', async () => {
    const calls = renderCard('admin');
    expect((await screen.findByRole<HTMLInputElement>('textbox', { name: 'Daily limit (USD)' })).value).toBe(
      '50',
    );
    expect(field('Monthly limit (USD)').value).toBe('');
    expect(field('Travel: monthly limit (USD)').value).toBe('40');

    type('Daily limit (USD)', '75.50');
    type('Main: daily limit (USD)', '5');
    type('Travel: monthly limit (USD)', '');
    save();

    expect(await toasts().findByText(/^AI budget saved/)).toBeTruthy();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put).toEqual({
      method: 'PUT',
      url: '/api/settings/ai-budget',
      body: {
        dailyLimitUsd: 75.5,
        monthlyLimitUsd: null,
        sites: { primary: { dailyLimitUsd: 5, monthlyLimitUsd: null } },
      },
    });
    // What was spent against the new limits is read again.
    await waitFor(() =>
      expect(calls.filter((call) => call.url === '/api/ai-budget').length).toBeGreaterThan(1),
    );
  });

  it('refuses a negative limit on the field, sending nothing', async () => {
    const calls = renderCard('admin');
    await screen.findByRole('textbox', { name: 'Daily limit (USD)' });
    type('Monthly limit (USD)', '-10');
    save();

    expect(await screen.findByText('The monthly limit cannot be negative')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('shows the server’s reason when it refuses the limits', async () => {
    renderCard('admin', () =>
      Response.json({ message: 'The daily limit must be at most $1,000,000' }, { status: 400 }),
    );
    await screen.findByRole('textbox', { name: 'Daily limit (USD)' });
    save();

    expect(
      await toasts().findByText('Failed to save the AI budget / The daily limit must be at most $1,000,000'),
    ).toBeTruthy();
  });

  it('shows the spend to a role that cannot change the limits, and does not read them', async () => {
    const calls = renderCard('editor');
    expect(await screen.findByText(/Only an administrator/)).toBeTruthy();
    expect(await screen.findByText('$40.00 of $50.00')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save AI Budget' })).toBeNull();
    expect(calls.map((call) => call.url)).not.toContain('/api/settings/ai-budget');
  });
});

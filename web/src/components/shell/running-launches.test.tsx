// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LaunchSummary } from '#shared/schemas/meta-launches';
import { renderInApp } from '#tests/support/web/render-in-app';
import { signedInUser } from '#tests/support/web/signed-in-user';
import { IDLE_LAUNCHES_POLL_MS } from '../../config/ui';
import { RunningLaunches } from './running-launches';

const running = (id: string, total: number, created: number, failed = 0): LaunchSummary => ({
  id,
  status: 'running',
  trigger: 'manual',
  profileId: 'p1',
  profileName: 'Evergreen',
  dailyBudget: null,
  startStatus: 'PAUSED',
  total,
  created,
  failed,
  createdBy: null,
  createdAt: '2026-11-29T12:00:00.000Z',
  updatedAt: '2026-11-29T12:00:00.000Z',
});

/** The header's indicator; the API answers the running launches from `answers` in turn. */
function renderIndicator(answers: LaunchSummary[][]) {
  const asked: string[] = [];
  renderInApp(
    () => <RunningLaunches />,
    async (input) => {
      const url = String(input);
      asked.push(url);
      if (url === '/api/auth/user') return Response.json(signedInUser('viewer'));
      return Response.json({ launches: answers.length > 1 ? answers.shift() : answers[0] });
    },
  );
  return asked;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the running launches in the header', () => {
  it('shows how far a running launch got, linking to it', async () => {
    const asked = renderIndicator([[running('l1', 30, 10, 2)]]);
    const link = await screen.findByRole('link', { name: 'Launching 12 of 30 campaigns' });
    expect(link.getAttribute('href')).toBe('/meta-launches/l1');
    expect(asked).toContain('/api/meta/launches?status=running');
  });

  it('sums several launches, linking to the list', async () => {
    renderIndicator([[running('l1', 30, 12), running('l2', 1, 0)]]);
    const link = await screen.findByRole('link', { name: 'Launching 12 of 31 campaigns' });
    expect(link.getAttribute('href')).toBe('/meta-launches');
  });

  it('shows nothing while none runs, and a launch started meanwhile once asked again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const asked = renderIndicator([[], [running('l3', 5, 0)]]);
    await vi.waitFor(() => expect(asked).toContain('/api/meta/launches?status=running'));
    expect(screen.queryByRole('link')).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(IDLE_LAUNCHES_POLL_MS));

    expect(await screen.findByRole('link', { name: 'Launching 0 of 5 campaigns' })).toBeTruthy();
  });
});

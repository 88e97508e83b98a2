// @vitest-environment jsdom
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '#shared/access/roles';
import type { LaunchDetail, LaunchItem } from '#shared/schemas/meta-launches';
import { signedInUser } from '#tests/support/web/signed-in-user';
import { theme } from '../../app/theme/theme';
import { LAUNCH_POLL_MS } from '../../config/ui';
import { createQueryClient } from '../../lib/query-client';
import { LaunchDetailScreen } from './launch-detail-screen';

const CREATED: LaunchItem = {
  keywordId: 'k1',
  masterKeyword: 'hiking boots',
  status: 'created',
  recordId: 'rec-1',
  campaignId: '120210000000000001',
  campaignName: 'Keywright_hiking boots_channel_00001',
};
const PENDING: LaunchItem = { keywordId: 'k2', masterKeyword: 'trail shoes', status: 'pending' };
const FAILED: LaunchItem = {
  ...PENDING,
  status: 'failed',
  error: 'Invalid parameter: the ad text is too long for this placement',
};

const launch = (status: LaunchDetail['status'], items: LaunchItem[]): LaunchDetail => ({
  id: 'l1',
  status,
  trigger: 'manual',
  profileId: 'p1',
  profileName: 'Evergreen',
  dailyBudget: null,
  startStatus: 'PAUSED',
  total: items.length,
  created: items.filter((item) => item.status === 'created').length,
  failed: items.filter((item) => item.status === 'failed').length,
  createdBy: 'admin@example.com',
  createdAt: '2026-11-29T12:00:00.000Z',
  updatedAt: '2026-11-29T12:01:00.000Z',
  items,
});

/** The launch page of `l1`; the API answers its reads from `answers` in turn (the last one again). */
function renderScreen(answers: LaunchDetail[], role: Role = 'admin') {
  const requests: string[] = [];
  vi.stubGlobal('scrollTo', () => {});
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>().mockImplementation(async (input, init) => {
      const path = String(input);
      requests.push(`${init?.method ?? 'GET'} ${path}`);
      if (path === '/api/auth/user') return Response.json(signedInUser(role));
      if (path.endsWith('/retry-failed')) return Response.json({ launchId: 'l1' }, { status: 202 });
      if (path === '/api/meta/launches/l1')
        return Response.json(answers.length > 1 ? answers.shift() : answers[0]);
      return Response.json({});
    }),
  );
  const root = createRootRoute();
  const layout = createRoute({ getParentRoute: () => root, id: '_authenticated' });
  const detail = createRoute({
    getParentRoute: () => layout,
    path: '/meta-launches/$launchId',
    component: LaunchDetailScreen,
  });
  const campaign = createRoute({ getParentRoute: () => layout, path: '/meta-campaigns/$id' });
  const list = createRoute({ getParentRoute: () => layout, path: '/meta-launches' });
  const router = createRouter({
    routeTree: root.addChildren([layout.addChildren([detail, campaign, list])]),
    history: createMemoryHistory({ initialEntries: ['/meta-launches/l1'] }),
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ThemeProvider theme={theme}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </QueryClientProvider>,
  );
  const reads = () => requests.filter((request) => request === 'GET /api/meta/launches/l1').length;
  return { requests, reads };
}

const progress = () => screen.getByRole('progressbar').getAttribute('aria-label');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the launch page', () => {
  it('asks for the progress every 2 s while the launch runs, and stops once it is over', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { reads } = renderScreen([
      launch('running', [CREATED, PENDING]),
      launch('partial', [CREATED, FAILED]),
    ]);
    expect(await screen.findByText('Launch of 2 campaigns')).toBeTruthy();
    expect(progress()).toBe('Launch progress: 1 of 2 created');
    expect(screen.getByText('Waiting')).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(LAUNCH_POLL_MS));

    expect(await screen.findByText(FAILED.error!)).toBeTruthy();
    expect(progress()).toBe('Launch progress: 1 of 2 created, 1 failed');
    const asked = reads();
    await act(() => vi.advanceTimersByTimeAsync(3 * LAUNCH_POLL_MS));
    expect(reads()).toBe(asked);
  });

  it('links each created campaign to its page', async () => {
    renderScreen([launch('done', [CREATED])]);
    const link = await screen.findByRole('link', { name: CREATED.campaignName });
    expect(link.getAttribute('href')).toBe('/meta-campaigns/rec-1');
    expect(screen.queryByRole('button', { name: 'Retry failed' })).toBeNull();
  });

  it('retries the failed campaigns, then follows the launch running again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { requests, reads } = renderScreen([
      launch('partial', [CREATED, FAILED]),
      launch('running', [CREATED, PENDING]),
      launch('done', [CREATED, { ...CREATED, keywordId: 'k2', masterKeyword: 'trail shoes' }]),
    ]);

    fireEvent.click(await screen.findByRole('button', { name: 'Retry failed' }));

    expect(await screen.findByText('Waiting')).toBeTruthy();
    expect(requests).toContain('POST /api/meta/launches/l1/retry-failed');
    expect(screen.queryByRole('button', { name: 'Retry failed' })).toBeNull();
    const asked = reads();
    await act(() => vi.advanceTimersByTimeAsync(LAUNCH_POLL_MS));
    expect(reads()).toBe(asked + 1);
    expect(progress()).toBe('Launch progress: 2 of 2 created');
  });

  it('offers no retry to a role that cannot create campaigns', async () => {
    renderScreen([launch('partial', [CREATED, FAILED])], 'editor');
    expect(await screen.findByText(FAILED.error!)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry failed' })).toBeNull();
  });
});

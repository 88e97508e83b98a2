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
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Notification } from '#shared/schemas/notifications';
import { theme } from '../../app/theme/theme';
import { createQueryClient } from '../../lib/query-client';
import { NotificationsScreen } from './notifications-screen';
import { parseNotificationsSearch } from './notifications-search';

const notification = (id: string, overrides: Partial<Notification> = {}): Notification => ({
  id,
  kind: 'run_finished',
  severity: 'error',
  title: `Run ${id} finished with errors`,
  message: '47 of 50 keywords completed, 3 failed.\n"boots": Generating tags failed',
  link: '/?status=error',
  createdAt: new Date(Date.now() - 2 * 3_600_000).toISOString(),
  read: false,
  ...overrides,
});

/** The screen at `url` under the route id the app gives it, with `fetch` answering as the API would. */
function renderScreen(
  url: string,
  pages: Record<string, { notifications: Notification[]; nextCursor: string | null }>,
) {
  const requests: string[] = [];
  vi.stubGlobal('scrollTo', () => {});
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>().mockImplementation(async (input, init) => {
      const path = String(input);
      requests.push(`${init?.method ?? 'GET'} ${path}`);
      if (path.endsWith('/unread-count') || init?.method === 'POST') return Response.json({ unreadCount: 1 });
      const cursor = new URL(path, 'http://app').searchParams.get('cursor') ?? '';
      return Response.json({ ...pages[cursor], unreadCount: 1 });
    }),
  );
  const root = createRootRoute();
  const layout = createRoute({ getParentRoute: () => root, id: '_authenticated' });
  const screenRoute = createRoute({
    getParentRoute: () => layout,
    path: '/notifications',
    validateSearch: parseNotificationsSearch,
    component: NotificationsScreen,
  });
  const home = createRoute({ getParentRoute: () => layout, path: '/', component: () => <p>Keywords</p> });
  const router = createRouter({
    routeTree: root.addChildren([layout.addChildren([screenRoute, home])]),
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ThemeProvider theme={theme}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return { requests, router };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the notifications screen', () => {
  it('lists notifications newest first with their message, and reads on with the cursor', async () => {
    const { requests } = renderScreen('/notifications', {
      '': {
        notifications: [notification('a'), notification('b', { read: true, severity: 'info' })],
        nextCursor: 'b',
      },
      b: { notifications: [notification('c', { read: true })], nextCursor: null },
    });
    const list = await screen.findByRole('list', { name: 'Notifications' });
    expect(within(list).getByRole('listitem', { name: 'Unread: Run a finished with errors' })).toBeTruthy();
    expect(within(list).getByRole('listitem', { name: 'Run b finished with errors' })).toBeTruthy();
    expect(within(list).getAllByText(/"boots": Generating tags failed/)).toHaveLength(2);
    expect(within(list).getAllByText('2 hr ago')).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Load older notifications' }));

    expect(await screen.findByRole('listitem', { name: 'Run c finished with errors' })).toBeTruthy();
    expect(requests).toContain('GET /api/notifications?limit=20&cursor=b');
  });

  it('asks with the filters from the URL, and sets them there', async () => {
    const { requests, router } = renderScreen('/notifications?severity=error&kind=meta_access&unread=true', {
      '': { notifications: [], nextCursor: null },
    });
    expect(await screen.findByText('No notifications match these filters.')).toBeTruthy();
    expect(requests).toContain('GET /api/notifications?limit=20&kind=meta_access&severity=error&unread=true');

    fireEvent.click(screen.getByRole('switch', { name: 'Unread only' }));

    await vi.waitFor(() =>
      expect(router.state.location.search).toEqual({ severity: 'error', kind: 'meta_access' }),
    );
  });

  it('opens what a notification is about and marks it read on the way', async () => {
    const { requests, router } = renderScreen('/notifications', {
      '': { notifications: [notification('20260105T103000000Z-0000000a')], nextCursor: null },
    });
    fireEvent.click(await screen.findByRole('link', { name: 'Open' }));

    expect(await screen.findByText('Keywords')).toBeTruthy();
    expect(router.state.location.search).toEqual({ status: 'error' });
    expect(requests).toContain('POST /api/notifications/20260105T103000000Z-0000000a/read');
  });
});

// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Notification } from '#shared/schemas/notifications';
import { renderInApp } from '#tests/support/web/render-in-app';
import { UNREAD_POLL_MS } from '../../api/get-unread-notifications';
import { resetToasts } from '../../lib/toast';
import { Toaster } from '../../lib/toaster';
import { NotificationsButton } from './notifications-button';

const notification = (overrides: Partial<Notification>): Notification => ({
  id: '20260105T103000000Z-00000001',
  kind: 'run_finished',
  severity: 'info',
  title: 'Processing (new keywords) finished: 5 of 5 keywords completed, 0 failed',
  message: '5 of 5 keywords completed, 0 failed.',
  link: '/',
  createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  read: false,
  ...overrides,
});

/** The API as the bell sees it: a count and the latest list, which a test changes between polls. */
function fakeApi(initial: Notification[]) {
  const state = { notifications: initial, posts: [] as string[] };
  const unread = () => state.notifications.filter((n) => !n.read).length;
  const respond: typeof fetch = async (input, init) => {
    const url = String(input);
    if (init?.method === 'POST') {
      state.posts.push(url);
      if (url.endsWith('/read-all'))
        state.notifications = state.notifications.map((n) => ({ ...n, read: true }));
      return Response.json({ unreadCount: unread() });
    }
    if (url.startsWith('/api/notifications/unread-count')) return Response.json({ unreadCount: unread() });
    return Response.json({ notifications: state.notifications, unreadCount: unread(), nextCursor: null });
  };
  return { state, respond };
}

function Bell() {
  return (
    <>
      <NotificationsButton />
      <Toaster />
    </>
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  act(() => resetToasts());
});

describe('the notifications bell', () => {
  it('shows the red dot only with unread notifications, and the count to screen readers', async () => {
    renderInApp(
      Bell,
      fakeApi([notification({}), notification({ id: '20260105T103000000Z-00000002' })]).respond,
    );
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(bell.querySelector('.MuiBadge-invisible')).toBeNull();
  });

  it('has no dot when everything is read', async () => {
    renderInApp(Bell, fakeApi([notification({ read: true })]).respond);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy());
    expect(document.querySelector('.MuiBadge-invisible')).not.toBeNull();
  });

  it('lists the latest with their time in its menu, and "Mark all as read" clears the dot', async () => {
    const api = fakeApi([notification({ severity: 'error', title: 'Processing finished with errors' })]);
    renderInApp(Bell, api.respond);
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));

    const item = await screen.findByRole('menuitem', { name: /Processing finished with errors/ });
    expect(item.textContent).toContain('5 min ago');
    expect(item.getAttribute('href')).toBe('/');
    expect(screen.getByRole('menuitem', { name: 'View all' }).getAttribute('href')).toBe('/notifications');
    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));

    // The open menu hides the rest of the page from the accessibility tree, the bell included.
    expect(await screen.findByRole('button', { name: 'Notifications', hidden: true })).toBeTruthy();
    expect(api.state.posts).toEqual(['/api/notifications/read-all']);
  });

  it('keeps the focus in the menu when "Mark all as read" disables itself, so Escape still closes it', async () => {
    renderInApp(Bell, fakeApi([notification({})]).respond);
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await screen.findByRole('menuitem', { name: /Processing \(new keywords\) finished/ });
    const markAll = screen.getByRole('button', { name: 'Mark all as read' });
    markAll.focus();
    fireEvent.click(markAll);

    const menu = screen.getByRole('menu');
    await waitFor(() => expect((markAll as HTMLButtonElement).disabled).toBe(true));
    // Browsers drop the focus of a button that becomes disabled (jsdom does not): it must be elsewhere in the menu.
    expect(menu.contains(document.activeElement)).toBe(true);
    expect(document.activeElement?.getAttribute('role')).toBe('menuitem');
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('says "No new notifications" when there are none', async () => {
    renderInApp(Bell, fakeApi([]).respond);
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByRole('menuitem', { name: 'No new notifications' })).toBeTruthy();
  });

  it('polls the count and toasts a new error, never one that was there when the app opened', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const old = notification({ severity: 'error', title: 'An old error' });
    const api = fakeApi([old]);
    renderInApp(Bell, api.respond);
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(screen.queryByText('An old error')).toBeNull();

    const fresh = notification({
      id: '20260105T113000000Z-00000009',
      severity: 'error',
      title: 'Processing (new keywords) finished with errors: 47 of 50 keywords completed, 3 failed',
      message: '47 of 50 keywords completed, 3 failed.\n"boots": Generating tags failed',
    });
    api.state.notifications = [fresh, old];
    await act(() => vi.advanceTimersByTimeAsync(UNREAD_POLL_MS));

    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeTruthy();
    expect(await screen.findByText(fresh.title)).toBeTruthy();
    expect(screen.getByText('47 of 50 keywords completed, 3 failed.')).toBeTruthy();
  });

  it('toasts a new error listed behind ones dated later, and not an older one listed first', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // Listed at the opening: an unread error dated ahead of the clock (the server's clock was moved back).
    const ahead = notification({
      id: '20260107T090000000Z-00000001',
      severity: 'error',
      title: 'An error dated ahead',
      createdAt: new Date(Date.now() + 2 * 86_400_000).toISOString(),
    });
    const api = fakeApi([ahead]);
    renderInApp(Bell, api.respond);
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });

    const fresh = notification({ severity: 'error', title: 'Publishing failed for 2 keywords' });
    api.state.notifications = [ahead, fresh];
    await act(() => vi.advanceTimersByTimeAsync(UNREAD_POLL_MS));

    expect(await screen.findByText(fresh.title)).toBeTruthy();
    expect(screen.queryByText(ahead.title)).toBeNull();
  });
});

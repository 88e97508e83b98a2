import { MutationObserver, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';
import { queryKeys } from './query-keys';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createQueryClient', () => {
  it('applies the contract fetching rules to every query and mutation', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({
      retry: false,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      staleTime: Number.POSITIVE_INFINITY,
    });
    expect(defaults.mutations).toMatchObject({ retry: false });
  });

  it('reads through the default query function (URL from the key, 401 is an error)', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValue(new Response('', { status: 401, statusText: 'Unauthorized' }));
    vi.stubGlobal('fetch', fetchMock);
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ['/api/stats'] })).rejects.toThrow('401: Unauthorized');
    // No automatic retry: one failure is one request.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/stats');
  });

  it('never marks cached data stale by itself', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockImplementation(async () => Response.json({ ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    const client = createQueryClient();
    await client.fetchQuery({ queryKey: ['/api/stats'] });
    await client.fetchQuery({ queryKey: ['/api/stats'] });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(
      client
        .getQueryCache()
        .find({ queryKey: ['/api/stats'] })
        ?.isStale(),
    ).toBe(false);
  });

  it('asks for the unread notification count again after each of the user’s changes', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockImplementation(async () => Response.json({ unreadCount: 0 }));
    vi.stubGlobal('fetch', fetchMock);
    const client = createQueryClient();
    const observer = new QueryObserver(client, { queryKey: queryKeys.unreadNotifications() });
    const unsubscribe = observer.subscribe(() => {});
    await vi.waitFor(() => expect(observer.getCurrentResult().isSuccess).toBe(true));

    await new MutationObserver(client, { mutationFn: async () => 'saved' }).mutate();

    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    unsubscribe();
  });
});

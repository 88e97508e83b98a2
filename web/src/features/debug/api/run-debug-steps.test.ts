import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEBUG_POLL_MS, DebugRequestError, debugErrorText, runDebugSteps } from './run-debug-steps';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('runDebugSteps', () => {
  it('posts the keyword with the session and returns the result', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(Response.json({ keyword: 'garden hose' }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(runDebugSteps({ keyword: 'garden hose' })).resolves.toEqual({ keyword: 'garden hose' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/debug/process-steps');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: '{"keyword":"garden hose"}' });
  });

  it('polls a run that outlasts the request until its result comes', async () => {
    vi.useFakeTimers();
    const id = '7b0c7c53-4f0e-4d53-9b43-5b1f3f1d8a11';
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(Response.json({ id, status: 'running' }, { status: 202 }))
      .mockResolvedValueOnce(Response.json({ id, status: 'running' }, { status: 202 }))
      .mockResolvedValueOnce(Response.json({ keyword: 'garden hose' }));
    vi.stubGlobal('fetch', fetchMock);

    const result = runDebugSteps({ keyword: 'garden hose' });
    await vi.advanceTimersByTimeAsync(2 * DEBUG_POLL_MS);

    await expect(result).resolves.toEqual({ keyword: 'garden hose' });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/debug/process-steps',
      `/api/debug/process-steps/${id}`,
      `/api/debug/process-steps/${id}`,
    ]);
    vi.useRealTimers();
  });

  it('words a refusal as "Error: {status} {statusText}" and keeps the server reason', async () => {
    const message = 'Forbidden: your role does not have the "create_content" permission.';
    vi.stubGlobal(
      'fetch',
      vi
        .fn<typeof fetch>()
        .mockResolvedValue(Response.json({ message }, { status: 403, statusText: 'Forbidden' })),
    );
    const error = await runDebugSteps({ keyword: 'x' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DebugRequestError);
    expect(debugErrorText(error)).toBe('Error: 403 Forbidden');
    expect((error as DebugRequestError).detail).toBe(message);
  });
});

describe('debugErrorText', () => {
  it('prefixes other failures with "Error:" and falls back to the generic text', () => {
    expect(debugErrorText(new TypeError('Failed to fetch'))).toBe('Error: Failed to fetch');
    expect(debugErrorText(new Error(''))).toBe('An error occurred during testing');
    expect(debugErrorText('boom')).toBe('An error occurred during testing');
  });
});

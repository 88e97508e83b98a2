import { afterEach, describe, expect, it, vi } from 'vitest';
import { DebugRequestError, debugErrorText, runDebugSteps } from './run-debug-steps';

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

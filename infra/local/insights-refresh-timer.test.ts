import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RefreshKind } from '../../functions/src/domain/meta/insights-refresh/refresh-plan';
import { currentLogKeys, type LogKeys, withLogKeys } from '../../functions/src/lib/log-keys';
import { logger } from '../../functions/src/lib/logger';
import { startInsightsRefreshTimer } from './insights-refresh-timer';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the local insights refresh timer', () => {
  it('refreshes the 30 days at start, then each kind on its schedule, never two runs at once', async () => {
    vi.useFakeTimers();
    const kinds: RefreshKind[] = [];
    let finish = () => {};
    const refresh = {
      run: vi.fn((kind: RefreshKind) => {
        kinds.push(kind);
        return new Promise<never>((resolve) => {
          finish = () => resolve({ status: 'done', pending: 0 } as never);
        });
      }),
    };
    const timer = startInsightsRefreshTimer(refresh, { recent: 1_000, month: 5_000 });
    expect(kinds).toEqual(['month']);
    // Still running: the 15-minute tick waits for it rather than starting beside it.
    await vi.advanceTimersByTimeAsync(1_500);
    expect(kinds).toEqual(['month']);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(kinds).toEqual(['month', 'recent']);
    // A daily tick during a 15-minute run is not lost: it runs next, before any further 15-minute one.
    await vi.advanceTimersByTimeAsync(4_000);
    expect(kinds).toEqual(['month', 'recent']);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(kinds).toEqual(['month', 'recent', 'month']);
    finish();
    await timer.stop();
    const runs = refresh.run.mock.calls.length;
    await vi.advanceTimersByTimeAsync(20_000);
    expect(refresh.run.mock.calls.length).toBe(runs);
  });

  it('logs a failed run with the error under `error`, as every other line does', async () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const failure = new Error('Meta is down');
    const timer = startInsightsRefreshTimer({ run: () => Promise.reject(failure) });
    await timer.stop();
    expect(logged).toHaveBeenCalledWith('The local insights refresh failed', {
      kind: 'month',
      error: failure,
    });
  });

  it("runs outside the scope it was started in: no refresh's lines carry a request's ids", async () => {
    vi.useFakeTimers();
    const seen: LogKeys[] = [];
    const refresh = {
      run: async () => {
        seen.push(currentLogKeys());
        return { status: 'done', pending: 0 } as never;
      },
    };
    const timer = withLogKeys({ correlationId: 'request-1', userId: 'user-1' }, () =>
      startInsightsRefreshTimer(refresh, { recent: 1_000, month: 5_000 }),
    );
    await vi.advanceTimersByTimeAsync(1_000);
    await timer.stop();
    expect(seen).toEqual([{}, {}]);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentLogKeys, type LogKeys, withLogKeys } from '../../functions/src/lib/log-keys';
import { logger } from '../../functions/src/lib/logger';
import { startNotificationTimer } from './notification-timer';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the local notification timer', () => {
  it('logs a failed run with the error under `error`, as every other line does', async () => {
    vi.useFakeTimers();
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const failure = new Error('the table is gone');
    const timer = startNotificationTimer({ run: () => Promise.reject(failure) }, 1_000);
    await vi.advanceTimersByTimeAsync(1_000);
    await timer.stop();
    expect(logged).toHaveBeenCalledWith('The local notification jobs failed', { error: failure });
  });

  it("runs outside the scope it was started in: no run's lines carry a request's ids", async () => {
    // Real timers: a timer's scope is what node keeps for it, which fake timers do not reproduce.
    const seen: LogKeys[] = [];
    const jobs = {
      run: async () => {
        seen.push(currentLogKeys());
        return { sent: 0, retrying: 0, failed: 0 };
      },
    };
    const timer = withLogKeys({ correlationId: 'request-1', userId: 'user-1' }, () =>
      startNotificationTimer(jobs, 5),
    );
    await vi.waitFor(() => expect(seen.length).toBeGreaterThanOrEqual(2));
    await timer.stop();
    expect(seen.slice(0, 2)).toEqual([{}, {}]);
  });
});

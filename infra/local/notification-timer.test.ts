import { afterEach, describe, expect, it, vi } from 'vitest';
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
});

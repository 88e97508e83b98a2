import { afterEach, describe, expect, it, vi } from 'vitest';
import { logger } from '../../../lib/logger';
import { withRulesAfterRefresh } from './rules-after-refresh';

afterEach(() => vi.restoreAllMocks());

describe('withRulesAfterRefresh', () => {
  it("logs a failed evaluation with the error under `error` and keeps the refresh's outcome", async () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const failure = new Error('the rules table is gone');
    const refresh = { run: async () => ({ status: 'done' as const, pending: 0 }) };
    const rules = { runScheduled: () => Promise.reject(failure) };

    await expect(withRulesAfterRefresh(refresh, rules).run('recent')).resolves.toEqual({
      status: 'done',
      pending: 0,
    });

    expect(logged).toHaveBeenCalledWith('Campaign rules could not be evaluated after the insights refresh', {
      error: failure,
    });
  });
});

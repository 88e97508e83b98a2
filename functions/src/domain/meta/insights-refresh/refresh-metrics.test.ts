import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureEmf } from '#tests/support/emf-capture';
import type { RefreshOutcome } from './insights-refresh';
import { withRefreshMetrics } from './refresh-metrics';

afterEach(() => vi.restoreAllMocks());

const NOW = Date.parse('2026-03-01T12:00:00Z');

describe('withRefreshMetrics', () => {
  it('publishes the duration by kind and the data age, also when the refresh fails', async () => {
    const lines = captureEmf();
    let now = NOW;
    const clock = { now: () => now };
    const store = { state: async () => ({ lastRefreshedAt: '2026-03-01T11:30:00Z', pending: [] }) };
    const failing = {
      run: async (): Promise<RefreshOutcome> => {
        now += 1_500;
        throw new Error('Meta is down');
      },
    };

    await expect(withRefreshMetrics(failing, store, clock).run('recent')).rejects.toThrow('Meta is down');

    expect(lines.filter((line) => 'InsightsRefreshDuration' in line)).toEqual([
      expect.objectContaining({ InsightsRefreshDuration: 1_500, Kind: 'recent' }),
    ]);
    const age = lines.filter((line) => 'InsightsDataAge' in line);
    // Whole seconds: 30 minutes and 1.5 s, rounded.
    expect(age).toEqual([expect.objectContaining({ InsightsDataAge: 30 * 60 + 2 })]);
    expect(age[0]).not.toHaveProperty('Kind');
  });

  it('publishes no age before the first refresh landed, and the outcome goes through', async () => {
    const lines = captureEmf();
    const outcome: RefreshOutcome = { status: 'busy', pending: 0 };
    const refresh = withRefreshMetrics(
      { run: async () => outcome },
      { state: async () => ({ pending: [] }) },
      { now: () => NOW },
    );

    await expect(refresh.run('month')).resolves.toBe(outcome);

    expect(lines.filter((line) => 'InsightsDataAge' in line)).toEqual([]);
    expect(lines.filter((line) => line.Kind === 'month')).toHaveLength(1);
  });
});

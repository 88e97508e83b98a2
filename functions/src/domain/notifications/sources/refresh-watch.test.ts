import { describe, expect, it } from 'vitest';
import type { MetaCredentials } from '#shared/schemas/meta-credentials';
import { recordingNotifier } from '#tests/support/notifier-double';
import type { ChannelRevenueDay, RefreshState } from '../../../ports/insights-store';
import type { RefreshOutcome } from '../../meta/insights-refresh/insights-refresh';
import { MetaNotConfiguredError } from '../../meta/meta-not-configured-error';
import { type RefreshWatchDeps, withRefreshNotifications } from './refresh-watch';

/** 11:00 US Eastern on 2026-03-02: yesterday is 2026-03-01. */
const NOW = Date.parse('2026-03-02T16:00:00Z');
const MINUTE = 60_000;

function setup(options: { meta?: boolean; warehouse?: boolean; revenue?: ChannelRevenueDay[] } = {}) {
  const recorder = recordingNotifier();
  let state: RefreshState = { pending: [], lastRefreshedAt: new Date(NOW - 5 * MINUTE).toISOString() };
  let outcome: RefreshOutcome = { status: 'done', pending: 0 };
  const deps: RefreshWatchDeps = {
    notifier: recorder.notifier,
    store: { state: async () => state, revenueDays: async () => options.revenue ?? [] },
    // Saved credentials this server cannot use: the Meta health check (tested on its own) stops there.
    metaAccess: {
      credentials: async () => (options.meta === false ? undefined : ({} as MetaCredentials)),
      client: async () => {
        throw new MetaNotConfiguredError();
      },
    },
    warehouse: { read: async () => (options.warehouse ? ({} as never) : undefined) },
    settings: { get: async () => undefined },
    clock: { now: () => NOW },
  };
  const refresh = withRefreshNotifications({ run: async () => outcome }, deps);
  return {
    recorder,
    run: () => refresh.run('recent'),
    set(next: { outcome?: RefreshOutcome; lastRefreshedAt?: string }) {
      if (next.outcome) outcome = next.outcome;
      if (next.lastRefreshedAt) state = { ...state, lastRefreshedAt: next.lastRefreshedAt };
    },
  };
}

describe('the insights refresh’s notifications', () => {
  it('report a failed run once until a run succeeds, then again when it fails anew', async () => {
    const { recorder, run, set } = setup({ meta: false });
    set({ outcome: { status: 'failed', pending: 2, problem: 'Meta said no' } });

    await run();
    await run();

    expect(recorder.raised).toEqual([
      expect.objectContaining({
        kind: 'insights_refresh',
        severity: 'error',
        title: 'The insights refresh failed',
        message: 'Meta said no\nThe next run resumes where it stopped.',
        conditionKey: 'insights-refresh-failed',
      }),
    ]);
    set({ outcome: { status: 'done', pending: 0 } });
    await run();
    expect(recorder.cleared).toContain('insights-refresh-failed');
    set({ outcome: { status: 'failed', pending: 2, problem: 'Meta said no' } });
    await run();
    expect(recorder.raised).toHaveLength(2);
  });

  it('call the insights stale when no run succeeded for twice the schedule, with Meta saved', async () => {
    const { recorder, run, set } = setup();
    set({
      outcome: { status: 'throttled', pending: 1 },
      lastRefreshedAt: new Date(NOW - 29 * MINUTE).toISOString(),
    });
    await run();
    expect(recorder.raised).toEqual([]);

    set({ lastRefreshedAt: new Date(NOW - 31 * MINUTE).toISOString() });
    await run();

    expect(recorder.raised).toEqual([
      expect.objectContaining({ severity: 'warning', title: 'Campaign insights are stale' }),
    ]);
    set({ outcome: { status: 'done', pending: 0 } });
    await run();
    expect(recorder.open.size).toBe(0);
  });

  it('say nothing of staleness without Meta credentials, or while another run holds the lease', async () => {
    const quiet = setup({ meta: false });
    quiet.set({ outcome: { status: 'throttled', pending: 1 }, lastRefreshedAt: '2026-01-01T00:00:00Z' });
    await quiet.run();
    const busy = setup();
    busy.set({ outcome: { status: 'busy', pending: 0 }, lastRefreshedAt: '2026-01-01T00:00:00Z' });
    await busy.run();
    expect([quiet.recorder.raised, busy.recorder.raised, busy.recorder.cleared]).toEqual([[], [], []]);
  });

  it('report yesterday’s revenue missing after the deadline hour, and clear it once it arrived', async () => {
    const missing = setup({ meta: false, warehouse: true });
    await missing.run();
    expect(missing.recorder.raised).toEqual([
      expect.objectContaining({
        kind: 'revenue_missing',
        title: 'Revenue for 2026-03-01 has not arrived from the warehouse',
        conditionKey: 'revenue-missing#2026-03-01',
      }),
    ]);
    const row = {
      day: '2026-03-01',
      channel: 'channel_00001',
      revenue: 1,
      conversions: 0,
      pageViews: 0,
      sessions: 0,
      final: true,
      firstEstimate: null,
    };
    const arrived = setup({ meta: false, warehouse: true, revenue: [row] });
    await arrived.run();
    expect(arrived.recorder.raised).toEqual([]);
    expect(arrived.recorder.cleared).toContain('revenue-missing#2026-03-01');
    const noWarehouse = setup({ meta: false });
    await noWarehouse.run();
    expect(noWarehouse.recorder.raised).toEqual([]);
  });
});

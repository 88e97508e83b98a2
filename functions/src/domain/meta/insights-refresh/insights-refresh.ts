import { REVENUE_TIME_ZONE } from '#shared/time/account-time';
import { logger } from '../../../lib/logger';
import type { Clock } from '../../../ports/clock';
import type { CampaignSnapshot, InsightsStore, RefreshUnit } from '../../../ports/insights-store';
import { isMetaGraphFailure } from '../../../ports/meta-graph';
import type { RevenueRows } from '../../../ports/revenue-rows';
import type { MetaAccess } from '../meta-access';
import { RevenueSourceNotConfiguredError } from '../revenue/revenue-source';
import { settleByAge } from '../revenue/settlement';
import { readAdDays } from './ad-insight-reads';
import { readCampaignDays, readSnapshots } from './meta-insight-reads';
import { mergeUnits, plannedUnits, type RefreshKind } from './refresh-plan';

/**
 * Each ad account's time zone as the last refresh read it with the account (kept on its campaigns'
 * snapshots, so no extra Graph call); US Eastern for an account not refreshed yet.
 */
async function accountZones(store: Pick<InsightsStore, 'snapshots'>) {
  const zones = new Map<string, string>();
  for (const snapshot of await store.snapshots())
    if (snapshot.timeZone) zones.set(snapshot.accountId, snapshot.timeZone);
  return (accountId: string) => zones.get(accountId) ?? REVENUE_TIME_ZONE;
}

/** Longer than any run takes; a crashed run's lease runs out by itself. */
const RUN_LEASE_MS = 10 * 60_000;

export interface RefreshOutcome {
  /** `busy`: another run holds the lease; `throttled`/`failed`: stopped early, what is left is saved. */
  status: 'done' | 'throttled' | 'failed' | 'busy';
  lastRefreshedAt?: string;
  /** Units left for the next run. */
  pending: number;
  problem?: string;
}

export interface InsightsRefresh {
  run(kind: RefreshKind): Promise<RefreshOutcome>;
}

/**
 * The scheduled insights refresh: per saved ad account and range one paged insights read at campaign level
 * and one at ad level, the campaigns' current settings, then the warehouse's revenue rows, all upserted into the store. A throttle (or any
 * failure) ends the run cleanly with the unfinished units saved, and the next run starts with them.
 */
export function createInsightsRefresh(deps: {
  store: InsightsStore;
  metaAccess: MetaAccess;
  /** The warehouse; without one, no revenue is stored (never made-up revenue). */
  revenue?: RevenueRows;
  clock: Clock;
  /** Rows per insights page (tests use small pages to throttle a run halfway). */
  pageSize?: number;
  /**
   * Whether any campaign was created here: only those have a campaign page, whose fatigue signal reads the
   * ad-level figures; without one, that read is saved.
   */
  hasOwnCampaigns?: () => Promise<boolean>;
}): InsightsRefresh {
  const { store, clock } = deps;

  async function warehouseRows(range: { since: string; until: string }) {
    try {
      return await deps.revenue?.rows(range.since, range.until);
    } catch (error) {
      if (error instanceof RevenueSourceNotConfiguredError) return undefined;
      throw error;
    }
  }

  async function work(units: RefreshUnit[], startedAt: string) {
    const snapshotsRead = new Set<string>();
    const readAds = units.some((unit) => unit.kind === 'meta') && (await deps.hasOwnCampaigns?.()) === true;
    for (const [index, unit] of units.entries()) {
      try {
        if (unit.kind === 'revenue') {
          const rows = await warehouseRows(unit);
          // No warehouse saved: no revenue is stored, and what an earlier one stored stays.
          // A source that does not settle its rows: each day by its age, with the default hours.
          if (rows) await store.replaceRevenue(unit, settleByAge(rows, clock.now()));
          continue;
        }
        const client = await deps.metaAccess.client();
        if (!snapshotsRead.has(unit.accountId)) {
          const snapshots: CampaignSnapshot[] = await readSnapshots(client, unit.accountId, startedAt);
          await store.putSnapshots(snapshots);
          snapshotsRead.add(unit.accountId);
        }
        await readCampaignDays(
          client,
          unit.accountId,
          unit,
          (rows) => store.putCampaignDays(rows),
          deps.pageSize,
        );
        // Per ad too: the campaign page's fatigue signal (CTR and frequency over the ad's life).
        if (readAds)
          await readAdDays(client, unit.accountId, unit, (rows) => store.putAdDays(rows), deps.pageSize);
      } catch (error) {
        return { left: units.slice(index), error };
      }
    }
    return { left: [] as RefreshUnit[] };
  }

  return {
    async run(kind) {
      const nowMs = clock.now();
      if (!(await store.claimRun(nowMs, RUN_LEASE_MS))) return { status: 'busy', pending: 0 };
      try {
        const state = await store.state();
        const credentials = await deps.metaAccess.credentials();
        const accounts = credentials?.adAccountEntries.map((entry) => entry.id) ?? [];
        const zones = await accountZones(store);
        const units = mergeUnits(state.pending, plannedUnits(kind, accounts, nowMs, zones));
        const startedAt = new Date(nowMs).toISOString();
        const { left, error } = await work(units, startedAt);
        if (!error) {
          await store.saveState({ lastRefreshedAt: startedAt, pending: [] });
          return { status: 'done', lastRefreshedAt: startedAt, pending: 0 };
        }
        const throttled = isMetaGraphFailure(error) && error.kind === 'throttled';
        const problem = error instanceof Error ? error.message : String(error);
        logger.warn('The insights refresh stopped early; the next run resumes', {
          throttled,
          left: left.length,
          reason: problem,
        });
        await store.saveState({
          lastRefreshedAt: state.lastRefreshedAt,
          pending: left,
          lastProblem: problem,
        });
        return {
          status: throttled ? 'throttled' : 'failed',
          lastRefreshedAt: state.lastRefreshedAt,
          pending: left.length,
          problem,
        };
      } finally {
        await store.releaseRun();
      }
    },
  };
}

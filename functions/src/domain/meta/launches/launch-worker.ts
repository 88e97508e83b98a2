import type { LaunchStatus } from '#shared/schemas/meta-launches';
import { logger } from '../../../lib/logger';
import type { Clock } from '../../../ports/clock';
import type { KeywordRepository } from '../../../ports/keywords';
import type { CampaignRepository } from '../../../ports/meta-campaigns';
import type {
  LaunchItemOutcome,
  LaunchItemRecord,
  LaunchRecord,
  LaunchStore,
} from '../../../ports/meta-launches';
import type { SiteStore } from '../../../ports/sites';
import { DomainError } from '../../domain-error';
import type { Notifier } from '../../notifications/notifier';
import { type AdsetNamePool, AdsetNameUnavailableError } from '../adset-name-pool';
import { CampaignCreationError } from '../campaign-creation/campaign-creation-error';
import { type CampaignCreation, ownerOf } from '../campaign-creation/campaign-creation-service';
import { launchCreationId } from './launch-keys';
import { notifyLaunchEnded } from './launch-notification';
import { launchForm } from './launch-preview';

/** Campaigns created at once: a few Graph calls in flight, well inside an ad account's rate limits. */
export const LAUNCH_CONCURRENCY = 3;
/** How long a worker holds a launch without writing; a crashed one frees it after this. */
export const LAUNCH_LEASE_MS = 3 * 60_000;
/**
 * How long before its function's timeout a turn stops taking campaigns: the few under way finish and are
 * recorded meanwhile (the CDK app's duration alarm allows for it).
 */
export const LAUNCH_TURN_MARGIN_MS = 90_000;
/** The waits before trying a campaign again while Meta is busy: then it is left for the next turn. */
const BUSY_WAITS_MS = [5_000, 20_000, 60_000];
/** Meta's words are kept, cut to this, on the item (200 of them share one launch item). */
const ERROR_MAX = 500;

export interface LaunchWorkerDeps {
  launches: LaunchStore;
  campaigns: Pick<CampaignRepository, 'findById'>;
  keywords: Pick<KeywordRepository, 'findById'>;
  sites: Pick<SiteStore, 'findById'>;
  names: Pick<AdsetNamePool, 'takeNext' | 'release'>;
  /** The creation saga, built without its per-campaign notifications: the launch reports once. */
  creation: Pick<CampaignCreation, 'create'>;
  notifier: Notifier;
  clock: Clock;
  /** Waits between tries (tests pass one that does not wait). */
  sleep?: (ms: number) => Promise<void>;
}

/**
 * What a turn of work ended with: `done` (the launch is finished or another worker holds it), `more`
 * (its time was up with campaigns left: go on at once), `later` (Meta stayed busy: the schedule goes on).
 */
export type LaunchTurn = 'done' | 'more' | 'later';

/** Thrown to leave an item pending for the next turn. */
class Later extends Error {}

const cut = (text: string) => (text.length > ERROR_MAX ? `${text.slice(0, ERROR_MAX - 1)}…` : text);

/** Whether waiting may help: Meta busy, or another request running the same creation right now. */
const passing = (error: unknown) =>
  error instanceof CampaignCreationError && (error.kind === 'unavailable' || error.kind === 'conflict');

/** A refusal a person can read (Meta's words or ours); undefined for our own faults. */
function refusalOf(error: unknown): string | undefined {
  if (error instanceof CampaignCreationError || error instanceof AdsetNameUnavailableError)
    return error.message;
  if (error instanceof DomainError && error.kind !== 'unavailable') return error.message;
  return undefined;
}

export const finalStatus = (launch: Pick<LaunchRecord, 'created' | 'failed'>): LaunchStatus =>
  launch.failed === 0 ? 'done' : launch.created === 0 ? 'failed' : 'partial';

/**
 * The launch job's worker: one turn creates the launch's pending campaigns, a few at once, each through
 * the creation saga under a key from the launch and the keyword (`launchCreationId`), so a turn that
 * crashed or stopped is taken up by the next without a campaign made twice. A lease keeps one worker per
 * launch; the last campaign settled finishes the launch and raises its notification.
 */
export function createLaunchWorker(deps: LaunchWorkerDeps) {
  const sleep = deps.sleep ?? ((ms: number) => new Promise((resolve) => setTimeout(resolve, ms)));
  const now = () => new Date(deps.clock.now()).toISOString();

  async function createOne(launch: LaunchRecord, item: LaunchItemRecord): Promise<LaunchItemOutcome> {
    const id = launchCreationId(launch.id, item);
    const existing = await deps.campaigns.findById(id);
    const keyword = await deps.keywords.findById(item.keywordId);
    if (!keyword) return { status: 'failed', error: 'The keyword was deleted' };
    const site = keyword.siteId ? await deps.sites.findById(keyword.siteId) : undefined;
    // A resumed creation keeps the name it holds; a new one holds the pool's lowest free name.
    const adsetName = existing?.adsetName ?? (await deps.names.takeNext(ownerOf(id)));
    const parsed = launchForm(launch.profile, keyword, site, {
      adsetName,
      chosenAt: Date.parse(launch.createdAt),
      dailyBudget: launch.dailyBudget ?? undefined,
      status: launch.startStatus,
    });
    try {
      if (!existing && !parsed.success)
        throw new CampaignCreationError('invalid', parsed.error.issues[0]!.message);
      const form = existing?.form ?? (parsed.success ? parsed.data : undefined)!;
      const created = await deps.creation.create({ id, form, ...(item.copy ? { copy: item.copy } : {}) });
      const record = await deps.campaigns.findById(id);
      return {
        status: 'created',
        recordId: id,
        campaignId: created.campaignId,
        ...(record ? { campaignName: record.campaignName } : {}),
      };
    } catch (error) {
      // Refused before the saga stored its record: it never held the name, which goes back to the pool.
      if (!passing(error) && !(await deps.campaigns.findById(id)))
        await deps.names.release(adsetName, ownerOf(id));
      throw error;
    }
  }

  /** One campaign with the waits Meta being busy deserves, its outcome settled on the launch. */
  async function settle(launch: LaunchRecord, item: LaunchItemRecord, until: number) {
    for (let attempt = 0; ; attempt += 1) {
      try {
        const outcome = await createOne(launch, item);
        return deps.launches.settleItem(launch.id, item.index, outcome, now());
      } catch (error) {
        const reason = refusalOf(error);
        const wait = BUSY_WAITS_MS[attempt];
        if (passing(error) || reason === undefined) {
          if (reason === undefined) logger.error('A launch campaign failed unexpectedly', { error });
          if (wait === undefined || deps.clock.now() + wait > until) throw new Later();
          await sleep(wait);
          continue;
        }
        const outcome = {
          status: 'failed' as const,
          recordId: launchCreationId(launch.id, item),
          error: cut(reason),
        };
        return deps.launches.settleItem(launch.id, item.index, outcome, now());
      }
    }
  }

  return {
    /**
     * One turn of a launch's work, until `until` (epoch ms on the clock) or `stopped()`: it creates the
     * pending campaigns, then finishes the launch when none is left.
     */
    async advance(
      launchId: string,
      options: { until: number; stopped?: () => boolean },
    ): Promise<LaunchTurn> {
      if (!(await deps.launches.claim(launchId, deps.clock.now(), LAUNCH_LEASE_MS))) return 'done';
      let turn: LaunchTurn = 'done';
      try {
        const launch = (await deps.launches.find(launchId))!;
        const pending = launch.items.filter((item) => item.status === 'pending');
        let next = 0;
        let fault: { error: unknown } | undefined;
        const worker = async () => {
          while (next < pending.length && turn === 'done' && !fault) {
            if (options.stopped?.() || deps.clock.now() >= options.until) {
              turn = 'more';
              return;
            }
            const item = pending[next]!;
            next += 1;
            try {
              await settle(launch, item, options.until);
              // Each settled campaign renews the lease: a long launch stays this worker's.
              await deps.launches.renew(launchId, deps.clock.now(), LAUNCH_LEASE_MS);
            } catch (error) {
              if (error instanceof Later) turn = 'later';
              else fault = { error };
            }
          }
        };
        // A fault ends the turn only once the campaigns under way are settled: the lease is freed after
        // them, so no other worker starts on a campaign this one is still creating.
        await Promise.all(Array.from({ length: LAUNCH_CONCURRENCY }, worker));
        if (fault) throw fault.error;
        if (turn !== 'done') return turn;
        const settled = (await deps.launches.find(launchId))!;
        const status = finalStatus(settled);
        await deps.launches.finish(launchId, status, now());
        await notifyLaunchEnded(deps.notifier, { ...settled, status });
        return 'done';
      } finally {
        await deps.launches.unclaim(launchId);
      }
    },
  };
}

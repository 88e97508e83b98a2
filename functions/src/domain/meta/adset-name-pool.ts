import { channelNumberOf } from '#shared/meta/adset-names';
import type { AdsetNameEntry, AdsetNamesResponse } from '#shared/schemas/adset-names';
import type { AdsetNameRecord, AdsetNameStore } from '../../ports/adset-names';
import { isMetaGraphFailure, type MetaGraphClient } from '../../ports/meta-graph';
import { DomainError, upstreamRefused } from '../domain-error';
import { listAdSetNames } from './meta-account-reads';

/** The pool keeps at least this many names available, adding the next channels when it falls below. */
export const POOL_MIN_AVAILABLE = 20;
/** Channels added at a time. */
export const POOL_GROWTH = 50;
/** Five digits: channel_99999 is the last name there can be. */
export const HIGHEST_CHANNEL = 99_999;
/** Who holds the names found in the Meta ad account by a sync. */
export const META_SYNC_OWNER = 'meta';

/** Names of the pool tried per read when taking the lowest available one. */
const CANDIDATES_PER_READ = 25;
const MAX_READS = 8;
/** Writes at once when marking the synced names. */
const SYNC_WRITES_AT_ONCE = 25;

/** Why a name cannot be taken: not a name of the pool (invalid), or none is free (a conflict). */
export class AdsetNameUnavailableError extends DomainError {
  override name = 'AdsetNameUnavailableError';

  constructor(
    readonly reason: 'used' | 'unknown' | 'exhausted',
    message: string,
  ) {
    super(reason === 'unknown' ? 'invalid' : 'conflict', message);
  }
}

export const adsetNameUsedMessage = (name: string) => `The adset name ${name} is already used`;
export const adsetNameUnknownMessage = (name: string) =>
  `${name} is not an adset name of the pool (names are channel_ and five digits, e.g. channel_00001)`;
export const POOL_EXHAUSTED_MESSAGE = 'No adset names are left: every channel up to channel_99999 is used';

export interface AdsetNamePool {
  /** Holds `name` for `owner` (again, when `owner` holds it already); refuses a used or unknown name. */
  take(name: string, owner: string): Promise<void>;
  /**
   * Holds the lowest available name for `owner` and returns it; the name `owner` holds already, when it
   * does (a retry after a crash that came before the owner wrote down which name it took).
   */
  takeNext(owner: string): Promise<string>;
  /** Gives `name` back, only if `owner` still holds it. */
  release(name: string, owner: string): Promise<void>;
  /** `GET /api/adset-names`. */
  overview(): Promise<AdsetNamesResponse>;
  /**
   * The available names, lowest first, after growing the pool to at least `atLeast` of them
   * (`POOL_MIN_AVAILABLE` by default): a launch of more campaigns than the pool keeps spare asks for that many.
   */
  available(atLeast?: number): Promise<AdsetNameEntry[]>;
  /** Marks the pool names the Meta ad accounts already use as used; resolves how many changed. */
  syncFromMeta(): Promise<number>;
}

/** What the pool needs of the saved Meta credentials (the app's `MetaAccess` provides it). */
export interface PoolMetaAccess {
  /** A Graph client for the saved credentials; throws MetaNotConfiguredError when none are saved. */
  client(): Promise<MetaGraphClient>;
  credentials(): Promise<{ adAccountEntries: readonly { id: string }[] } | undefined>;
}

const toEntry = ({ name, channelNumber }: AdsetNameRecord): AdsetNameEntry => ({
  adset_name: name,
  channel_number: channelNumber,
});

async function inChunks<T>(items: readonly T[], size: number, work: (item: T) => Promise<void>) {
  for (let start = 0; start < items.length; start += size) {
    await Promise.all(items.slice(start, start + size).map(work));
  }
}

export function createAdsetNamePool(deps: { store: AdsetNameStore; meta: PoolMetaAccess }): AdsetNamePool {
  const { store } = deps;

  /**
   * Adds channels until enough are available. Concurrent callers may grow at once: adding a name that
   * exists is a no-op and only one of them moves the high mark, so nothing is numbered twice.
   */
  async function keepStocked(atLeast = POOL_MIN_AVAILABLE) {
    for (let round = 0; round < HIGHEST_CHANNEL / POOL_GROWTH; round++) {
      if ((await store.countAvailable(atLeast)) >= atLeast) return;
      const highest = await store.highestChannel();
      if (highest >= HIGHEST_CHANNEL) return;
      await store.grow(highest, Math.min(POOL_GROWTH, HIGHEST_CHANNEL - highest));
    }
  }

  return {
    async take(name, owner) {
      if (channelNumberOf(name) === undefined)
        throw new AdsetNameUnavailableError('unknown', adsetNameUnknownMessage(name));
      const outcome = await store.take(name, owner);
      if (outcome === 'used') throw new AdsetNameUnavailableError('used', adsetNameUsedMessage(name));
      if (outcome === 'unknown')
        throw new AdsetNameUnavailableError('unknown', adsetNameUnknownMessage(name));
      await keepStocked();
    },

    // Candidates are tried lowest first; a name another caller took meanwhile fails its conditional
    // write, and the next one is tried, so concurrent callers never share a name.
    async takeNext(owner) {
      const held = (await store.listUsed()).find((record) => record.owner === owner);
      if (held) return held.name;
      await keepStocked();
      for (let read = 0; read < MAX_READS; read++) {
        const candidates = await store.listAvailable(CANDIDATES_PER_READ);
        if (candidates.length === 0) break;
        for (const candidate of candidates) {
          if ((await store.take(candidate.name, owner)) === 'taken') {
            await keepStocked();
            return candidate.name;
          }
        }
        await keepStocked();
      }
      throw new AdsetNameUnavailableError('exhausted', POOL_EXHAUSTED_MESSAGE);
    },

    async release(name, owner) {
      await store.release(name, owner);
    },

    async overview() {
      await keepStocked();
      const [available, used] = await Promise.all([store.listAvailable(), store.listUsed()]);
      return {
        availableNames: available.map(toEntry),
        usedNames: used.map(toEntry),
        totalAvailable: available.length,
        totalUsed: used.length,
      };
    },

    async available(atLeast) {
      await keepStocked(Math.max(POOL_MIN_AVAILABLE, atLeast ?? 0));
      return (await store.listAvailable()).map(toEntry);
    },

    async syncFromMeta() {
      const client = await deps.meta.client();
      const accounts = (await deps.meta.credentials())?.adAccountEntries ?? [];
      let names: string[];
      try {
        names = (await Promise.all(accounts.map((account) => listAdSetNames(client, account.id)))).flat();
      } catch (error) {
        if (!isMetaGraphFailure(error)) throw error;
        throw upstreamRefused(`Meta did not list the ad sets: ${error.userMessage ?? error.message}`);
      }
      const channels = [...new Set(names)].flatMap((name) => {
        const channelNumber = channelNumberOf(name);
        return channelNumber === undefined ? [] : [{ name, channelNumber, owner: META_SYNC_OWNER }];
      });
      let updatedCount = 0;
      await inChunks(channels, SYNC_WRITES_AT_ONCE, async (record) => {
        if (await store.markUsed(record)) updatedCount++;
      });
      await keepStocked();
      return updatedCount;
    },
  };
}

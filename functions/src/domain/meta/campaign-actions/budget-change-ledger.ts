import type { BudgetChangeStore } from '../../../ports/budget-changes';
import type { Clock } from '../../../ports/clock';
import { rateLimited, unavailable } from '../../domain-error';
import { inMinutes } from './meta-refusal';

/** Meta allows 4 budget changes per ad set per hour and blocks the ad set's budget for an hour after. */
export const BUDGET_CHANGES_PER_HOUR = 4;
export const BUDGET_WINDOW_MS = 3_600_000;
/** Conditional writes lost to another request before giving up (each loss means someone else wrote). */
const MAX_CONFLICTS = 5;

export interface LedgerAdset {
  id: string;
  name?: string;
}

/** A change taken in the ledger: released again if Meta never made it. */
export interface BudgetReservation {
  adsetId: string;
  at: number;
}

const utcTime = (ms: number) => `${new Date(ms).toISOString().slice(11, 16)} UTC`;

const recentOf = (changes: number[], now: number) =>
  changes.filter((at) => now - at < BUDGET_WINDOW_MS).sort((a, b) => a - b);

/** The refusal of a change of `adset` at `at` given its `recent` changes (oldest first), with when it is free. */
function limitReached(adset: LedgerAdset, recent: number[], at: number) {
  // Allowed again once enough of the recent changes are older than an hour to leave one free.
  const freeAt = (recent[recent.length - BUDGET_CHANGES_PER_HOUR] as number) + BUDGET_WINDOW_MS;
  return rateLimited(
    `Meta allows ${BUDGET_CHANGES_PER_HOUR} budget changes per ad set per hour: ad set ` +
      `${adset.name ?? adset.id} had ${recent.length} in the last hour. Its budget can change again at ` +
      `${utcTime(freeAt)} (${inMinutes(freeAt - at)}).`,
    freeAt - at,
  );
}

/**
 * Counts our budget changes per ad set so the 5th within an hour is refused here, with when it is allowed
 * again, before Meta refuses it (and blocks the budget for an hour). Times older than the window are
 * dropped on every write, and the item itself expires an hour after its last change.
 */
export function createBudgetChangeLedger(store: BudgetChangeStore, clock: Clock) {
  async function update(adsetId: string, change: (recent: number[]) => number[] | undefined) {
    for (let conflicts = 0; conflicts < MAX_CONFLICTS; conflicts += 1) {
      const { changes, version } = await store.read(adsetId);
      const now = clock.now();
      const recent = recentOf(changes, now);
      const next = change(recent);
      if (!next) return;
      const last = Math.max(now, ...next);
      if (await store.write(adsetId, next, version, last + BUDGET_WINDOW_MS)) return;
    }
    throw unavailable('Budget changes of this ad set are being made at this moment; try again');
  }

  async function reserve(adset: LedgerAdset): Promise<BudgetReservation> {
    const at = clock.now();
    await update(adset.id, (recent) => {
      if (recent.length >= BUDGET_CHANGES_PER_HOUR) throw limitReached(adset, recent, at);
      return [...recent, at];
    });
    return { adsetId: adset.id, at };
  }

  async function release({ adsetId, at }: BudgetReservation) {
    await update(adsetId, (recent) => {
      const index = recent.indexOf(at);
      // Only this reservation's entry: another request may have taken the same millisecond.
      return index < 0 ? undefined : [...recent.slice(0, index), ...recent.slice(index + 1)];
    });
  }

  return {
    /** Takes one change for every ad set, or none: a refused ad set gives back those taken before it. */
    async reserveAll(adsets: LedgerAdset[]): Promise<BudgetReservation[]> {
      const taken: BudgetReservation[] = [];
      try {
        for (const adset of adsets) taken.push(await reserve(adset));
        return taken;
      } catch (error) {
        await Promise.all(taken.map(release));
        throw error;
      }
    },
    release,
    /**
     * Why changing these ad sets' budgets would be refused now, or undefined when all have a change free;
     * takes nothing (the rules say "skipped: limit" before trying, and a dry run changes nothing).
     */
    async blocked(adsets: LedgerAdset[]): Promise<string | undefined> {
      const now = clock.now();
      for (const adset of adsets) {
        const recent = recentOf((await store.read(adset.id)).changes, now);
        if (recent.length >= BUDGET_CHANGES_PER_HOUR) return limitReached(adset, recent, now).message;
      }
      return undefined;
    },
  };
}

export type BudgetChangeLedger = ReturnType<typeof createBudgetChangeLedger>;

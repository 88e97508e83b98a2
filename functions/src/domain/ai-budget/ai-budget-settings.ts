import { UNSET_AI_BUDGET } from '#shared/economics/ai-budget-defaults';
import type { AiBudgetLimits, AiBudgetSettings } from '#shared/schemas/ai-budget';
import type { AiBudgetSettingsStore } from '../../ports/ai-spend';
import type { Clock } from '../../ports/clock';
import { cachedSetting } from '../settings/cached-setting';

/**
 * How long a read of the limits serves a process: every keyword's begin asks for them. A save through this
 * instance applies at once; other processes see it within this time.
 */
export const AI_BUDGET_CACHE_MS = 30_000;

export interface AiBudgetSettingsService {
  /** The limits as saved (none: no limit). */
  get(): Promise<AiBudgetSettings>;
  /** The limits as this process last read them (within `AI_BUDGET_CACHE_MS`). */
  current(): Promise<AiBudgetSettings>;
  save(settings: AiBudgetSettings): Promise<AiBudgetSettings>;
}

export function createAiBudgetSettings(deps: {
  store: AiBudgetSettingsStore;
  clock: Clock;
}): AiBudgetSettingsService {
  const setting = cachedSetting(
    async () => (await deps.store.get()) ?? UNSET_AI_BUDGET,
    deps.clock,
    AI_BUDGET_CACHE_MS,
  );
  return {
    get: setting.read,
    current: setting.current,
    async save(settings) {
      // Sites with no limit of their own are not kept: the list stays the sites that have one.
      const sites = Object.fromEntries(
        Object.entries(settings.sites ?? {})
          .filter(([, limits]) => hasLimit(limits))
          .map(([siteId, limits]) => [siteId, inCents(limits)]),
      );
      const saved: AiBudgetSettings = {
        ...inCents(settings),
        ...(Object.keys(sites).length > 0 ? { sites } : {}),
      };
      await deps.store.save(saved);
      return setting.remember(saved);
    },
  };
}

/**
 * Limits kept in whole cents, as they are shown: a fraction of a cent is no limit anyone means, and a
 * number as small as 1e-300 is more than DynamoDB can store.
 */
const cents = (amount: number | null) => (amount === null ? null : Math.round(amount * 100) / 100);
const inCents = (limits: AiBudgetLimits): AiBudgetLimits => ({
  dailyLimitUsd: cents(limits.dailyLimitUsd),
  monthlyLimitUsd: cents(limits.monthlyLimitUsd),
});

export const hasLimit = (limits: AiBudgetLimits | undefined) =>
  limits !== undefined && (limits.dailyLimitUsd !== null || limits.monthlyLimitUsd !== null);

import type { AiBudgetLimits, AiBudgetSettings } from '#shared/schemas/ai-budget';
import type { AiSpendLedger, PeriodSpend } from '../../ports/ai-spend';
import type { Clock } from '../../ports/clock';
import type { AiBudgetSettingsService } from './ai-budget-settings';
import { hasLimit } from './ai-budget-settings';
import { budgetPeriodsAt, usd } from './budget-periods';

/** Says whether AI work may start now: before a run's chunk and before each keyword (decision 052). */
export interface BudgetGate {
  /**
   * Why work for the account (and for `siteId`'s keywords, when it has limits of its own) must wait now, or
   * undefined when it may go on. A limit is spent once what was spent reaches it.
   */
  holdReason(siteId?: string): Promise<string | undefined>;
}

interface Scope {
  label: string;
  limits: AiBudgetLimits;
  spent: PeriodSpend;
}

/** The first spent limit of a scope, as a sentence: `The daily AI budget of $50.00 is spent ($50.12).` */
export function spentLimit({ label, limits, spent }: Scope): string | undefined {
  const periods = [
    ['daily', limits.dailyLimitUsd, spent.day],
    ['monthly', limits.monthlyLimitUsd, spent.month],
  ] as const;
  for (const [period, limit, amount] of periods) {
    if (limit !== null && amount >= limit) {
      return `The ${period} AI budget${label} of ${usd(limit)} is spent (${usd(amount)})`;
    }
  }
  return undefined;
}

/** The site's own limits, when it has any. */
export const siteLimits = (settings: AiBudgetSettings, siteId: string | undefined) =>
  siteId && hasLimit(settings.sites?.[siteId]) ? settings.sites?.[siteId] : undefined;

export function createBudgetGate(deps: {
  settings: Pick<AiBudgetSettingsService, 'current' | 'get'>;
  ledger: AiSpendLedger;
  clock: Clock;
}): BudgetGate {
  async function reasonWith(settings: AiBudgetSettings, siteId: string | undefined) {
    const site = siteLimits(settings, siteId);
    // No limit set: no read of the ledger at all.
    if (!hasLimit(settings) && !site) return undefined;
    const periods = budgetPeriodsAt(deps.clock.now());
    const spent = await deps.ledger.spent(periods, site && siteId ? [siteId] : []);
    return (
      spentLimit({ label: '', limits: settings, spent: spent.account }) ??
      (site && siteId
        ? spentLimit({
            label: ' of its site',
            limits: site,
            spent: spent.sites[siteId] ?? { day: 0, month: 0 },
          })
        : undefined)
    );
  }

  return {
    async holdReason(siteId) {
      const cached = await reasonWith(await deps.settings.current(), siteId);
      // Before holding anything, the limits as saved now: one raised a moment ago in another process
      // lets the work go on at once, rather than after this process's cache.
      return cached === undefined ? undefined : reasonWith(await deps.settings.get(), siteId);
    },
  };
}

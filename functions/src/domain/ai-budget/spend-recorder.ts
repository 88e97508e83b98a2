import type { AiPriceTable } from '#shared/economics/ai-prices';
import type { AiBudgetLimits } from '#shared/schemas/ai-budget';
import { logger } from '../../lib/logger';
import type { AiSpendLedger, BudgetPeriods, PeriodSpend } from '../../ports/ai-spend';
import type { Clock } from '../../ports/clock';
import { generationCost } from '../economics/generation-cost';
import type { Notifier } from '../notifications/notifier';
import type { AiBudgetSettingsService } from './ai-budget-settings';
import { siteLimits } from './budget-gate';
import { budgetPeriodsAt, usd } from './budget-periods';

/** Where the team is told a limit is near: far enough ahead to raise it before runs wait. */
export const WARNING_SHARE = 0.8;
const BUDGET_LINK = '/settings?tab=budget';

/**
 * Adds what AI work cost (its usage counters, `step:model:field`, priced as keyword economics prices them)
 * to the ledger and tells the team when a limit is near or spent.
 */
export type SpendRecorder = (usage: Record<string, number>, siteId?: string) => Promise<void>;

interface Crossing {
  period: 'daily' | 'monthly';
  key: string;
  limit: number;
  spent: number;
  share: number;
}

/** The thresholds (80 %, 100 %) this cost carried a period's spend across. */
function crossings(limits: AiBudgetLimits, after: PeriodSpend, cost: number, periods: BudgetPeriods) {
  const found: Crossing[] = [];
  const periodsOf = [
    ['daily', limits.dailyLimitUsd, after.day, periods.day],
    ['monthly', limits.monthlyLimitUsd, after.month, periods.month],
  ] as const;
  for (const [period, limit, spent, key] of periodsOf) {
    if (limit === null || limit <= 0) continue;
    for (const share of [WARNING_SHARE, 1]) {
      if (spent >= limit * share && spent - cost < limit * share)
        found.push({ period, key, limit, spent, share });
    }
  }
  return found;
}

export function createSpendRecorder(deps: {
  ledger: AiSpendLedger;
  settings: Pick<AiBudgetSettingsService, 'current'>;
  notifier: Notifier;
  clock: Clock;
  prices: AiPriceTable;
}): SpendRecorder {
  async function notify(crossing: Crossing, scope: string, siteId?: string) {
    const spentOut = crossing.share >= 1;
    const what = `The ${crossing.period} AI budget${siteId ? ' of a site' : ''}`;
    await deps.notifier.raise({
      kind: 'ai_budget',
      severity: spentOut ? 'error' : 'warning',
      title: spentOut ? `${what} is spent` : `${what} is ${Math.round(crossing.share * 100)}% spent`,
      message:
        `${usd(crossing.spent)} of ${usd(crossing.limit)} spent (${crossing.key}).` +
        (spentOut
          ? ' New runs wait for budget until the period turns over or the limit is raised; their keywords stay Pending.'
          : ' Runs will wait for budget once it is all spent.'),
      link: BUDGET_LINK,
      // Once per period and threshold, however many steps cross it at once.
      conditionKey: `ai-budget#${scope}#${crossing.key}#${crossing.share}`,
    });
  }

  return async (usage, siteId) => {
    const costUsd = generationCost(usage, deps.prices).total;
    if (!(costUsd > 0)) return;
    try {
      const periods = budgetPeriodsAt(deps.clock.now());
      const settings = await deps.settings.current();
      const site = siteLimits(settings, siteId);
      const after = await deps.ledger.add(costUsd, periods, siteId);
      for (const crossing of crossings(settings, after.account, costUsd, periods))
        await notify(crossing, 'account');
      if (site && after.site) {
        for (const crossing of crossings(site, after.site, costUsd, periods))
          await notify(crossing, `site#${siteId}`, siteId);
      }
    } catch (error) {
      // The work is done and stored: failing it now would only pay for it twice. The ledger misses this cost.
      logger.error('Could not record AI spend', { costUsd, error });
    }
  };
}

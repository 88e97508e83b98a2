import type { AiBudgetPeriod } from '#shared/schemas/ai-budget';
import { formatUsd } from '../../../../lib/format';

/** From this share of a limit spent on, its bar turns to the warning colour. */
const WARNING_SHARE = 0.8;

export interface BudgetUsage {
  /** "$12.34 of $50.00", or "$12.34, no limit". */
  text: string;
  /** The bar's value, 0 to 100; none without a limit (nothing to measure against). */
  percent?: number;
  color: 'primary' | 'warning' | 'error';
}

/** How much of a period's limit is spent, as the AI Budget tab shows it. */
export function budgetUsage({ limitUsd, spentUsd }: AiBudgetPeriod): BudgetUsage {
  const spent = formatUsd(spentUsd);
  if (limitUsd === null) return { text: `${spent}, no limit`, color: 'primary' };
  // A limit of $0 allows nothing: it is spent from the start.
  const share = limitUsd > 0 ? spentUsd / limitUsd : 1;
  return {
    text: `${spent} of ${formatUsd(limitUsd)}`,
    percent: Math.min(100, share * 100),
    color: share >= 1 ? 'error' : share >= WARNING_SHARE ? 'warning' : 'primary',
  };
}

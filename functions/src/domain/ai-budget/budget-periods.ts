import { dayIn } from '#shared/insights/insights-formulas';
import type { BudgetPeriods } from '../../ports/ai-spend';

/** The day and month `ms` falls in on the screens' clock (US Eastern), where the budget's periods turn over. */
export function budgetPeriodsAt(ms: number): BudgetPeriods {
  const day = dayIn(ms);
  return { day, month: day.slice(0, 7) };
}

/** Dollars as the budget's messages write them: `$1,234.50`. */
export const usd = (amount: number) =>
  `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

import { roundUsd } from '#shared/insights/insights-formulas';
import { MIN_DAILY_BUDGET } from '#shared/meta/form-limits';
import type { Rule, RuleAction } from '#shared/schemas/meta-rules';

type BudgetAction = Extract<RuleAction, { type: 'increase_budget' | 'decrease_budget' | 'set_budget' }>;
type Limits = Pick<Rule, 'budgetFloor' | 'budgetCeiling'>;

const usd = (amount: number) => `$${amount.toFixed(2)}`;

/**
 * The daily budget a budget action sets from the current one (USD), kept within the rule's floor and
 * ceiling and Meta's minimum; or why it changes nothing: already at the ceiling (raising) or the floor
 * (lowering), or the target equals the current budget.
 */
export function plannedBudget(
  action: BudgetAction,
  current: number,
  { budgetFloor, budgetCeiling }: Limits,
): { after: number } | { skip: string } {
  const floor = Math.max(budgetFloor ?? MIN_DAILY_BUDGET, MIN_DAILY_BUDGET);
  const ceiling = budgetCeiling ?? Number.POSITIVE_INFINITY;
  if (action.type === 'increase_budget' && current >= ceiling)
    return { skip: `Skipped: the daily budget ${usd(current)} is already at the ceiling of ${usd(ceiling)}` };
  if (action.type === 'decrease_budget' && current <= floor)
    return { skip: `Skipped: the daily budget ${usd(current)} is already at the floor of ${usd(floor)}` };
  const wanted =
    action.type === 'set_budget'
      ? action.amount
      : current * (1 + (action.type === 'increase_budget' ? action.percent : -action.percent) / 100);
  const after = roundUsd(Math.min(Math.max(wanted, floor), ceiling));
  if (after === roundUsd(current)) return { skip: `Skipped: the daily budget is already ${usd(after)}` };
  return { after };
}

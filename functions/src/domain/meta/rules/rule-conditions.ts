import { RULE_METRIC_LABELS, RULE_OPERATOR_SYMBOLS } from '#shared/meta/rules/meta-rule-condition-words';
import type { RuleFigures } from '#shared/schemas/meta-rule-runs';
import type { RuleCondition, RuleMatch, RuleMetric } from '#shared/schemas/meta-rules';

const compare: Record<RuleCondition['operator'], (figure: number, value: number) => boolean> = {
  gt: (figure, value) => figure > value,
  gte: (figure, value) => figure >= value,
  lt: (figure, value) => figure < value,
  lte: (figure, value) => figure <= value,
};

/** A figure as the reason shows it: money with 2 decimals, percents with %, counts plain. */
export function figureText(metric: RuleMetric, figure: number | null): string {
  if (figure === null) return 'none';
  const { unit } = RULE_METRIC_LABELS[metric];
  if (unit === 'usd') return `$${figure.toFixed(2)}`;
  if (unit === 'percent') return `${figure.toFixed(2)}%`;
  return String(figure);
}

const conditionText = ({ metric, operator, value }: RuleCondition, figure: number | null, held: boolean) =>
  `${RULE_METRIC_LABELS[metric].label} ${figureText(metric, figure)} ${held ? '' : 'not '}` +
  `${RULE_OPERATOR_SYMBOLS[operator]} ${figureText(metric, value)}`;

/** A condition on a figure the campaign has none of (no spend, so no ROI) never holds. */
export function conditionHolds(condition: RuleCondition, figures: RuleFigures): boolean {
  const figure = figures[condition.metric];
  return figure !== null && figure !== undefined && compare[condition.operator](figure, condition.value);
}

/**
 * Whether the conditions hold together (all, or any), with the reason in words: the conditions that held
 * when they match, the ones that did not otherwise.
 */
export function evaluateConditions(
  conditions: RuleCondition[],
  match: RuleMatch,
  figures: RuleFigures,
): { matched: boolean; reason: string } {
  if (conditions.length === 0) return { matched: true, reason: 'No conditions: it acts by the clock' };
  const results = conditions.map((condition) => ({ condition, held: conditionHolds(condition, figures) }));
  const matched = match === 'all' ? results.every((r) => r.held) : results.some((r) => r.held);
  const shown = results.filter((r) => r.held === matched);
  const words = shown
    .map(({ condition, held }) => conditionText(condition, figures[condition.metric] ?? null, held))
    .join(match === 'all' ? (matched ? ' and ' : '; ') : matched ? '; ' : ' and ');
  return { matched, reason: matched ? `Conditions held: ${words}` : `Conditions not met: ${words}` };
}

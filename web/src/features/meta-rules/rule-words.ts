import { RULE_METRIC_LABELS } from '#shared/meta/rules/meta-rule-condition-words';
import { hourRangesText, hourText, weekdaysText } from '#shared/meta/rules/meta-rule-hours-words';
import type { RuleWindowDays } from '#shared/schemas/meta-rule-days';
import type { RuleActiveHours } from '#shared/schemas/meta-rule-fields';
import type { RuleFigures, RuleOutcome, RuleValue } from '#shared/schemas/meta-rule-runs';
import type {
  Rule,
  RuleAction,
  RuleCondition,
  RuleMetric,
  RuleScope,
  RuleWindow,
} from '#shared/schemas/meta-rules';
import { zoneLabel } from '#shared/time/account-time';
import { formatCount, formatPercent, formatUsd } from '../../lib/format';
import { RULE_LOG_STATUS_LABELS, RULE_OPERATOR_LABELS, RULE_WINDOW_LABELS } from './rule-labels';

/** A metric's value in its unit: `$50.00`, `80%`, `12`; a dash where the store had no figure. */
export function metricValue(metric: RuleMetric, value: number | null | undefined): string {
  if (value === null || value === undefined) return '–';
  const { unit } = RULE_METRIC_LABELS[metric];
  if (unit === 'usd') return formatUsd(value);
  if (unit === 'percent') return formatPercent(value);
  return formatCount(value);
}

/** "Spend is above $50.00". */
export function conditionInWords({ metric, operator, value }: RuleCondition): string {
  return `${RULE_METRIC_LABELS[metric].label} ${RULE_OPERATOR_LABELS[operator]} ${metricValue(metric, value)}`;
}

/** "today", "over the last 7 days": the window as it reads after the conditions. */
export function windowInWords(window: RuleWindow): string {
  if (window === 'today' || window === 'yesterday') return RULE_WINDOW_LABELS[window].toLowerCase();
  return `over the ${RULE_WINDOW_LABELS[window].toLowerCase()}`;
}

/** "Spend is above $50.00 and ROI is below 80% today": every condition, joined as the rule combines them. */
export function conditionsInWords(rule: Pick<Rule, 'conditions' | 'match' | 'window'>): string {
  if (rule.conditions.length === 0) return 'At its hours, by the clock (no conditions)';
  const joined = rule.conditions.map(conditionInWords).join(rule.match === 'all' ? ' and ' : ' or ');
  return `${joined} ${windowInWords(rule.window)}`;
}

/** "Pause", "Raise budget by 20%", "Set bid cap to $1.50". */
export function actionInWords(action: RuleAction): string {
  switch (action.type) {
    case 'pause':
      return 'Pause';
    case 'activate':
      return 'Activate';
    case 'increase_budget':
      return `Raise budget by ${formatPercent(action.percent)}`;
    case 'decrease_budget':
      return `Lower budget by ${formatPercent(action.percent)}`;
    case 'set_budget':
      return `Set budget to ${formatUsd(action.amount)}`;
    case 'set_bid_cap':
      return `Set bid cap to ${formatUsd(action.amount)}`;
    case 'refresh_creative':
      return action.newImage ? 'Refresh creative with a new image' : 'Refresh creative';
    case 'notify':
      return 'Notify only';
    case 'schedule':
      return `Pause at ${hourText(action.pauseHour)}, activate at ${hourText(action.activateHour)}`;
    case 'duplicate':
      return `Copy ${action.source === 'best_adset' ? 'best ad set' : 'campaign'} at ${action.budgetFactor}× budget, ${action.startStatus === 'ACTIVE' ? 'active' : 'paused'} (max ${action.maxCopies})`;
  }
}

/** "09:00-18:00 on Mon-Fri (account time)": when a rule with chosen hours may act. */
export function activeHoursInWords(hours: RuleActiveHours): string {
  return `${hourRangesText(hours.hours)} on ${weekdaysText(hours.weekdays)} (ad account time)`;
}

/**
 * Which days each side used (decision 057): "Meta days: 2026-06-11 (Asia/Singapore) · revenue days:
 * 2026-06-10 (US Eastern)"; a range reads "2026-06-05 to 2026-06-11".
 */
export function windowDaysInWords({ meta, revenue }: RuleWindowDays): string {
  const side = ({ since, until, timeZone }: RuleWindowDays['meta']) =>
    `${since === until ? since : `${since} to ${until}`} (${zoneLabel(timeZone)})`;
  return `Meta days: ${side(meta)} · revenue days: ${side(revenue)}`;
}

/** "All campaigns", or the chosen ones by name where known ("Spring sale and 2 more"). */
export function scopeInWords(scope: RuleScope, names: ReadonlyMap<string, string> = new Map()): string {
  if (scope.kind === 'all') return 'All campaigns';
  const [first, ...rest] = scope.campaignIds.map((id) => names.get(id) ?? id);
  return rest.length === 0 ? (first ?? '') : `${first} and ${rest.length} more`;
}

/** The figures a rule's conditions read, in their order and units: "Spend $62.10 · ROI 45%". */
export function figuresInWords(figures: RuleFigures, metrics: readonly RuleMetric[]): string {
  const shown = [...new Set(metrics)];
  return shown
    .map((metric) => `${RULE_METRIC_LABELS[metric].label} ${metricValue(metric, figures[metric])}`)
    .join(' · ');
}

/**
 * What an action changes, as the log shows it: "ACTIVE", "$25.00 budget", "$1.50 bid cap", the running
 * ad of a creative refresh: 'ad 1202… "Best Boots Deals"', or a duplicate's source and copy by name.
 */
export function valueInWords(value: RuleValue): string {
  if (!value) return '–';
  const parts: string[] = [];
  if (value.campaignName) parts.push(value.campaignName);
  if (value.adId) parts.push(`ad ${value.adId}${value.adTitle ? ` "${value.adTitle}"` : ''}`);
  if (value.status) parts.push(value.status);
  if (value.dailyBudget !== undefined && value.dailyBudget !== null)
    parts.push(`${formatUsd(value.dailyBudget)} budget`);
  if (value.bidCap !== undefined && value.bidCap !== null) parts.push(`${formatUsd(value.bidCap)} bid cap`);
  return parts.length > 0 ? parts.join(', ') : '–';
}

/** "ACTIVE → PAUSED"; just the before value when nothing changed. */
export function changeInWords(before: RuleValue, after: RuleValue): string {
  const from = valueInWords(before);
  const to = valueInWords(after);
  return after === null || from === to ? from : `${from} → ${to}`;
}

/** "2 would apply, 1 skipped", or "no campaign matched"; counts per status in the order they happen. */
export function outcomeCounts(outcomes: readonly Pick<RuleOutcome, 'status'>[]): string {
  const counts = new Map<RuleOutcome['status'], number>();
  for (const { status } of outcomes) counts.set(status, (counts.get(status) ?? 0) + 1);
  if (outcomes.length === 0) return 'no campaigns to evaluate';
  return [...counts].map(([status, n]) => `${n} ${RULE_LOG_STATUS_LABELS[status].toLowerCase()}`).join(', ');
}

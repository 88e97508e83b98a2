import type { RuleMetric, RuleOperator } from '../../schemas/meta-rules';

/**
 * How a rule condition is written out: the screens show it, and the server writes it into the log's
 * reasons (`ROI 42.00% < 80.00%`).
 */

/** Label and unit of each metric: money in USD, ROI and CTR in percent, the counts plain. */
export const RULE_METRIC_LABELS: Record<RuleMetric, { label: string; unit: 'usd' | 'percent' | 'count' }> = {
  spend: { label: 'Spend', unit: 'usd' },
  revenue: { label: 'Revenue', unit: 'usd' },
  roi: { label: 'ROI', unit: 'percent' },
  cpc: { label: 'CPC', unit: 'usd' },
  ctr: { label: 'CTR', unit: 'percent' },
  conversions: { label: 'Conversions', unit: 'count' },
  results: { label: 'Results', unit: 'count' },
  cost_per_result: { label: 'Cost per result', unit: 'usd' },
};

export const RULE_OPERATOR_SYMBOLS: Record<RuleOperator, string> = { gt: '>', gte: '≥', lt: '<', lte: '≤' };

import { Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { EnrichedInsight } from '#shared/schemas/meta-insights';
import { roiTone } from '../../../components/economics/roi-tone';
import { Estimated } from '../../../components/estimated-mark/estimated-mark';
import { formatAiUsd, formatCount, formatUsd } from '../../../lib/format';
import type { SortKey } from './insights-sort';

export interface MetricColumn {
  key: SortKey;
  label: string;
  render: (row: EnrichedInsight) => ReactNode;
}

const money =
  (key: 'spend' | 'cpc' | 'cpm' | 'cost_per_result' | 'revenue_per_conversion') => (row: EnrichedInsight) =>
    formatUsd(row[key]);
const number = (key: 'impressions' | 'clicks' | 'results' | 'conversions') => (row: EnrichedInsight) =>
  formatCount(row[key]);
const roiText = (roi: string | null) =>
  roi === null ? (
    '—'
  ) : (
    <Typography component="span" variant="body2" sx={{ fontWeight: 600, color: roiTone(roi) }}>
      {roi}
    </Typography>
  );

/** The figure columns after actions, in the order of docs/contract.md#campaign-insights. */
export const METRIC_COLUMNS: MetricColumn[] = [
  { key: 'spend', label: 'Spend', render: money('spend') },
  { key: 'impressions', label: 'Impressions', render: number('impressions') },
  { key: 'clicks', label: 'Clicks', render: number('clicks') },
  { key: 'ctr', label: 'CTR', render: (row) => row.ctr },
  { key: 'cpc', label: 'CPC', render: money('cpc') },
  { key: 'cpm', label: 'CPM', render: money('cpm') },
  { key: 'results', label: 'Results', render: number('results') },
  { key: 'cost_per_result', label: 'Cost per Result', render: money('cost_per_result') },
  // Figures built on revenue carry "est." while part of it is not final (decision 039).
  {
    key: 'revenue',
    label: 'Revenue',
    render: (row) => <Estimated estimated={row.estimated_revenue > 0}>{formatUsd(row.revenue)}</Estimated>,
  },
  {
    key: 'roi',
    label: 'ROI',
    render: (row) => <Estimated estimated={row.estimated_revenue > 0}>{roiText(row.roi)}</Estimated>,
  },
  // Beside ROI (decision 022): the keyword's AI cost share and ROI net of it; dashes for campaigns made elsewhere.
  {
    key: 'ai_cost',
    label: 'AI Cost',
    render: (row) => (row.ai_cost === null ? '—' : formatAiUsd(row.ai_cost)),
  },
  { key: 'net_roi', label: 'Net ROI', render: (row) => roiText(row.net_roi) },
  { key: 'conversions', label: 'Conversions', render: number('conversions') },
  { key: 'conversion_rate', label: 'Conversion Rate', render: (row) => row.conversion_rate },
  { key: 'revenue_per_conversion', label: 'Revenue per Conversion', render: money('revenue_per_conversion') },
];

/**
 * The text columns before actions (daily budget is a figure but sits with the settings, as the contract
 * orders the columns).
 */
export const SETTING_COLUMNS: { key: SortKey; label: string }[] = [
  { key: 'campaign_name', label: 'Campaign' },
  { key: 'status', label: 'Status' },
  { key: 'objective', label: 'Objective' },
  { key: 'bid_strategy', label: 'Bid Strategy' },
  { key: 'daily_budget', label: 'Daily Budget' },
];

import { Typography } from '@mui/material';
import { percentText } from '#shared/insights/insights-formulas';
import { roiTone } from '../../../components/economics/roi-tone';
import { FigureCard, FigureCardGrid } from '../../../components/figure-cards/figure-cards';
import { formatCount, formatUsd } from '../../../lib/format';
import type { InsightsSummary } from './insights-summary';

type CardKey = Exclude<keyof InsightsSummary, 'estimatedRevenue'>;

const CARDS: { key: CardKey; title: string; show: (value: number) => string }[] = [
  { key: 'spend', title: 'Total Spend', show: formatUsd },
  { key: 'impressions', title: 'Impressions', show: formatCount },
  { key: 'clicks', title: 'Clicks', show: formatCount },
  { key: 'revenue', title: 'Revenue', show: formatUsd },
  { key: 'roi', title: 'ROI', show: percentText },
  { key: 'conversions', title: 'Conversions', show: formatCount },
  { key: 'ctr', title: 'CTR', show: percentText },
  { key: 'cpc', title: 'CPC', show: formatUsd },
  { key: 'pageViews', title: 'Page Views', show: formatCount },
  { key: 'sessions', title: 'Sessions', show: formatCount },
];

/** How much of the revenue is an estimate, under the Revenue and ROI cards. */
function estimatedLine(key: CardKey, summary: InsightsSummary | undefined) {
  if (!summary || (key !== 'revenue' && key !== 'roi')) return null;
  const { estimatedRevenue, revenue } = summary;
  if (estimatedRevenue <= 0) return key === 'revenue' && revenue > 0 ? 'All final' : null;
  const share = percentText((estimatedRevenue / revenue) * 100);
  return key === 'revenue'
    ? `${formatUsd(estimatedRevenue)} est. (${share})`
    : 'est. (revenue not final yet)';
}

/**
 * The ten summary cards of docs/contract.md#campaign-insights, over the rows the filters show; `undefined`
 * while loading.
 */
export function SummaryCards({ summary }: { summary: InsightsSummary | undefined }) {
  return (
    <FigureCardGrid>
      {CARDS.map(({ key, title, show }) => (
        <FigureCard
          key={key}
          label={title}
          title={title}
          value={summary && show(summary[key])}
          valueColor={key === 'roi' && summary ? roiTone(summary.roi) : undefined}
          note={
            estimatedLine(key, summary) && (
              <Typography
                variant="caption"
                sx={{ color: summary && summary.estimatedRevenue > 0 ? 'warning.dark' : 'text.secondary' }}
              >
                {estimatedLine(key, summary)}
              </Typography>
            )
          }
        />
      ))}
    </FigureCardGrid>
  );
}

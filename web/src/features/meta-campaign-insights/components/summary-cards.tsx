import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { percentText } from '#shared/insights/insights-formulas';
import { roiTone } from '../../../components/economics/roi-tone';
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
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 1.5, sm: 2 },
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, 1fr)', lg: 'repeat(5, 1fr)' },
      }}
    >
      {CARDS.map(({ key, title, show }) => (
        <Card key={key} component="section" aria-label={title}>
          <CardContent sx={{ p: { xs: 1.5, sm: 2 }, '&:last-child': { pb: { xs: 1.5, sm: 2 } } }}>
            <Typography variant="body2" color="textSecondary" sx={{ fontWeight: 500 }}>
              {title}
            </Typography>
            <Typography
              component="p"
              sx={{
                mt: 0.5,
                fontSize: { xs: '1.125rem', sm: '1.375rem' },
                fontWeight: 600,
                color: key === 'roi' && summary ? roiTone(summary.roi) : 'text.primary',
                overflowWrap: 'anywhere',
              }}
            >
              {summary ? show(summary[key]) : <Skeleton width={72} />}
            </Typography>
            {estimatedLine(key, summary) && (
              <Typography
                variant="caption"
                sx={{ color: summary && summary.estimatedRevenue > 0 ? 'warning.dark' : 'text.secondary' }}
              >
                {estimatedLine(key, summary)}
              </Typography>
            )}
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}

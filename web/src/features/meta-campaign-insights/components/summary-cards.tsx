import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { count, percent, roiColor, usd } from './insights-format';
import type { InsightsSummary } from './insights-summary';

const CARDS: { key: keyof InsightsSummary; title: string; show: (value: number) => string }[] = [
  { key: 'spend', title: 'Total Spend', show: usd },
  { key: 'impressions', title: 'Impressions', show: count },
  { key: 'clicks', title: 'Clicks', show: count },
  { key: 'revenue', title: 'Revenue', show: usd },
  { key: 'roi', title: 'ROI', show: percent },
  { key: 'conversions', title: 'Conversions', show: count },
  { key: 'ctr', title: 'CTR', show: percent },
  { key: 'cpc', title: 'CPC', show: usd },
  { key: 'pageViews', title: 'Page Views', show: count },
  { key: 'sessions', title: 'Sessions', show: count },
];

/** The spec's ten summary cards, over the rows the filters show; `undefined` while loading. */
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
                color: key === 'roi' && summary ? roiColor(summary.roi) : 'text.primary',
                overflowWrap: 'anywhere',
              }}
            >
              {summary ? show(summary[key]) : <Skeleton width={72} />}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}

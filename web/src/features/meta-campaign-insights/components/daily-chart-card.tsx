import { Alert, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import type { DayRange } from '#shared/insights-formulas';
import type { EnrichedInsight } from '#shared/schemas/meta-insights';
import { DAILY_CHART_MAX_DAYS, useDailyInsights } from '../api/get-daily-insights';
import { summarizeInsights } from './insights-summary';

// The charting library comes in its own chunk, after the table.
const DailyChart = lazy(() => import('./daily-chart'));

interface DailyChartCardProps {
  range: DayRange;
  /** The screen's filters, so the chart shows the same campaigns as the table. */
  filter: (rows: EnrichedInsight[]) => EnrichedInsight[];
  dayCount: number;
}

/** Spend, revenue and ROI per day of the applied range. */
export function DailyChartCard({ range, filter, dayCount }: DailyChartCardProps) {
  const fits = dayCount <= DAILY_CHART_MAX_DAYS;
  const daily = useDailyInsights(range, fits);
  const points = daily.rows?.map((rows, index) => {
    const summary = summarizeInsights(filter(rows));
    return { day: daily.days[index] ?? '', spend: summary.spend, revenue: summary.revenue, roi: summary.roi };
  });
  return (
    <Card component="section" aria-label="Spend, revenue and ROI per day">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          Spend, Revenue and ROI per Day
        </Typography>
        {!fits ? (
          <Typography variant="body2" color="textSecondary">
            The daily chart covers ranges of up to {DAILY_CHART_MAX_DAYS} days.
          </Typography>
        ) : daily.isError ? (
          <Alert severity="error">Failed to fetch enriched campaign insights</Alert>
        ) : points ? (
          <Suspense fallback={<Skeleton variant="rounded" height={280} />}>
            <DailyChart points={points} />
          </Suspense>
        ) : (
          <Skeleton variant="rounded" height={280} />
        )}
      </CardContent>
    </Card>
  );
}

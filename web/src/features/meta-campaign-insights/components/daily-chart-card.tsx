import { Alert, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import type { DayRange } from '#shared/insights/insights-formulas';
import type { InsightsStatusTab } from '#shared/insights/insights-status-tabs';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useDailyInsights } from '../api/get-daily-insights';

// The charting library comes in its own chunk, after the table.
const DailyChart = lazy(() => import('./daily-chart'));

/** The chart follows the search once typing pauses: one request then, not one per key. */
const SEARCH_SETTLE_MS = 300;

interface DailyChartCardProps {
  range: DayRange;
  /** The screen's filters, so the chart shows the same campaigns as the table. */
  search: string;
  status: InsightsStatusTab;
  site?: string;
}

/** Spend, revenue and ROI per day of the applied range, in one request for the whole range. */
export function DailyChartCard({ range, search, status, site }: DailyChartCardProps) {
  const settledSearch = useDebouncedValue(search.trim(), SEARCH_SETTLE_MS);
  const daily = useDailyInsights({ ...range, search: settledSearch, status, ...(site ? { site } : {}) });
  return (
    <Card component="section" aria-label="Spend, revenue and ROI per day">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          Spend, Revenue and ROI per Day
        </Typography>
        {daily.isError ? (
          <Alert severity="error">{daily.error.message}</Alert>
        ) : daily.data ? (
          <Suspense fallback={<Skeleton variant="rounded" height={280} />}>
            <DailyChart points={daily.data.days} />
          </Suspense>
        ) : (
          <Skeleton variant="rounded" height={280} />
        )}
      </CardContent>
    </Card>
  );
}

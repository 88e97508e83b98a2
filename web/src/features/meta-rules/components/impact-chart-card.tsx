import { Card, CardContent, Skeleton, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import type { RuleImpactResponse } from '#shared/schemas/meta-rule-impact';
import { EstimateLabel } from './estimate-label';

// The charting library comes in its own chunk, as on the insights screen.
const ImpactChart = lazy(() => import('./impact-chart'));

/** The chart of the daily net effect and spend avoided; `undefined` while loading. */
export function ImpactChartCard({ daily }: { daily: RuleImpactResponse['daily'] | undefined }) {
  const placeholder = <Skeleton variant="rounded" height={280} />;
  return (
    <Card component="section" aria-label="Net effect per day">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          <EstimateLabel title="Net Effect per Day" method="net" />
        </Typography>
        {daily ? (
          <Suspense fallback={placeholder}>
            <ImpactChart daily={daily} />
          </Suspense>
        ) : (
          placeholder
        )}
      </CardContent>
    </Card>
  );
}

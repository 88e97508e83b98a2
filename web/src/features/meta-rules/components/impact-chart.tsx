import { BarChart } from '@mui/x-charts/BarChart';
import type { RuleImpactResponse } from '#shared/schemas/meta-rule-impact';
import { formatCompactUsd, formatUsd } from '../../../lib/format';

/** The daily net effect (raises and copies) beside the spend pauses avoided; in its own chunk. */
export default function ImpactChart({ daily }: { daily: RuleImpactResponse['daily'] }) {
  return (
    <BarChart
      height={280}
      skipAnimation
      xAxis={[{ scaleType: 'band', data: daily.map((point) => point.day.slice(5)) }]}
      // Short ticks ($1.2K), so a phone does not cut them off; the tooltip has the exact values.
      yAxis={[{ width: 'auto', valueFormatter: formatCompactUsd }]}
      series={[
        {
          label: 'Net effect (est.)',
          data: daily.map((point) => point.netUsd),
          valueFormatter: (v) => formatUsd(v ?? 0),
        },
        {
          label: 'Spend avoided (est.)',
          data: daily.map((point) => point.spendAvoidedUsd),
          valueFormatter: (v) => formatUsd(v ?? 0),
        },
      ]}
    />
  );
}

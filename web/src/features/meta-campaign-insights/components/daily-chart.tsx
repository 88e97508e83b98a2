import { LineChart } from '@mui/x-charts/LineChart';
import { percentText } from '#shared/insights/insights-formulas';
import { formatCompactPercent, formatCompactUsd, formatUsd } from '../../../lib/format';

export interface DailyPoint {
  day: string;
  spend: number;
  revenue: number;
  roi: number;
}

/** Spend and revenue (dollars, left axis) and ROI (percent, right axis) per day; in its own chunk. */
export default function DailyChart({ points }: { points: DailyPoint[] }) {
  // A line needs two days: a one-day range (Today) shows its values as marks instead of nothing.
  const showMark = points.length === 1;
  return (
    <LineChart
      height={280}
      skipAnimation
      xAxis={[{ scaleType: 'point', data: points.map((point) => point.day.slice(5)) }]}
      yAxis={[
        // Short ticks ($1.2K, 150%), so a phone does not cut them off (the tooltip has the exact values),
        // sized to them, so a large ROI (552.3K% on a day of cents spent) is not cut off either.
        { id: 'usd', width: 'auto', valueFormatter: formatCompactUsd },
        { id: 'roi', position: 'right', width: 'auto', valueFormatter: formatCompactPercent },
      ]}
      series={[
        {
          label: 'Spend',
          data: points.map((point) => point.spend),
          yAxisId: 'usd',
          showMark,
          valueFormatter: (v) => formatUsd(v ?? 0),
        },
        {
          label: 'Revenue',
          data: points.map((point) => point.revenue),
          yAxisId: 'usd',
          showMark,
          valueFormatter: (v) => formatUsd(v ?? 0),
        },
        {
          label: 'ROI',
          data: points.map((point) => point.roi),
          yAxisId: 'roi',
          showMark,
          valueFormatter: (v) => percentText(v ?? 0),
        },
      ]}
    />
  );
}

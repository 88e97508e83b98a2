import { LineChart } from '@mui/x-charts/LineChart';
import { percent, usd } from './insights-format';

// Axis ticks stay short ($1.2K, 150%) so they are not cut off on a phone; the tooltip has the exact values.
const compactUsd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});
const compactNumber = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const wholePercent = (value: number) => `${compactNumber.format(Math.round(value))}%`;

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
        // Sized to their ticks, so a large ROI (552.3K% on a day of cents spent) is not cut off.
        { id: 'usd', width: 'auto', valueFormatter: (value: number) => compactUsd.format(value) },
        { id: 'roi', position: 'right', width: 'auto', valueFormatter: wholePercent },
      ]}
      series={[
        {
          label: 'Spend',
          data: points.map((point) => point.spend),
          yAxisId: 'usd',
          showMark,
          valueFormatter: (v) => usd(v ?? 0),
        },
        {
          label: 'Revenue',
          data: points.map((point) => point.revenue),
          yAxisId: 'usd',
          showMark,
          valueFormatter: (v) => usd(v ?? 0),
        },
        {
          label: 'ROI',
          data: points.map((point) => point.roi),
          yAxisId: 'roi',
          showMark,
          valueFormatter: (v) => percent(v ?? 0),
        },
      ]}
    />
  );
}

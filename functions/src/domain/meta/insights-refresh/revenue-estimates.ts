import { roundUsd } from '#shared/insights/insights-formulas';
import type { RevenueEstimateDay } from '#shared/schemas/revenue-estimates';
import type { ChannelRevenueDay } from '../../../ports/insights-store';

/**
 * Per day (oldest first), the first estimates against the revenue now, over the channels whose first
 * estimate the store kept; days with none are left out.
 */
export function revenueEstimates(rows: ChannelRevenueDay[]): RevenueEstimateDay[] {
  const byDay = new Map<string, { first: number; revenue: number; final: boolean; channels: number }>();
  for (const row of rows) {
    if (row.firstEstimate === null) continue;
    const day = byDay.get(row.day) ?? { first: 0, revenue: 0, final: true, channels: 0 };
    day.first += row.firstEstimate;
    day.revenue += row.revenue;
    day.final &&= row.final;
    day.channels += 1;
    byDay.set(row.day, day);
  }
  return [...byDay.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, totals]) => {
      const firstEstimate = roundUsd(totals.first);
      const revenue = roundUsd(totals.revenue);
      const difference = roundUsd(revenue - firstEstimate);
      return {
        day,
        final: totals.final,
        firstEstimate,
        revenue,
        difference,
        differencePercent:
          firstEstimate === 0 ? null : Math.round((difference / firstEstimate) * 10_000) / 100,
        channels: totals.channels,
      };
    });
}

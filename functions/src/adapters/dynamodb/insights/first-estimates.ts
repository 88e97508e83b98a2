import type { ChannelRevenueDay, WarehouseRevenueDay } from '../../../ports/insights-store';

/**
 * The fresh rows of a refresh with the first estimate each channel and day keeps: the one stored earlier,
 * else the fresh revenue while it is still an estimate (a day first seen final has none).
 */
export function withFirstEstimates(
  stored: ChannelRevenueDay[],
  fresh: WarehouseRevenueDay[],
): ChannelRevenueDay[] {
  const earlier = new Map(stored.map((row) => [`${row.day} ${row.channel}`, row.firstEstimate]));
  return fresh.map((row) => ({
    ...row,
    firstEstimate: earlier.get(`${row.day} ${row.channel}`) ?? (row.final ? null : row.revenue),
  }));
}

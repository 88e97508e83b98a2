import type { CampaignDay, CampaignSnapshot, ChannelRevenueDay } from '../../../ports/insights-store';
import type { CampaignDaySeries, ImpactDay } from './rule-impact';

/**
 * Each campaign's spend and revenue per day, revenue joined through the campaign's channel as the insights
 * screen joins it (`enrichInsights`): the channel's revenue of the day, marked estimated until it is final.
 */
export function campaignDaySeries(
  days: CampaignDay[],
  revenue: ChannelRevenueDay[],
  snapshots: CampaignSnapshot[],
): CampaignDaySeries {
  const series = new Map<string, Map<string, ImpactDay>>();
  const dayOf = (campaignId: string, day: string) => {
    const byDay = series.get(campaignId) ?? new Map<string, ImpactDay>();
    series.set(campaignId, byDay);
    const figures = byDay.get(day) ?? { spend: 0, revenue: 0, estimated: false };
    byDay.set(day, figures);
    return figures;
  };
  for (const row of days) dayOf(row.campaignId, row.day).spend += row.spend;
  // Revenue stands on the channel's days whether the campaign spent that day or not (a paused day's
  // revenue from earlier clicks still counts for it).
  const byChannel = new Map<string, ChannelRevenueDay[]>();
  for (const row of revenue) byChannel.set(row.channel, [...(byChannel.get(row.channel) ?? []), row]);
  for (const snapshot of snapshots)
    for (const row of (snapshot.channel && byChannel.get(snapshot.channel)) || []) {
      const figures = dayOf(snapshot.campaignId, row.day);
      figures.revenue += row.revenue;
      figures.estimated ||= !row.final;
    }
  return series;
}

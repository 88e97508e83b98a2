import { describe, expect, it } from 'vitest';
import { UNMATCHED_REVENUE_NAME, UNMATCHED_REVENUE_STATUS } from '#shared/insights/unmatched-revenue';
import type { CampaignDay, CampaignSnapshot, ChannelRevenueDay } from '../../../ports/insights-store';
import { enrichInsights } from './enrich-insights';

const day = (campaignId: string, date: string, figures: Partial<CampaignDay>): CampaignDay => ({
  day: date,
  campaignId,
  accountId: '100',
  campaignName: `kw_${campaignId}_00001`,
  spend: 0,
  impressions: 0,
  clicks: 0,
  linkClicks: 0,
  results: 0,
  conversions: 0,
  ...figures,
});
const snapshot = (campaignId: string, channel: string, overrides: Partial<CampaignSnapshot> = {}) => ({
  campaignId,
  accountId: '100',
  name: `kw_${campaignId}_boots_00001`,
  status: 'ACTIVE',
  objective: 'OUTCOME_TRAFFIC',
  bidStrategy: 'LOWEST_COST_WITHOUT_CAP',
  dailyBudget: 12.5,
  channel,
  refreshedAt: '2026-03-09T12:00:00.000Z',
  ...overrides,
});
const revenue = (channel: string, date: string, amount: number, conversions = 1): ChannelRevenueDay => ({
  day: date,
  channel,
  revenue: amount,
  conversions,
  pageViews: 10,
  sessions: 4,
  final: true,
  firstEstimate: null,
});

// Two days either side of the spring-forward switch (8 March 2026 has 23 hours in New York).
const fixture = {
  days: [
    day('a', '2026-03-08', {
      spend: 10.1,
      impressions: 1000,
      clicks: 20,
      linkClicks: 15,
      results: 15,
      conversions: 1,
    }),
    day('a', '2026-03-09', {
      spend: 9.9,
      impressions: 1000,
      clicks: 20,
      linkClicks: 14,
      results: 14,
      conversions: 2,
    }),
    day('b', '2026-03-09', {
      spend: 5,
      impressions: 500,
      clicks: 0,
      linkClicks: 0,
      results: 0,
      conversions: 3,
    }),
  ],
  snapshots: [
    snapshot('a', 'channel_00001'),
    snapshot('b', 'channel_00002', {
      bidStrategy: 'LOWEST_COST_WITH_BID_CAP',
      bidCap: 1.25,
      status: 'PAUSED',
    }),
    // A campaign that did not deliver in the range: its channel's revenue is not matched.
    snapshot('c', 'channel_00003'),
  ],
  revenue: [
    revenue('channel_00001', '2026-03-08', 15.25, 2),
    revenue('channel_00001', '2026-03-09', 14.75, 1),
    revenue('channel_00003', '2026-03-09', 4.005),
    revenue('channel_09999', '2026-03-09', 1),
  ],
};

describe('the insights join through the channel', () => {
  const { insights, totalRevenue } = enrichInsights(fixture);

  it('sums a campaign’s days and joins its channel’s revenue', () => {
    expect(insights[0]).toMatchObject({
      campaign_id: 'a',
      campaign_name: 'kw_a_boots_00001',
      keyword: 'a boots',
      channel: 'channel_00001',
      bid_strategy: 'LOWEST_COST',
      daily_budget: 12.5,
      bid_cap: null,
      spend: 20,
      impressions: 2000,
      clicks: 40,
      ctr: '2.00%',
      cpc: 0.5,
      cpm: 10,
      results: 29,
      cost_per_result: 0.69,
      revenue: 30,
      roi: '150.00%',
      conversions: 3,
      conversion_rate: '7.50%',
      revenue_per_conversion: 10,
      page_views: 20,
      sessions: 8,
    });
  });

  it('keeps a campaign without revenue, with Meta’s conversions and zero ratios instead of NaN', () => {
    expect(insights[1]).toMatchObject({
      campaign_id: 'b',
      status: 'PAUSED',
      bid_strategy: 'BID_CAP',
      bid_cap: 1.25,
      revenue: 0,
      roi: '0.00%',
      cpc: 0,
      ctr: '0.00%',
      conversions: 3,
      revenue_per_conversion: 0,
      page_views: 0,
    });
  });

  it('puts revenue of channels without a campaign in the range into one Snowflake Only row, last', () => {
    expect(insights).toHaveLength(3);
    expect(insights[2]).toMatchObject({
      campaign_name: UNMATCHED_REVENUE_NAME,
      status: UNMATCHED_REVENUE_STATUS,
      spend: 0,
      revenue: 5.01,
      conversions: 2,
      sessions: 8,
    });
  });

  it('totals every revenue row once, matched or not', () => {
    expect(totalRevenue).toBe(35.01);
    const sum = insights.reduce((total, row) => total + row.revenue, 0);
    expect(Math.round(sum * 100) / 100).toBe(totalRevenue);
  });

  it('has no unmatched row when every channel matches', () => {
    const matchedOnly = enrichInsights({ ...fixture, revenue: fixture.revenue.slice(0, 2) });
    expect(matchedOnly.insights.map((row) => row.campaign_id)).toEqual(['a', 'b']);
    expect(matchedOnly.totalRevenue).toBe(30);
  });
});

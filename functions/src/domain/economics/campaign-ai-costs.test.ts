import { describe, expect, it } from 'vitest';
import { DEFAULT_AI_PRICES } from '#shared/economics/ai-prices';
import type { KeywordRecord } from '../../ports/keywords';
import type { CampaignLink } from '../../ports/meta-campaigns';
import { enrichInsights } from '../meta/insights-refresh/enrich-insights';
import { createCampaignAiCosts } from './campaign-ai-costs';

// 1M input tokens of gpt-4.1-mini: $0.40 of AI cost for the keyword.
const keyword = (id: string) =>
  ({
    id,
    usage: { 'article:gpt-4.1-mini:inputTokens': 1_000_000, 'article:gpt-4.1-mini:calls': 1 },
  }) as unknown as KeywordRecord;
const link = (campaignId: string, keywordId: string): CampaignLink => ({
  id: `record-${campaignId}`,
  keywordId,
  campaignId,
  campaignName: `kw_${campaignId}_00001`,
  status: 'ACTIVE',
  createdAt: '2026-03-01T00:00:00.000Z',
});

function costs(links: CampaignLink[], keywords: KeywordRecord[]) {
  return createCampaignAiCosts({
    keywords: { findMany: async (ids) => keywords.filter((entry) => ids.includes(entry.id)) },
    campaigns: { links: async () => links },
    prices: DEFAULT_AI_PRICES,
  });
}

describe('the AI cost of each created campaign', () => {
  it('splits a keyword’s cost equally across its campaigns, by Meta’s campaign id', async () => {
    const byCampaign = await costs(
      [link('a', 'k1'), link('b', 'k1'), link('c', 'k2')],
      [keyword('k1'), keyword('k2')],
    ).byCampaign();

    expect(Object.fromEntries(byCampaign)).toEqual({
      a: { keywordId: 'k1', aiCost: 0.2 },
      b: { keywordId: 'k1', aiCost: 0.2 },
      c: { keywordId: 'k2', aiCost: 0.4 },
    });
  });

  it('reads only the keywords of the campaigns asked for, yet splits over all of a keyword’s campaigns', async () => {
    const read: string[][] = [];
    const byCampaign = await createCampaignAiCosts({
      keywords: {
        findMany: async (ids) => {
          read.push(ids);
          return [keyword('k1'), keyword('k2')].filter((entry) => ids.includes(entry.id));
        },
      },
      campaigns: { links: async () => [link('a', 'k1'), link('b', 'k1'), link('c', 'k2')] },
      prices: DEFAULT_AI_PRICES,
    }).byCampaign(new Set(['a']));

    expect(read).toEqual([['k1']]);
    expect(Object.fromEntries(byCampaign)).toEqual({ a: { keywordId: 'k1', aiCost: 0.2 } });
  });

  it('attributes nothing for a deleted keyword, and skips a link without Meta’s id', async () => {
    const byCampaign = await costs([link('a', 'gone'), link('', 'k1')], [keyword('k1')]).byCampaign();

    expect(Object.fromEntries(byCampaign)).toEqual({ a: { keywordId: 'gone', aiCost: 0 } });
  });

  it('gives the insights row its keyword, AI cost and ROI net of it; campaigns made elsewhere get nulls', async () => {
    const aiCosts = await costs([link('a', 'k1')], [keyword('k1')]).byCampaign();
    const day = (campaignId: string) => ({
      day: '2026-03-09',
      campaignId,
      accountId: '100',
      campaignName: `kw_${campaignId}_00001`,
      spend: 19.6,
      impressions: 1000,
      clicks: 10,
      linkClicks: 10,
      results: 1,
      conversions: 1,
    });
    const snapshot = (campaignId: string, channel: string) => ({
      campaignId,
      accountId: '100',
      name: `kw_${campaignId}_00001`,
      status: 'ACTIVE',
      objective: 'OUTCOME_TRAFFIC',
      channel,
      refreshedAt: '2026-03-09T12:00:00.000Z',
    });
    const revenue = (channel: string) => ({
      day: '2026-03-09',
      channel,
      revenue: 30,
      conversions: 1,
      pageViews: 1,
      sessions: 1,
      final: true,
      firstEstimate: null,
    });

    const { insights } = enrichInsights({
      days: [day('a'), day('x')],
      revenue: [revenue('channel_00001'), revenue('channel_00002'), revenue('channel_09999')],
      snapshots: [snapshot('a', 'channel_00001'), snapshot('x', 'channel_00002')],
      aiCosts,
    });

    // 30 / (19.6 + 0.4) = 150%, where Meta's ROI is 30 / 19.6.
    expect(insights.find((row) => row.campaign_id === 'a')).toMatchObject({
      keyword_id: 'k1',
      ai_cost: 0.4,
      roi: '153.06%',
      net_roi: '150.00%',
    });
    expect(insights.find((row) => row.campaign_id === 'x')).toMatchObject({
      keyword_id: null,
      ai_cost: null,
      net_roi: null,
    });
    expect(insights.at(-1)).toMatchObject({ campaign_id: 'non-matching', ai_cost: null, net_roi: null });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInsightsStore } from '../../functions/src/adapters/dynamodb/insights/insights-store';
import type { CampaignDay, CampaignSnapshot } from '../../functions/src/ports/insights-store';
import { startTestStack, type TestStack } from './support/test-stack';

let t: TestStack;
beforeAll(async () => {
  t = await startTestStack();
});
afterAll(() => t.close());

const DAY = '2026-03-08';
const campaignDay = (campaignId: string, spend: number): CampaignDay => ({
  day: DAY,
  campaignId,
  accountId: 'act_1',
  campaignName: `kw_shoes_${campaignId}`,
  spend,
  impressions: 100,
  clicks: 10,
  linkClicks: 8,
  results: 8,
  conversions: 1,
});

describe('insights store', () => {
  it('keeps every campaign when writers merge into the same day buckets at the same time', async () => {
    const store = createInsightsStore(t.stack.table);
    // 60 campaigns over 8 buckets: every bucket is written by several of the concurrent writers.
    const ids = Array.from({ length: 60 }, (_, k) => `9${String(k).padStart(4, '0')}`);
    await Promise.all(ids.map((id, k) => store.putCampaignDays([campaignDay(id, k + 1)])));
    // A repeated write replaces the campaign's figures rather than adding a second entry.
    await store.putCampaignDays([campaignDay('90000', 99)]);

    const days = await store.campaignDays({ since: DAY, until: DAY });
    expect(days).toHaveLength(60);
    expect(days.find((day) => day.campaignId === '90000')).toEqual(campaignDay('90000', 99));
    expect(days.find((day) => day.campaignId === '90059')).toEqual(campaignDay('90059', 60));
  });

  it('gives snapshots back as written, optional settings absent when Meta had none', async () => {
    const store = createInsightsStore(t.stack.table);
    const withCap: CampaignSnapshot = {
      campaignId: '7001',
      accountId: 'act_1',
      name: 'kw_boots_00001',
      status: 'ACTIVE',
      objective: 'OUTCOME_SALES',
      bidStrategy: 'LOWEST_COST_WITH_BID_CAP',
      bidCap: 1.5,
      channel: 'channel_00001',
      refreshedAt: '2026-03-08T10:00:00.000Z',
    };
    const bare: CampaignSnapshot = {
      campaignId: '7002',
      accountId: 'act_1',
      name: 'kw_hats_00002',
      status: 'PAUSED',
      objective: 'OUTCOME_TRAFFIC',
      refreshedAt: '2026-03-08T10:00:00.000Z',
    };
    await store.putSnapshots([withCap, bare]);
    await store.putSnapshots([{ ...bare, status: 'ACTIVE' }]);

    const snapshots = await store.snapshots();
    expect(snapshots.find((snapshot) => snapshot.campaignId === '7001')).toStrictEqual(withCap);
    expect(snapshots.find((snapshot) => snapshot.campaignId === '7002')).toStrictEqual({
      ...bare,
      status: 'ACTIVE',
    });
  });
});

import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '#tests/support/test-stack';
import { createInsightsStore } from '../../functions/src/adapters/dynamodb/insights/insights-store';
import type { CampaignDay, CampaignSnapshot } from '../../functions/src/ports/insights-store';

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

  describe('packed in a recorded format', () => {
    const onDay = (day: string, spend: number): CampaignDay => ({ ...campaignDay('8001', spend), day });
    /** The day's items as stored: one bucket, as these tests write only campaign 8001 on their day. */
    const storedItems = async (day: string) =>
      (
        await t.stack.table.client.send(
          new QueryCommand({
            TableName: t.stack.table.name,
            KeyConditionExpression: 'pk = :day',
            ExpressionAttributeValues: { ':day': `INSIGHTS#${day}` },
            ConsistentRead: true,
          }),
        )
      ).Items ?? [];
    const putRaw = (item: Record<string, unknown>) =>
      t.stack.table.client.send(new PutCommand({ TableName: t.stack.table.name, Item: item }));

    it('reads a bucket stored before formats were recorded, and merges into it in format 1', async () => {
      const store = createInsightsStore(t.stack.table);
      const day = '2026-03-10';
      await store.putCampaignDays([onDay(day, 5)]);
      // The item as the store wrote it before it recorded formats: the same arrays, no `format`.
      const [{ format: _format, ...unrecorded }] = (await storedItems(day)) as [Record<string, unknown>];
      await putRaw(unrecorded);

      expect(await store.campaignDays({ since: day, until: day })).toEqual([onDay(day, 5)]);
      await store.putCampaignDays([onDay(day, 7)]);
      expect(await store.campaignDays({ since: day, until: day })).toEqual([onDay(day, 7)]);
      expect(await storedItems(day)).toEqual([expect.objectContaining({ format: 1 })]);
    });

    it('refuses to read or merge into a bucket of a format it does not know, and leaves it as it was', async () => {
      const store = createInsightsStore(t.stack.table);
      const day = '2026-03-11';
      await store.putCampaignDays([onDay(day, 5)]);
      const [item] = (await storedItems(day)) as [Record<string, unknown>];
      // Arrays format 1 would read without complaint: only the recorded format says they mean other things.
      const newer = { ...item, format: 2 };
      await putRaw(newer);

      await expect(store.campaignDays({ since: day, until: day })).rejects.toThrow(/format 2/);
      await expect(store.putCampaignDays([onDay(day, 9)])).rejects.toThrow(/format 2/);
      expect(await storedItems(day)).toEqual([newer]);
    });
  });

  describe('warehouse revenue with its settlement', () => {
    const revenueDay = (day: string, revenue: number, final: boolean) => ({
      day,
      channel: 'channel_00001',
      revenue,
      conversions: 1,
      pageViews: 4,
      sessions: 3,
      final,
    });

    it('keeps the first estimate it saw while the day grows to final, and refuses a format 3 bucket', async () => {
      const store = createInsightsStore(t.stack.table);
      const day = '2026-04-01';
      const range = { since: day, until: day };
      await store.replaceRevenue(range, [revenueDay(day, 40, false)]);
      await store.replaceRevenue(range, [revenueDay(day, 55, false)]);
      await store.replaceRevenue(range, [revenueDay(day, 72.5, true)]);

      expect(await store.revenueDays(range)).toEqual([{ ...revenueDay(day, 72.5, true), firstEstimate: 40 }]);
      const [item] = (
        await t.stack.table.client.send(
          new QueryCommand({
            TableName: t.stack.table.name,
            KeyConditionExpression: 'pk = :day',
            ExpressionAttributeValues: { ':day': `INSIGHTS#${day}` },
          }),
        )
      ).Items as [Record<string, unknown>];
      expect(item.format).toBe(2);
      await t.stack.table.client.send(
        new PutCommand({ TableName: t.stack.table.name, Item: { ...item, format: 3 } }),
      );
      await expect(store.revenueDays(range)).rejects.toThrow(/format 3/);
      await expect(store.replaceRevenue(range, [revenueDay(day, 1, true)])).rejects.toThrow(/format 3/);
    });

    it('reads a day first seen final with no first estimate', async () => {
      const store = createInsightsStore(t.stack.table);
      const range = { since: '2026-04-02', until: '2026-04-02' };
      await store.replaceRevenue(range, [revenueDay('2026-04-02', 30, true)]);
      expect(await store.revenueDays(range)).toEqual([
        { ...revenueDay('2026-04-02', 30, true), firstEstimate: null },
      ]);
    });
  });
});

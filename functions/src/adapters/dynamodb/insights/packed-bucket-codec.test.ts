import { describe, expect, it } from 'vitest';
import type { AdDay, CampaignDay, CampaignSnapshot, ChannelRevenueDay } from '../../../ports/insights-store';
import {
  AD_DAYS,
  bucketItem,
  bucketOf,
  CAMPAIGN_DAYS,
  CHANNEL_DAYS,
  mergeBucket,
  type PackedKind,
  pack,
  SNAPSHOTS,
  unpack,
} from './packed-bucket-codec';

const campaignDay: CampaignDay = {
  day: '2026-03-08',
  campaignId: '9001',
  accountId: 'act_1',
  campaignName: 'kw_shoes_00001',
  spend: 12.5,
  impressions: 1000,
  clicks: 40,
  linkClicks: 30,
  results: 30,
  conversions: 2,
};
const revenueDay: ChannelRevenueDay = {
  day: '2026-03-08',
  channel: 'channel_00001',
  revenue: 80,
  conversions: 3,
  pageViews: 500,
  sessions: 120,
  final: true,
  firstEstimate: 64.5,
};
const adDay: AdDay = {
  day: '2026-03-08',
  adId: '7001',
  adName: 'ad_shoes_1',
  adsetId: '8001',
  campaignId: '9001',
  impressions: 900,
  reach: 700,
  linkClicks: 25,
};
const fullSnapshot: CampaignSnapshot = {
  campaignId: '9001',
  accountId: 'act_1',
  name: 'kw_shoes_00001',
  status: 'ACTIVE',
  objective: 'OUTCOME_SALES',
  bidStrategy: 'LOWEST_COST_WITH_BID_CAP',
  dailyBudget: 20,
  bidCap: 1.5,
  channel: 'channel_00001',
  refreshedAt: '2026-03-08T10:00:00.000Z',
  timeZone: 'Asia/Singapore',
};
const bareSnapshot: CampaignSnapshot = {
  campaignId: '9002',
  accountId: 'act_1',
  name: 'kw_hats_00002',
  status: 'PAUSED',
  objective: 'OUTCOME_TRAFFIC',
  refreshedAt: '2026-03-08T10:00:00.000Z',
};

/** An item as the store wrote it before formats were recorded: no `format`, the arrays in format 1's order. */
const unrecordedCampaignItem = {
  pk: 'INSIGHTS#2026-03-08',
  sk: `CAMPAIGN_DAYS#${bucketOf('9001')}`,
  version: 3,
  entries: JSON.stringify({ '9001': ['act_1', 'kw_shoes_00001', 12.5, 1000, 40, 30, 30, 2] }),
};

const roundTrip = <Row>(kind: PackedKind<Row>, rows: Row[]) =>
  pack(kind, rows).flatMap((bucket) => unpack(kind, bucketItem(kind, bucket)));

describe('packed bucket codec', () => {
  it('reads an item written before formats were recorded as format 1', () => {
    expect(unpack(CAMPAIGN_DAYS, unrecordedCampaignItem)).toStrictEqual([campaignDay]);
    expect(
      unpack(SNAPSHOTS, {
        pk: 'INSIGHTS_CAMPAIGNS',
        sk: 'SNAPSHOTS#0',
        entries: JSON.stringify({
          '9002': [
            'act_1',
            'kw_hats_00002',
            'PAUSED',
            'OUTCOME_TRAFFIC',
            null,
            null,
            null,
            null,
            fullSnapshot.refreshedAt,
          ],
        }),
      }),
    ).toStrictEqual([bareSnapshot]);
  });

  it('reads channel days of format 1 as not known to be final, with no first estimate', () => {
    const item = {
      pk: 'INSIGHTS#2026-03-08',
      sk: `CHANNEL_DAYS#${bucketOf('channel_00001')}`,
      entries: JSON.stringify({ channel_00001: [80, 3, 500, 120] }),
    };
    const { final: _final, firstEstimate: _first, ...figures } = revenueDay;
    expect(unpack(CHANNEL_DAYS, item)).toStrictEqual([{ ...figures, final: false, firstEstimate: null }]);
    expect(unpack(CHANNEL_DAYS, { ...item, format: 1 })).toStrictEqual(unpack(CHANNEL_DAYS, item));
  });

  it('writes channel days in format 2 with the settlement and the first estimate, and refuses format 3', () => {
    const estimate = { ...revenueDay, channel: 'channel_00002', final: false, firstEstimate: null };
    expect(roundTrip(CHANNEL_DAYS, [estimate])).toStrictEqual([estimate]);
    const [bucket] = pack(CHANNEL_DAYS, [revenueDay]);
    const item = bucketItem(CHANNEL_DAYS, bucket!);
    expect(item.format).toBe(2);
    expect(() => unpack(CHANNEL_DAYS, { ...item, format: 3 })).toThrow(
      /format 3, which this code cannot read/,
    );
  });

  it('gives every kind of row back as packed, in buckets by the hash of its id', () => {
    const otherDay = { ...campaignDay, day: '2026-03-09', campaignId: '9003', spend: 4 };
    expect(roundTrip(CAMPAIGN_DAYS, [campaignDay, otherDay])).toStrictEqual([campaignDay, otherDay]);
    expect(roundTrip(CHANNEL_DAYS, [revenueDay])).toStrictEqual([revenueDay]);
    // Optional settings Meta did not have stay absent, not undefined.
    expect(roundTrip(SNAPSHOTS, [fullSnapshot, bareSnapshot])).toStrictEqual([fullSnapshot, bareSnapshot]);

    const [bucket] = pack(CAMPAIGN_DAYS, [campaignDay]);
    expect(bucketItem(CAMPAIGN_DAYS, bucket!)).toMatchObject({
      pk: 'INSIGHTS#2026-03-08',
      sk: `CAMPAIGN_DAYS#${bucketOf('9001')}`,
      format: 1,
    });
  });

  it('stores every kind in its fixed field order and reads each row back as it was', () => {
    const storedEntries = <Row>(kind: PackedKind<Row>, row: Row) =>
      pack(kind, [row]).map((bucket) => JSON.parse(bucketItem(kind, bucket).entries));
    // The arrays as items already in tables hold them: a change here would misread stored data.
    expect(storedEntries(CAMPAIGN_DAYS, campaignDay)).toStrictEqual([
      { '9001': ['act_1', 'kw_shoes_00001', 12.5, 1000, 40, 30, 30, 2] },
    ]);
    expect(storedEntries(AD_DAYS, adDay)).toStrictEqual([
      { '7001': ['ad_shoes_1', '8001', '9001', 900, 700, 25] },
    ]);
    expect(storedEntries(CHANNEL_DAYS, revenueDay)).toStrictEqual([
      { channel_00001: [80, 3, 500, 120, 1, 64.5] },
    ]);
    expect(storedEntries(SNAPSHOTS, fullSnapshot)).toStrictEqual([
      {
        '9001': [
          'act_1',
          'kw_shoes_00001',
          'ACTIVE',
          'OUTCOME_SALES',
          'LOWEST_COST_WITH_BID_CAP',
          20,
          1.5,
          'channel_00001',
          fullSnapshot.refreshedAt,
          'Asia/Singapore',
        ],
      },
    ]);

    expect(roundTrip(CAMPAIGN_DAYS, [campaignDay])).toStrictEqual([campaignDay]);
    expect(roundTrip(AD_DAYS, [adDay])).toStrictEqual([adDay]);
    expect(
      roundTrip(CHANNEL_DAYS, [revenueDay, { ...revenueDay, channel: 'c2', final: false }]),
    ).toStrictEqual([revenueDay, { ...revenueDay, channel: 'c2', final: false }]);
    expect(roundTrip(SNAPSHOTS, [fullSnapshot, bareSnapshot])).toStrictEqual([fullSnapshot, bareSnapshot]);
  });

  it('refuses an item packed in a format it does not know rather than misread its arrays', () => {
    // Arrays that format 1 would read without complaint: only the recorded format tells them apart.
    const newer = { ...unrecordedCampaignItem, format: 2 };
    expect(() => unpack(CAMPAIGN_DAYS, newer)).toThrow(/format 2, which this code cannot read/);
    const [fresh] = pack(CAMPAIGN_DAYS, [{ ...campaignDay, campaignId: '9004' }]);
    expect(() => mergeBucket(CAMPAIGN_DAYS, newer, fresh!)).toThrow(/format 2/);
  });

  it('merges new rows into a stored bucket, bringing rows of an earlier format to the current one', () => {
    // A kind whose format 2 moved a field: the stored format 1 rows must be written again in format 2.
    type Row = { id: string; a: number; b: number };
    const moved: PackedKind<Row> = {
      prefix: 'TEST#',
      format: 2,
      keyOf: (row) => ({ pk: 'P', id: row.id }),
      encode: (row) => [row.b, row.a],
      readers: {
        1: () => (id, values) => ({ id, a: values[0] as number, b: values[1] as number }),
        2: () => (id, values) => ({ id, a: values[1] as number, b: values[0] as number }),
      },
    };
    const stored = { pk: 'P', sk: 'TEST#0', entries: JSON.stringify({ old: [1, 2], same: [3, 4] }) };
    const fresh = {
      pk: 'P',
      sk: 'TEST#0',
      entries: {
        same: moved.encode({ id: 'same', a: 5, b: 6 }),
        new: moved.encode({ id: 'new', a: 7, b: 8 }),
      },
    };
    const merged = bucketItem(moved, mergeBucket(moved, stored, fresh));

    expect(merged.format).toBe(2);
    expect(unpack(moved, merged)).toEqual(
      expect.arrayContaining([
        { id: 'old', a: 1, b: 2 },
        { id: 'same', a: 5, b: 6 },
        { id: 'new', a: 7, b: 8 },
      ]),
    );
    expect(unpack(moved, merged)).toHaveLength(3);
  });
});

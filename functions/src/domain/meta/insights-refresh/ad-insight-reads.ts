import type { AdDay } from '../../../ports/insights-store';
import { adAccountPath, type MetaGraphClient } from '../../../ports/meta-graph';
import { INSIGHTS_PAGE_SIZE } from './meta-insight-reads';

/**
 * The fields of a daily ad row: link clicks over impressions is the link CTR (Meta's `clicks` counts likes
 * and the like too), and `reach`, with impressions, is Meta's `frequency` (docs/upstream/meta-marketing-api.md).
 */
export const AD_INSIGHT_FIELDS =
  'ad_id,ad_name,adset_id,campaign_id,impressions,reach,frequency,inline_link_clicks';

interface AdInsightRow {
  ad_id: string;
  ad_name?: string;
  adset_id?: string;
  campaign_id?: string;
  impressions?: string;
  reach?: string;
  frequency?: string;
  inline_link_clicks?: string;
  date_start: string;
}

const count = (value: string | undefined) => {
  const number = Number(value ?? 0);
  return Number.isFinite(number) ? number : 0;
};

/** A Graph ad row as the store keeps it; reach from Meta's frequency when Meta left reach out. */
export function adDayOf(row: AdInsightRow): AdDay {
  const impressions = count(row.impressions);
  const frequency = count(row.frequency);
  const reach =
    row.reach !== undefined ? count(row.reach) : frequency > 0 ? Math.round(impressions / frequency) : 0;
  return {
    day: row.date_start,
    adId: row.ad_id,
    adName: row.ad_name ?? '',
    adsetId: row.adset_id ?? '',
    campaignId: row.campaign_id ?? '',
    impressions,
    reach,
    linkClicks: count(row.inline_link_clicks),
  };
}

/**
 * One paged `GET act_X/insights` at level ad with daily rows for a range, each page's rows saved as it
 * arrives (a throttle halfway keeps the pages read), as the campaign days are read.
 */
export async function readAdDays(
  client: MetaGraphClient,
  accountId: string,
  range: { since: string; until: string },
  save: (rows: AdDay[]) => Promise<void>,
  pageSize = INSIGHTS_PAGE_SIZE,
): Promise<void> {
  const rows = client.paginate<AdInsightRow>(`${adAccountPath(accountId)}/insights`, {
    level: 'ad',
    time_increment: 1,
    time_range: range,
    fields: AD_INSIGHT_FIELDS,
    limit: pageSize,
  });
  let batch: AdDay[] = [];
  for await (const row of rows) {
    batch.push(adDayOf(row));
    if (batch.length === pageSize) {
      await save(batch);
      batch = [];
    }
  }
  if (batch.length > 0) await save(batch);
}

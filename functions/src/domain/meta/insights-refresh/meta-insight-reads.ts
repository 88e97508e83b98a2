import { channelNumberOf } from '#shared/meta/adset-names';
import { fromMinorUnits } from '#shared/meta/currency';
import type { CampaignDay, CampaignSnapshot } from '../../../ports/insights-store';
import { adAccountPath, type MetaGraphClient } from '../../../ports/meta-graph';
import { getAdAccount } from '../meta-account-reads';

/** The fields of a daily campaign row: Meta sends every number as a string. */
export const INSIGHT_FIELDS =
  'campaign_id,campaign_name,spend,impressions,clicks,inline_link_clicks,actions,results,cost_per_result';
/** Rows per page: large pages keep a 30-day read of many campaigns to a few calls. */
export const INSIGHTS_PAGE_SIZE = 500;
const PAGE_SIZE = INSIGHTS_PAGE_SIZE;
/** Meta repeats an event under several action types; these two are the pixel's canonical conversions. */
const CONVERSION_ACTIONS = new Set([
  'offsite_conversion.fb_pixel_purchase',
  'offsite_conversion.fb_pixel_lead',
]);

interface InsightRow {
  campaign_id: string;
  campaign_name?: string;
  spend?: string;
  impressions?: string;
  clicks?: string;
  inline_link_clicks?: string;
  actions?: { action_type: string; value: string }[];
  results?: { indicator?: string; values?: { value: string }[] }[];
  date_start: string;
}

interface CampaignNode {
  id: string;
  name: string;
  status: string;
  objective?: string;
  bid_strategy?: string;
  daily_budget?: string;
}

interface AdSetNode {
  id: string;
  name: string;
  campaign_id: string;
  bid_strategy?: string;
  daily_budget?: string;
  bid_amount?: string | number;
}

const count = (value: string | undefined) => {
  const number = Number(value ?? 0);
  return Number.isFinite(number) ? number : 0;
};

/** A Graph row as the store keeps it. */
export function campaignDayOf(row: InsightRow, accountId: string): CampaignDay {
  const results = (row.results ?? []).reduce((total, result) => total + count(result.values?.[0]?.value), 0);
  const conversions = (row.actions ?? [])
    .filter((action) => CONVERSION_ACTIONS.has(action.action_type))
    .reduce((total, action) => total + count(action.value), 0);
  return {
    day: row.date_start,
    campaignId: row.campaign_id,
    accountId,
    campaignName: row.campaign_name ?? '',
    spend: count(row.spend),
    impressions: count(row.impressions),
    clicks: count(row.clicks),
    linkClicks: count(row.inline_link_clicks),
    results,
    conversions,
  };
}

/**
 * One paged `GET act_X/insights` (level campaign, daily rows) for a range, handing each page's rows to
 * `save` as it arrives, so a throttle halfway keeps the pages already read.
 */
export async function readCampaignDays(
  client: MetaGraphClient,
  accountId: string,
  range: { since: string; until: string },
  save: (rows: CampaignDay[]) => Promise<void>,
  pageSize = INSIGHTS_PAGE_SIZE,
): Promise<number> {
  const rows = client.paginate<InsightRow>(`${adAccountPath(accountId)}/insights`, {
    level: 'campaign',
    time_increment: 1,
    time_range: range,
    fields: INSIGHT_FIELDS,
    limit: pageSize,
  });
  let batch: CampaignDay[] = [];
  let total = 0;
  for await (const row of rows) {
    batch.push(campaignDayOf(row, accountId));
    if (batch.length === pageSize) {
      await save(batch);
      total += batch.length;
      batch = [];
    }
  }
  if (batch.length > 0) await save(batch);
  return total + batch.length;
}

/**
 * Every campaign of the account as it is now: one paged campaigns read and one paged ad sets read. Budgets
 * and bid strategy live on the campaign with campaign budget optimization, else on its ad sets; the bid cap
 * always on the ad sets; the channel is the ad set's name.
 */
export async function readSnapshots(
  client: MetaGraphClient,
  accountId: string,
  refreshedAt: string,
): Promise<CampaignSnapshot[]> {
  const { currency, timezone_name: timeZone } = await getAdAccount(client, accountId);
  const money = (units: string | number | undefined) =>
    units === undefined || units === '' ? undefined : fromMinorUnits(units, currency);
  const adsets = new Map<string, AdSetNode[]>();
  for await (const adset of client.paginate<AdSetNode>(`${adAccountPath(accountId)}/adsets`, {
    fields: 'id,name,campaign_id,bid_strategy,daily_budget,bid_amount',
    limit: PAGE_SIZE,
  })) {
    adsets.set(adset.campaign_id, [...(adsets.get(adset.campaign_id) ?? []), adset]);
  }
  const snapshots: CampaignSnapshot[] = [];
  for await (const campaign of client.paginate<CampaignNode>(`${adAccountPath(accountId)}/campaigns`, {
    fields: 'id,name,status,objective,bid_strategy,daily_budget',
    limit: PAGE_SIZE,
  })) {
    const own = adsets.get(campaign.id) ?? [];
    const adsetBudgets = own.map((adset) => money(adset.daily_budget)).filter((v) => v !== undefined);
    const bidCap = own.map((adset) => money(adset.bid_amount)).find((v) => v !== undefined);
    snapshots.push({
      campaignId: campaign.id,
      accountId,
      name: campaign.name,
      status: campaign.status,
      objective: campaign.objective ?? '',
      bidStrategy: campaign.bid_strategy ?? own.find((adset) => adset.bid_strategy)?.bid_strategy,
      dailyBudget:
        money(campaign.daily_budget) ??
        (adsetBudgets.length > 0 ? adsetBudgets.reduce((total, v) => total + v, 0) : undefined),
      bidCap,
      channel: own.find((adset) => channelNumberOf(adset.name) !== undefined)?.name,
      refreshedAt,
      timeZone,
    });
  }
  return snapshots;
}

import { addDays } from '#shared/insights/insights-formulas';
import { type AdDay, adDayInsights, daysBetween, firstActiveDay } from './ad-insights-data';
import { fail, notInEnum } from './graph-errors';
import { objectsOf } from './graph-objects';
import { pageOf } from './graph-paging';
import type { GraphCall } from './graph-request';
import { campaignRanOn } from './insights-data';
import { idFilter } from './insights-filter';
import { insightsRow } from './insights-row';

export const AD_INSIGHT_FIELDS = [
  'account_id',
  'campaign_id',
  'campaign_name',
  'adset_id',
  'adset_name',
  'ad_id',
  'ad_name',
  'spend',
  'impressions',
  'reach',
  'frequency',
  'inline_link_clicks',
  'inline_link_click_ctr',
  'date_start',
  'date_stop',
] as const;

const ratio = (value: number) => String(Math.round(value * 1e6) / 1e6);

function sum(days: AdDay[]): AdDay {
  const total = { impressions: 0, reach: 0, inlineLinkClicks: 0, spend: 0 };
  for (const day of days) {
    total.impressions += day.impressions;
    total.reach += day.reach;
    total.inlineLinkClicks += day.inlineLinkClicks;
    total.spend += day.spend;
  }
  total.spend = Math.round(total.spend * 100) / 100;
  return total;
}

/**
 * `GET /act_{id}/insights?level=ad`: per ad (daily with `time_increment=1`) on the days it and its campaign
 * were ACTIVE at some moment; `frequency` is impressions over reach, as Meta reports it. `filtering` on
 * `campaign.id` or `ad.id` narrows it.
 */
export function adInsights(
  call: GraphCall,
  accountId: string,
  range: { since: string; until: string },
  increment: string,
) {
  const { params, store } = call;
  const account = store.state.identity.adAccount;
  const fields = (params.fields ?? 'ad_id,impressions,date_start,date_stop')
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);
  fields.forEach((field, index) => {
    if (!(AD_INSIGHT_FIELDS as readonly string[]).includes(field))
      fail(notInEnum(`fields[${index}]`, AD_INSIGHT_FIELDS));
  });
  const campaigns = idFilter(params, 'campaign.id');
  const ads = idFilter(params, 'ad.id');
  const rows: Record<string, unknown>[] = [];
  for (const ad of objectsOf(
    store,
    'ad',
    (object) =>
      object.accountId === accountId &&
      (!campaigns || campaigns.includes(String(object.fields.campaign_id))) &&
      (!ads || ads.includes(object.id)),
  ).reverse()) {
    const campaign = store.state.objects[String(ad.fields.campaign_id)];
    const adset = store.state.objects[String(ad.fields.adset_id)];
    const started = firstActiveDay(ad.history, account.timezone_name);
    if (!campaign || !started) continue;
    const days: { date: string; figures: AdDay }[] = [];
    for (let date = since(range, started); date <= range.until; date = addDays(date, 1)) {
      if (
        campaignRanOn(ad.history, date, account.timezone_name, call.now()) &&
        campaignRanOn(campaign.history, date, account.timezone_name, call.now())
      )
        days.push({ date, figures: adDayInsights(ad.id, date, daysBetween(started, date)) });
    }
    const groups =
      increment === '1'
        ? days.map((day) => ({ start: day.date, stop: day.date, days: [day.figures] }))
        : days.length > 0
          ? [{ start: range.since, stop: range.until, days: days.map((d) => d.figures) }]
          : [];
    for (const group of groups) {
      const total = sum(group.days);
      const values: Record<string, unknown> = {
        account_id: accountId,
        campaign_id: campaign.id,
        campaign_name: campaign.fields.name,
        adset_id: adset?.id,
        adset_name: adset?.fields.name,
        ad_id: ad.id,
        ad_name: ad.fields.name,
        spend: String(total.spend),
        impressions: String(total.impressions),
        reach: String(total.reach),
        frequency: ratio(total.impressions / total.reach),
        inline_link_clicks: String(total.inlineLinkClicks),
        inline_link_click_ctr: ratio((total.inlineLinkClicks / total.impressions) * 100),
        date_start: group.start,
        date_stop: group.stop,
      };
      rows.push(insightsRow(values, fields));
    }
  }
  return pageOf(call, rows);
}

const since = (range: { since: string }, started: string) => (range.since > started ? range.since : started);

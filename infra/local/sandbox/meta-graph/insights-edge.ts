import { addDays, dayIn } from '#shared/insights/insights-formulas';
import { adInsights } from './ad-insights-edge';
import { fail, notInEnum } from './graph-errors';
import { objectsOf } from './graph-objects';
import { pageOf } from './graph-paging';
import { type GraphCall, jsonParam } from './graph-request';
import { type CampaignDay, campaignDayInsights, campaignRanOn } from './insights-data';
import { idFilter } from './insights-filter';
import { insightsRow } from './insights-row';

const INSIGHT_FIELDS = [
  'account_id',
  'account_name',
  'campaign_id',
  'campaign_name',
  'spend',
  'impressions',
  'reach',
  'clicks',
  'inline_link_clicks',
  'ctr',
  'cpc',
  'cpm',
  'actions',
  'cost_per_action_type',
  'results',
  'cost_per_result',
  'date_start',
  'date_stop',
] as const;

const PRESETS = ['today', 'yesterday', 'last_3d', 'last_7d', 'last_14d', 'last_30d', 'last_90d'] as const;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function rangeOf(
  params: Record<string, string>,
  timeZone: string,
  now: number,
): { since: string; until: string } {
  const today = dayIn(now, timeZone);
  const range = jsonParam<{ since?: unknown; until?: unknown }>(params, 'time_range');
  if (range) {
    const { since, until } = range;
    if (
      typeof since !== 'string' ||
      typeof until !== 'string' ||
      !DATE.test(since) ||
      !DATE.test(until) ||
      since > until
    ) {
      fail({
        message:
          '(#100) param time_range must be {"since":"YYYY-MM-DD","until":"YYYY-MM-DD"} with since not after until',
        code: 100,
      });
    }
    return { since: since as string, until: until as string };
  }
  const preset = params.date_preset ?? 'last_30d';
  if (!(PRESETS as readonly string[]).includes(preset)) fail(notInEnum('date_preset', PRESETS));
  if (preset === 'today') return { since: today, until: today };
  const yesterday = addDays(today, -1);
  if (preset === 'yesterday') return { since: yesterday, until: yesterday };
  const days = Number(/\d+/.exec(preset)?.[0]);
  return { since: addDays(today, -days), until: yesterday };
}

const money = (value: number) => String(Math.round(value * 100) / 100);
const ratio = (value: number) => String(Math.round(value * 1e6) / 1e6);

function sum(days: CampaignDay[]): CampaignDay {
  const total: CampaignDay = {
    spend: 0,
    impressions: 0,
    reach: 0,
    clicks: 0,
    inlineLinkClicks: 0,
    landingPageViews: 0,
    purchases: 0,
    leads: 0,
  };
  for (const day of days)
    for (const key of Object.keys(total) as (keyof CampaignDay)[]) total[key] += day[key];
  total.spend = Math.round(total.spend * 100) / 100;
  return total;
}

/** Graph's action list: one canonical entry per event, counts as strings. */
function actionsOf(day: CampaignDay) {
  return [
    { action_type: 'link_click', value: String(day.inlineLinkClicks) },
    { action_type: 'landing_page_view', value: String(day.landingPageViews) },
    { action_type: 'offsite_conversion.fb_pixel_lead', value: String(day.leads) },
    { action_type: 'offsite_conversion.fb_pixel_purchase', value: String(day.purchases) },
  ].filter((action) => action.value !== '0');
}

/** The action a campaign's objective counts as its result (Graph's `results[].indicator` is `actions:<type>`). */
const RESULT_ACTIONS: Record<string, string> = {
  OUTCOME_SALES: 'offsite_conversion.fb_pixel_purchase',
  OUTCOME_LEADS: 'offsite_conversion.fb_pixel_lead',
};

function resultsOf(objective: unknown, day: CampaignDay) {
  const action = RESULT_ACTIONS[String(objective)] ?? 'link_click';
  const count =
    action === 'link_click' ? day.inlineLinkClicks : action.endsWith('purchase') ? day.purchases : day.leads;
  const cost = count ? ratio(day.spend / count) : undefined;
  const entry = (value: string | undefined) =>
    value === undefined
      ? []
      : [{ indicator: `actions:${action}`, values: [{ value, attribution_windows: ['default'] }] }];
  return { results: entry(String(count)), costPerResult: entry(cost) };
}

/**
 * `GET /act_{id}/insights` at level=campaign (level=ad: `ad-insights-edge.ts`): daily rows with `time_increment=1`, else one row per
 * campaign for the range; only days on which a campaign ran; values as strings; cursor paging.
 */
export function campaignInsights(call: GraphCall, accountId: string) {
  const { params, store } = call;
  const account = store.state.identity.adAccount;
  const level = params.level ?? 'campaign';
  if (level !== 'campaign' && level !== 'ad')
    fail({ message: `(#100) The sandbox serves level=campaign and level=ad, not level=${level}`, code: 100 });
  const increment = params.time_increment ?? 'all_days';
  if (increment !== '1' && increment !== 'all_days') fail(notInEnum('time_increment', ['1', 'all_days']));
  if (level === 'ad')
    return adInsights(call, accountId, rangeOf(params, account.timezone_name, call.now()), increment);
  const fields = (params.fields ?? 'spend,impressions,date_start,date_stop')
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);
  fields.forEach((field, index) => {
    if (!(INSIGHT_FIELDS as readonly string[]).includes(field))
      fail(notInEnum(`fields[${index}]`, INSIGHT_FIELDS));
  });
  const { since, until } = rangeOf(params, account.timezone_name, call.now());
  const wanted = idFilter(params, 'campaign.id');
  const campaigns = objectsOf(
    store,
    'campaign',
    (c) => c.accountId === accountId && (!wanted || wanted.includes(c.id)),
  ).reverse();
  const rows: Record<string, unknown>[] = [];
  for (const campaign of campaigns) {
    const days: { date: string; figures: CampaignDay }[] = [];
    for (let date = since; date <= until; date = addDays(date, 1)) {
      if (campaignRanOn(campaign.history, date, account.timezone_name, call.now()))
        days.push({ date, figures: campaignDayInsights(campaign.id, date) });
    }
    const groups =
      increment === '1'
        ? days.map((day) => ({ start: day.date, stop: day.date, days: [day.figures] }))
        : days.length > 0
          ? [{ start: since, stop: until, days: days.map((d) => d.figures) }]
          : [];
    for (const group of groups) {
      const total = sum(group.days);
      const { results, costPerResult } = resultsOf(campaign.fields.objective, total);
      const values: Record<string, unknown> = {
        account_id: accountId,
        account_name: account.name,
        campaign_id: campaign.id,
        campaign_name: campaign.fields.name,
        spend: money(total.spend),
        impressions: String(total.impressions),
        reach: String(total.reach),
        clicks: String(total.clicks),
        inline_link_clicks: String(total.inlineLinkClicks),
        ctr: ratio((total.clicks / total.impressions) * 100),
        cpc: total.clicks ? ratio(total.spend / total.clicks) : undefined,
        cpm: ratio((total.spend / total.impressions) * 1000),
        actions: actionsOf(total),
        cost_per_action_type: actionsOf(total).map((a) => ({
          action_type: a.action_type,
          value: ratio(total.spend / Number(a.value)),
        })),
        results,
        cost_per_result: costPerResult,
        date_start: group.start,
        date_stop: group.stop,
      };
      rows.push(insightsRow(values, fields));
    }
  }
  return pageOf(call, rows);
}

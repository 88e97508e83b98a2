import { describe, expect, it } from 'vitest';
import { addDays, dayIn, dayStartMs } from '#shared/insights/insights-formulas';
import { campaignParams } from '#tests/support/meta-graph-params';
import { metaGraphPerFile } from '#tests/support/meta-graph-per-file';
import { TEST_NOW_MS } from '#tests/support/test-clock';
import { campaignDayInsights, campaignRanOn } from './insights-data';

const kit = metaGraphPerFile();
const account = () => `act_${kit.meta.adAccount.id}`;
const ZONE = 'America/New_York';
const first = addDays(dayIn(TEST_NOW_MS, ZONE), -20);
/** An instant on day `offset` after `first`, at `hour` New York time. */
const at = (offset: number, hour: number) =>
  new Date(dayStartMs(addDays(first, offset), ZONE) + hour * 3_600_000).toISOString();

async function campaignWithHistory(name: string, history: { at: string; status: string }[]) {
  const { body } = await kit.graph('POST', `${account()}/campaigns`, campaignParams({ name }));
  await kit.controls.setStatusHistory(body.id, history);
  return body.id as string;
}

async function allRows(params: Record<string, unknown>) {
  const rows: Record<string, unknown>[] = [];
  let page = await kit.graph('GET', `${account()}/insights`, params);
  for (;;) {
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    rows.push(...page.body.data);
    const next = page.body.paging?.next as string | undefined;
    if (!next) return rows;
    const response = await fetch(next);
    page = { status: response.status, headers: response.headers, body: await response.json() };
  }
}

describe('Graph sandbox: insights', () => {
  it('serves daily rows only for days a campaign was ACTIVE at some moment, as strings, page by page', async () => {
    const ran = await campaignWithHistory('ran', [
      { at: at(0, 10), status: 'ACTIVE' },
      { at: at(5, 12), status: 'PAUSED' },
      { at: at(8, 12), status: 'ACTIVE' },
      { at: at(8, 21), status: 'PAUSED' },
    ]);
    const never = await campaignWithHistory('never', [{ at: at(0, 9), status: 'PAUSED' }]);
    const rows = await allRows({
      level: 'campaign',
      time_range: { since: addDays(first, -2), until: addDays(first, 12) },
      time_increment: 1,
      fields: 'campaign_id,campaign_name,spend,impressions,clicks,inline_link_clicks,actions',
      filtering: [{ field: 'campaign.id', operator: 'IN', value: [ran, never] }],
      limit: 3,
    });
    const expectedDays = [0, 1, 2, 3, 4, 5, 8].map((offset) => addDays(first, offset));
    expect(rows.map((row) => row.date_start)).toEqual(expectedDays);
    for (const row of rows) {
      const day = campaignDayInsights(ran, String(row.date_start));
      expect(row).toMatchObject({
        campaign_id: ran,
        campaign_name: 'ran',
        spend: String(day.spend),
        impressions: String(day.impressions),
        clicks: String(day.clicks),
        inline_link_clicks: String(day.inlineLinkClicks),
        date_stop: row.date_start,
      });
      const actions = row.actions as { action_type: string; value: string }[];
      expect(actions).toContainEqual({ action_type: 'link_click', value: String(day.inlineLinkClicks) });
    }
  });

  it('sums a range into one row per campaign without time_increment', async () => {
    const id = await campaignWithHistory('summed', [{ at: at(1, 8), status: 'ACTIVE' }]);
    const since = addDays(first, 2);
    const until = addDays(first, 4);
    const rows = await allRows({
      time_range: { since, until },
      fields: 'campaign_id,spend,impressions',
      filtering: [{ field: 'campaign.id', operator: 'EQUAL', value: id }],
    });
    const days = [2, 3, 4].map((offset) => campaignDayInsights(id, addDays(first, offset)));
    const spend = Math.round(days.reduce((total, day) => total + day.spend, 0) * 100) / 100;
    expect(rows).toEqual([
      {
        campaign_id: id,
        spend: String(spend),
        impressions: String(days.reduce((total, day) => total + day.impressions, 0)),
        date_start: since,
        date_stop: until,
      },
    ]);
  });

  it('reports results by the objective’s action, with their cost', async () => {
    const { body } = await kit.graph(
      'POST',
      `${account()}/campaigns`,
      campaignParams({ name: 'sales', objective: 'OUTCOME_SALES' }),
    );
    await kit.controls.setStatusHistory(body.id, [{ at: at(0, 6), status: 'ACTIVE' }]);
    const date = addDays(first, 1);
    const rows = await allRows({
      time_range: { since: date, until: date },
      fields: 'results,cost_per_result',
      filtering: [{ field: 'campaign.id', operator: 'EQUAL', value: body.id }],
    });
    const day = campaignDayInsights(body.id, date);
    const indicator = 'actions:offsite_conversion.fb_pixel_purchase';
    expect(rows[0]?.results).toEqual([
      { indicator, values: [{ value: String(day.purchases), attribution_windows: ['default'] }] },
    ]);
    // No purchases, no cost per purchase.
    const costs = rows[0]?.cost_per_result as { values: { value: string }[] }[];
    expect(costs).toHaveLength(day.purchases > 0 ? 1 : 0);
    for (const cost of costs) expect(Number(cost.values[0]?.value)).toBeCloseTo(day.spend / day.purchases, 4);
  });

  it('is deterministic per campaign and day, and days follow the account time zone', () => {
    expect(campaignDayInsights('120210000000000001', '2026-03-01')).toEqual(
      campaignDayInsights('120210000000000001', '2026-03-01'),
    );
    expect(campaignDayInsights('120210000000000001', '2026-03-01')).not.toEqual(
      campaignDayInsights('120210000000000001', '2026-03-02'),
    );
    // Activated at 03:00 UTC on 2 March = 22:00 on 1 March in New York.
    const history = [{ at: '2026-03-02T03:00:00.000Z', status: 'ACTIVE' }];
    expect(campaignRanOn(history, '2026-03-01', ZONE, TEST_NOW_MS)).toBe(true);
    expect(campaignRanOn(history, '2026-03-01', 'UTC', TEST_NOW_MS)).toBe(false);
  });

  it('refuses a malformed time range and an unknown field with Graph errors', async () => {
    const range = await kit.graph('GET', `${account()}/insights`, {
      time_range: { since: '2026-03-05', until: '2026-03-01' },
    });
    expect(range.body.error.code).toBe(100);
    const field = await kit.graph('GET', `${account()}/insights`, { fields: 'spend,roas' });
    expect(field.body.error.message).toMatch(/^\(#100\) param fields\[1\] must be one of \{/);
  });
});

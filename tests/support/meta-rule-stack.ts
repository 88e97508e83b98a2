import { expect } from 'vitest';
import { presetRange } from '#shared/insights/insights-formulas';
import { RULE_TEMPLATE_DEFINITIONS } from '#shared/meta/rules/meta-rule-templates';
import type { EnrichedInsight, EnrichedInsightsResponse } from '#shared/schemas/meta-insights';
import type { Rule } from '#shared/schemas/meta-rules';
import type { MetaGraphClient } from '../../functions/src/ports/meta-graph';
import { adSetParams, campaignParams } from './meta-graph-params';
import { TEST_NOW_MS } from './test-clock';
import { startTestStack, type TestStack } from './test-stack';

export async function expectStatus<T>(response: Response, status: number): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(status);
  return (status === 204 ? undefined : await response.json()) as T;
}

/**
 * A stack on the Meta sandbox with two active campaigns (one ad set each, $20 a day) that delivered for ten
 * days, refreshed into the insights store: what the rule tests run on. `today` holds each campaign's row of
 * today's insights; `call` reaches `/api/meta/rules…` as the admin.
 */
export async function startRuleStack() {
  const t: TestStack = await startTestStack();
  const admin = await t.signIn();
  await expectStatus(await t.call('POST', '/api/meta/use-sandbox', { cookie: admin }), 200);
  const graph: MetaGraphClient = await t.stack.deps.metaAccess.client();
  const account = `act_${t.stack.sandbox.meta.adAccount.id}`;
  const activeSince = new Date(TEST_NOW_MS - 10 * 86_400_000).toISOString();
  const ids: string[] = [];
  for (const index of [1, 2]) {
    const campaign = await graph.post<{ id: string }>(
      `${account}/campaigns`,
      campaignParams({ name: `kw_rule_boots_0020${index}` }),
    );
    await graph.post(
      `${account}/adsets`,
      adSetParams(campaign.id, { name: `channel_0020${index}`, daily_budget: 2000 }),
    );
    await t.stack.sandbox.metaControls.setStatusHistory(campaign.id, [{ at: activeSince, status: 'ACTIVE' }]);
    await graph.post(campaign.id, { status: 'ACTIVE' });
    ids.push(campaign.id);
  }

  async function refresh() {
    const response = await t.call('POST', '/api/meta/insights/refresh', { cookie: admin });
    expect((await expectStatus<{ status: string }>(response, 200)).status).toBe('done');
  }
  await refresh();
  const range = presetRange('today', TEST_NOW_MS);
  const rows = await expectStatus<EnrichedInsightsResponse>(
    await t.call('GET', `/api/meta/enriched-insights?since=${range.since}&until=${range.until}`, {
      cookie: admin,
    }),
    200,
  );
  const today = new Map<string, EnrichedInsight>();
  for (const row of rows.insights) today.set(row.campaign_id, row);
  for (const id of ids) expect(today.get(id)?.spend).toBeGreaterThan(0);

  /** A stop-loss on one campaign whose thresholds today's sandbox figures just trip (spend above, ROI below). */
  function stopLossFor(campaignId: string, overrides: Partial<Rule> = {}) {
    const row = today.get(campaignId) as EnrichedInsight;
    const roi = Number.parseFloat(row.roi);
    return {
      ...RULE_TEMPLATE_DEFINITIONS.stop_loss.build({
        spendAbove: Math.floor(row.spend * 100 - 1) / 100,
        roiBelow: Math.ceil(roi) + 1,
        window: 'today',
      }),
      scope: { kind: 'campaigns', campaignIds: [campaignId] },
      // Manual runs only: the refresh's own evaluation is tested with a rule of its own.
      enabled: false,
      ...overrides,
    };
  }

  return {
    t,
    admin,
    graph,
    ids,
    today,
    refresh,
    stopLossFor,
    call: (method: string, path: string, body?: unknown, cookie = admin) =>
      t.call(method, `/api/meta/rules${path}`, { cookie, body }),
    statusInMeta: async (campaignId: string) =>
      (await graph.get<{ status: string }>(campaignId, { fields: 'status' })).status,
  };
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { presetRange } from '#shared/insights/insights-formulas';
import { RULE_TEMPLATE_DEFINITIONS } from '#shared/meta/rules/meta-rule-templates';
import type { KeywordEconomics } from '#shared/schemas/keyword-economics';
import type { EnrichedInsightsResponse } from '#shared/schemas/meta-insights';
import type { RuleLogEntry, RuleLogResponse, RuleRunResponse } from '#shared/schemas/meta-rule-runs';
import type { Rule } from '#shared/schemas/meta-rules';
import {
  availableNames,
  campaignForm,
  liveObjects,
  startCampaignStack,
} from '#tests/support/meta-campaign-stack';
import { expectStatus } from '#tests/support/meta-rule-stack';
import { TEST_NOW_MS } from '#tests/support/test-clock';
import type { TestStack } from '#tests/support/test-stack';
import { campaignObjectNames } from '../../functions/src/domain/meta/campaign-creation/campaign-names';

/**
 * A scale-by-copy rule on the Graph and Snowflake sandboxes, the clock fixed at TEST_NOW_MS: a campaign made
 * in the app wins, the rule copies it once (its own channel and ad text, budget times the factor), then
 * stops at its copies limit; the keyword's economics count the copy, and undo pauses it.
 */

let t: TestStack;
let cookie: string;
let keywordId: string;
let source: { campaignId: string; adsetName: string };
let rule: Rule;

interface LiveAdset {
  id: string;
  name: string;
  campaign_id: string;
  daily_budget: string;
}
interface LiveCreative {
  name: string;
  url_tags: string;
}

const rules = (method: string, path: string, body?: unknown) =>
  t.call(method, `/api/meta/rules${path}`, { cookie, body });
const today = presetRange('today', TEST_NOW_MS);

beforeAll(async () => {
  ({ t, cookie, keywordId } = await startCampaignStack());
  const [adsetName] = await availableNames(t, cookie);
  const created = await expectStatus<{ campaignId: string }>(
    await t.call('POST', '/api/meta/campaigns', { cookie, body: campaignForm(t, keywordId, adsetName!) }),
    201,
  );
  source = { campaignId: created.campaignId, adsetName: adsetName! };
  // The sandbox delivers for a campaign active over the window; the warehouse reports on its channel.
  await t.stack.sandbox.metaControls.setStatusHistory(source.campaignId, [
    { at: new Date(TEST_NOW_MS - 5 * 86_400_000).toISOString(), status: 'ACTIVE' },
  ]);
  const refreshed = await t.call('POST', '/api/meta/insights/refresh', { cookie });
  expect((await expectStatus<{ status: string }>(refreshed, 200)).status).toBe('done');
  const { insights } = await expectStatus<EnrichedInsightsResponse>(
    await t.call('GET', `/api/meta/enriched-insights?since=${today.since}&until=${today.until}`, { cookie }),
    200,
  );
  const row = insights.find((entry) => entry.campaign_id === source.campaignId);
  expect(row?.spend).toBeGreaterThan(0);
  // Thresholds today's sandbox figures just pass: the winner the template describes.
  const draft = RULE_TEMPLATE_DEFINITIONS.scale_by_copy.build({
    roiAbove: Math.floor(Number.parseFloat(row!.roi)) - 1,
    spendAbove: Math.floor(row!.spend * 100 - 1) / 100,
    maxCopies: 1,
  });
  rule = await expectStatus<Rule>(
    await rules('POST', '', {
      ...draft,
      window: 'today',
      // Today's revenue is an estimate until the partner settles it; this rule counts it.
      estimatedRevenue: 'count',
      cooldownMinutes: 0,
      enabled: false,
      scope: { kind: 'campaigns', campaignIds: [source.campaignId] },
      action: { type: 'duplicate', budgetFactor: 2, maxCopies: 1, startStatus: 'ACTIVE' },
    }),
    201,
  );
}, 180_000);
afterAll(() => t.close());

const run = async (dryRun: boolean) => {
  const response = await expectStatus<RuleRunResponse>(
    await rules('POST', `/${rule.id}/run`, { dryRun }),
    200,
  );
  expect(response.outcomes).toHaveLength(1);
  return response.outcomes[0]!;
};

describe('a duplicate rule on the sandboxes', () => {
  let entry: RuleLogEntry;

  it('a dry run says it would copy at twice the budget and makes nothing', async () => {
    const before = (await liveObjects(t, 'campaigns', 'name')).length;
    const outcome = await run(true);
    expect(outcome).toMatchObject({
      status: 'would_apply',
      before: { campaignId: source.campaignId, dailyBudget: 12.5 },
      after: { dailyBudget: 25, status: 'ACTIVE' },
    });
    expect(await liveObjects(t, 'campaigns', 'name')).toHaveLength(before);
  });

  it('copies the winner once: a new campaign on its own channel, its own ad text, twice the budget', async () => {
    const outcome = await run(false);
    expect(outcome.status, outcome.reason).toBe('applied');
    const copyId = outcome.after?.campaignId as string;
    expect(outcome.after).toMatchObject({ dailyBudget: 25, status: 'ACTIVE' });
    const adsets = await liveObjects<LiveAdset>(t, 'adsets', 'name,campaign_id,daily_budget');
    const copyAdset = adsets.find((adset) => adset.campaign_id === copyId);
    expect(copyAdset).toMatchObject({ daily_budget: '2500' });
    expect(copyAdset?.name).not.toBe(source.adsetName);
    const creatives = await liveObjects<LiveCreative>(t, 'adcreatives', 'name,url_tags');
    const tags = creatives
      .map((creative) => new URLSearchParams(creative.url_tags))
      .find((params) => params.get('channel') === copyAdset?.name);
    expect(tags?.get('referrerAdCreative')).toBeTruthy();
    const log = await expectStatus<RuleLogResponse>(await rules('GET', `/log?ruleId=${rule.id}`), 200);
    entry = log.entries.find((e) => e.status === 'applied')!;
    expect(entry).toMatchObject({ undoable: true, after: { campaignId: copyId } });
    expect(entry.after?.campaignName).toBe(campaignObjectNames('hiking boots', copyAdset!.name).campaign);
  });

  it('then hits the copies limit and makes no second copy', async () => {
    const before = (await liveObjects(t, 'campaigns', 'name')).length;
    const outcome = await run(false);
    expect(outcome.status).toBe('skipped');
    expect(outcome.reason).toMatch(/^Skipped: copies limit \(1 of 1 copies of this campaign made\)/);
    expect(await liveObjects(t, 'campaigns', 'name')).toHaveLength(before);
  });

  it("counts the copy in the keyword's economics", async () => {
    const economics = await expectStatus<KeywordEconomics>(
      await t.call('GET', `/api/keywords/${keywordId}/economics?since=${today.since}&until=${today.until}`, {
        cookie,
      }),
      200,
    );
    const ids = economics.campaigns.map((campaign) => campaign.campaignId);
    expect(ids).toEqual(expect.arrayContaining([source.campaignId, entry.after?.campaignId]));
  });

  it('links the copy to its source in the insights rows', async () => {
    const refreshed = await t.call('POST', '/api/meta/insights/refresh', { cookie });
    expect((await expectStatus<{ status: string }>(refreshed, 200)).status).toBe('done');
    const { insights } = await expectStatus<EnrichedInsightsResponse>(
      await t.call('GET', `/api/meta/enriched-insights?since=${today.since}&until=${today.until}`, {
        cookie,
      }),
      200,
    );
    const row = (id: string | undefined) => insights.find((entry) => entry.campaign_id === id);
    expect(row(entry.after?.campaignId)?.copy_of).toEqual({
      campaign_id: source.campaignId,
      campaign_name: campaignObjectNames('hiking boots', source.adsetName).campaign,
    });
    expect(row(source.campaignId)).not.toHaveProperty('copy_of');
  });

  it('undo pauses the copy and leaves the source running', async () => {
    const undo = await expectStatus<RuleLogEntry>(await rules('POST', `/log/${entry.id}/undo`), 201);
    expect(undo).toMatchObject({ status: 'undone', after: { status: 'PAUSED' } });
    const campaigns = await liveObjects<{ id: string; status: string }>(t, 'campaigns', 'status');
    expect(campaigns.find((c) => c.id === entry.after?.campaignId)?.status).toBe('PAUSED');
    expect(campaigns.find((c) => c.id === source.campaignId)?.status).toBe('ACTIVE');
  });
});

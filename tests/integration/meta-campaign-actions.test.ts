import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { presetRange } from '#shared/insights/insights-formulas';
import type { EnrichedInsightsResponse } from '#shared/schemas/meta-insights';
import { adSetParams, campaignParams } from '#tests/support/meta-graph-params';
import { TEST_NOW_MS } from '#tests/support/test-clock';
import { startTestStack, type TestStack } from '#tests/support/test-stack';
import { addUser } from '#tests/support/user-builder';
import type { MetaGraphClient } from '../../functions/src/ports/meta-graph';

let t: TestStack;
let admin: string;
let graph: MetaGraphClient;
const account = () => `act_${t.stack.sandbox.meta.adAccount.id}`;

beforeAll(async () => {
  t = await startTestStack();
  admin = await t.signIn();
  const sandbox = await t.call('POST', '/api/meta/use-sandbox', { cookie: admin });
  expect(sandbox.status).toBe(200);
  graph = await t.stack.deps.metaAccess.client();
}, 60_000);
afterAll(() => t.close());
afterEach(() => t.stack.sandbox.setKnobs({}));

let channel = 0;
const nextAdsetName = () => {
  channel += 1;
  return `channel_${String(channel).padStart(5, '0')}`;
};

/** A campaign made directly in the sandbox: with a campaign budget (CBO) or with one budget per ad set. */
async function sandboxCampaign(options: { cbo?: boolean; adsets?: number } = {}) {
  const campaign = await graph.post<{ id: string }>(
    `${account()}/campaigns`,
    campaignParams(
      options.cbo
        ? {
            daily_budget: 5000,
            bid_strategy: 'LOWEST_COST_WITHOUT_CAP',
            is_adset_budget_sharing_enabled: undefined,
          }
        : {},
    ),
  );
  const adsetIds: string[] = [];
  for (let index = 0; index < (options.adsets ?? 2); index += 1) {
    const params = adSetParams(campaign.id, {
      name: nextAdsetName(),
      daily_budget: options.cbo ? undefined : 2000,
    });
    adsetIds.push((await graph.post<{ id: string }>(`${account()}/adsets`, params)).id);
  }
  return { campaignId: campaign.id, adsetIds };
}

const read = <T>(id: string, fields: string) => graph.get<T>(id, { fields });
const post = (path: string, body: unknown, cookie = admin) =>
  t.call('POST', `/api/meta/campaign/${path}`, { cookie, body });
const updateCalls = () => t.stack.sandbox.callCounts()['meta:update'] ?? 0;

async function expectAnswer(response: Response, status: number) {
  expect(response.status, await response.clone().text()).toBe(status);
  return (await response.json()) as { success?: boolean; message: string };
}

describe('POST /api/meta/campaign/update-status', () => {
  it('pauses and activates the campaign in Meta', async () => {
    const { campaignId } = await sandboxCampaign({ adsets: 1 });

    const activated = await expectAnswer(await post('update-status', { campaignId, status: 'ACTIVE' }), 200);
    expect(activated).toEqual({ success: true, message: expect.stringMatching(/ activated$/) });
    expect(await read(campaignId, 'status')).toMatchObject({ status: 'ACTIVE' });

    const paused = await expectAnswer(await post('update-status', { campaignId, status: 'PAUSED' }), 200);
    expect(paused.message).toMatch(/ paused$/);
    expect(await read(campaignId, 'status')).toMatchObject({ status: 'PAUSED' });
  });

  it("answers an id Meta does not know with 404, and Meta's refusal with Meta's own message", async () => {
    const unknown = await expectAnswer(
      await post('update-status', { campaignId: '999', status: 'PAUSED' }),
      404,
    );
    expect(unknown.message).toBe('Campaign 999 was not found in Meta');

    const { campaignId } = await sandboxCampaign({ adsets: 1 });
    t.stack.sandbox.setKnobs({ meta: { calls: { update: { unauthorized: true } } } });
    const refused = await expectAnswer(await post('update-status', { campaignId, status: 'ACTIVE' }), 400);
    expect(refused.message).toBe('Meta refused the change: Your session has expired. Please log in again.');
    t.stack.sandbox.setKnobs({});
    expect(await read(campaignId, 'status')).toMatchObject({ status: 'PAUSED' });
  });

  it("answers Meta's throttle with 429 and the wait Meta asked for", async () => {
    const { campaignId } = await sandboxCampaign({ adsets: 1 });
    t.stack.sandbox.setKnobs({
      meta: { calls: { update: { nextFaults: ['rate-limit'], retryAfterSeconds: 600 } } },
    });
    const response = await post('update-status', { campaignId, status: 'ACTIVE' });
    const throttled = await expectAnswer(response, 429);
    expect(throttled.message).toMatch(
      /^Meta is limiting requests: .*too many calls.* Try again in 10 minutes\.$/,
    );
    expect(response.headers.get('Retry-After')).toBe('600');
  });
});

describe('POST /api/meta/campaign/update-budget', () => {
  it('sets the budget of a campaign-budget campaign on the campaign, in cents', async () => {
    const { campaignId, adsetIds } = await sandboxCampaign({ cbo: true, adsets: 2 });

    const answer = await expectAnswer(await post('update-budget', { campaignId, dailyBudget: 25.5 }), 200);

    expect(answer.message).toMatch(/^Daily budget of campaign .+ set to \$25\.50$/);
    expect(await read(campaignId, 'daily_budget')).toMatchObject({ daily_budget: '2550' });
    for (const id of adsetIds) expect(await read(id, 'daily_budget')).not.toHaveProperty('daily_budget');
  });

  it('sets the budget of every ad set of a campaign without a campaign budget, in cents', async () => {
    const { campaignId, adsetIds } = await sandboxCampaign({ adsets: 3 });

    const answer = await expectAnswer(await post('update-budget', { campaignId, dailyBudget: 12.34 }), 200);

    expect(answer.message).toMatch(/^Daily budget set to \$12\.34 on 3 ad sets of campaign /);
    expect(await read(campaignId, 'daily_budget')).not.toHaveProperty('daily_budget');
    for (const id of adsetIds) expect(await read(id, 'daily_budget')).toMatchObject({ daily_budget: '1234' });
  });

  it('leaves ad sets already at the budget alone: Meta would count a change for nothing', async () => {
    const { campaignId } = await sandboxCampaign({ adsets: 2 });
    t.stack.sandbox.setKnobs({});
    const answer = await expectAnswer(await post('update-budget', { campaignId, dailyBudget: '20' }), 200);
    expect(answer).toEqual({ success: true, message: 'Daily budget is already $20.00 on 2 ad sets' });
    expect(updateCalls()).toBe(0);
  });

  it('refuses to turn a lifetime budget into a daily one', async () => {
    const { campaignId } = await sandboxCampaign({ adsets: 0 });
    const name = nextAdsetName();
    await graph.post(
      `${account()}/adsets`,
      adSetParams(campaignId, { name, daily_budget: undefined, lifetime_budget: 50_000 }),
    );
    t.stack.sandbox.setKnobs({});
    const refused = await expectAnswer(await post('update-budget', { campaignId, dailyBudget: 20 }), 400);
    expect(refused.message).toBe(
      `Ad set ${name} has a lifetime budget, not a daily one: change it in Meta Ads Manager`,
    );
    expect(updateCalls()).toBe(0);
  });

  it('refuses a 5th budget change of an ad set within an hour itself, without calling Meta', async () => {
    const { campaignId, adsetIds } = await sandboxCampaign({ adsets: 1 });
    for (const dailyBudget of [11, 12, 13, 14])
      await expectAnswer(await post('update-budget', { campaignId, dailyBudget }), 200);
    t.stack.sandbox.setKnobs({}); // restarts the call counts

    const response = await post('update-budget', { campaignId, dailyBudget: 15 });
    const refused = await expectAnswer(response, 429);

    expect(refused.message).toMatch(
      /^Meta allows 4 budget changes per ad set per hour: ad set channel_\d{5} had 4 in the last hour\. Its budget can change again at \d\d:\d\d UTC \(in (59|60) minutes\)\.$/,
    );
    expect(Number(response.headers.get('Retry-After'))).toBeGreaterThan(58 * 60);
    expect(updateCalls()).toBe(0);
    expect(await read(adsetIds[0] as string, 'daily_budget')).toMatchObject({ daily_budget: '1400' });
  });

  it('gives a change back when Meta refused it, so it does not count against the hour', async () => {
    const { campaignId } = await sandboxCampaign({ adsets: 1 });
    t.stack.sandbox.setKnobs({ meta: { calls: { update: { unauthorized: true } } } });
    for (let attempt = 0; attempt < 5; attempt += 1)
      await expectAnswer(await post('update-budget', { campaignId, dailyBudget: 30 + attempt }), 400);
    t.stack.sandbox.setKnobs({});
    await expectAnswer(await post('update-budget', { campaignId, dailyBudget: 40 }), 200);
  });
});

describe('POST /api/meta/campaign/update-bid-cap and GET /api/meta/campaign/{campaignId}/bidcap', () => {
  it('sets the bid and the capped strategy on every ad set, and reads it back', async () => {
    const { campaignId, adsetIds } = await sandboxCampaign({ adsets: 2 });
    const before = await t.call('GET', `/api/meta/campaign/${campaignId}/bidcap`, { cookie: admin });
    expect(await expectAnswer(before, 200)).toEqual({
      success: true,
      bidCap: null,
      bidStrategy: 'LOWEST_COST_WITHOUT_CAP',
    });

    const answer = await expectAnswer(
      await post('update-bid-cap', { campaignId, bidAmount: 1.5, bidStrategy: 'BID_CAP' }),
      200,
    );

    expect(answer.message).toMatch(/^Bid cap set to \$1\.50 on 2 ad sets of campaign /);
    for (const id of adsetIds) {
      expect(await read(id, 'bid_amount,bid_strategy')).toMatchObject({
        bid_amount: 150,
        bid_strategy: 'LOWEST_COST_WITH_BID_CAP',
      });
    }
    const after = await t.call('GET', `/api/meta/campaign/${campaignId}/bidcap`, { cookie: admin });
    expect(await expectAnswer(after, 200)).toEqual({
      success: true,
      bidCap: 1.5,
      bidStrategy: 'LOWEST_COST_WITH_BID_CAP',
    });
  });
});

describe('the insights screen after an action', () => {
  it('shows the new status, budget and bid cap at once, without waiting for the next refresh', async () => {
    const { campaignId } = await sandboxCampaign({ adsets: 2 });
    const activeSince = new Date(TEST_NOW_MS - 3 * 86_400_000).toISOString();
    await t.stack.sandbox.metaControls.setStatusHistory(campaignId, [{ at: activeSince, status: 'ACTIVE' }]);
    await graph.post(campaignId, { status: 'ACTIVE' });
    await expectAnswer(await t.call('POST', '/api/meta/insights/refresh', { cookie: admin }), 200);
    const row = async () => {
      const range = presetRange('last7', TEST_NOW_MS);
      const response = await t.call(
        'GET',
        `/api/meta/enriched-insights?since=${range.since}&until=${range.until}`,
        { cookie: admin },
      );
      expect(response.status).toBe(200);
      const { insights } = (await response.json()) as EnrichedInsightsResponse;
      return insights.find((entry) => entry.campaign_id === campaignId);
    };
    expect(await row()).toMatchObject({ status: 'ACTIVE', daily_budget: 40, bid_cap: null });

    await expectAnswer(await post('update-status', { campaignId, status: 'PAUSED' }), 200);
    await expectAnswer(await post('update-budget', { campaignId, dailyBudget: 15 }), 200);
    await expectAnswer(
      await post('update-bid-cap', { campaignId, bidAmount: 0.75, bidStrategy: 'COST_CAP' }),
      200,
    );

    expect(await row()).toMatchObject({
      status: 'PAUSED',
      daily_budget: 30,
      bid_cap: 0.75,
      bid_strategy: 'COST_CAP',
    });
  });
});

describe('input and permissions', () => {
  it.each([
    ['update-status', { campaignId: '1', status: 'STOPPED' }, 'status: Status must be ACTIVE or PAUSED'],
    ['update-status', { status: 'PAUSED' }, 'campaignId: Campaign ID is required'],
    [
      'update-status',
      { campaignId: 'act_1', status: 'PAUSED' },
      'campaignId: Campaign ID must be a Meta campaign id (digits only)',
    ],
    ['update-budget', { campaignId: '1', dailyBudget: 0.5 }, 'dailyBudget: Budget must be at least 1'],
    ['update-budget', { campaignId: '1' }, 'dailyBudget: Budget must be at least 1'],
    [
      'update-bid-cap',
      { campaignId: '1', bidAmount: 0, bidStrategy: 'BID_CAP' },
      'bidAmount: Bid amount must be at least 0.01',
    ],
    [
      'update-bid-cap',
      { campaignId: '1', bidAmount: 1, bidStrategy: 'AUTO' },
      'bidStrategy: Bid strategy must be one of COST_CAP, BID_CAP, LOWEST_COST_WITH_BID_CAP',
    ],
  ])('%s refuses %j with a clear message and calls no Meta', async (path, body, message) => {
    t.stack.sandbox.setKnobs({});
    expect(await expectAnswer(await post(path, body), 400)).toEqual({ message });
    expect(t.stack.sandbox.callCounts()).toEqual({});
  });

  it('refuses a viewer with 403 and changes nothing', async () => {
    const { campaignId } = await sandboxCampaign({ adsets: 1 });
    const viewer = await addUser(t, admin, { role: 'viewer' });
    const cookie = await t.signIn(viewer.email, viewer.password);
    t.stack.sandbox.setKnobs({});

    await expectAnswer(await post('update-status', { campaignId, status: 'ACTIVE' }, cookie), 403);
    await expectAnswer(await post('update-budget', { campaignId, dailyBudget: 50 }, cookie), 403);
    await expectAnswer(
      await post('update-bid-cap', { campaignId, bidAmount: 2, bidStrategy: 'COST_CAP' }, cookie),
      403,
    );
    const bidCap = await t.call('GET', `/api/meta/campaign/${campaignId}/bidcap`, { cookie });
    await expectAnswer(bidCap, 403);
    expect(t.stack.sandbox.callCounts()).toEqual({});
  });
});

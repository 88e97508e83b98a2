import { describe, expect, it } from 'vitest';
import { adSetParams, campaignParams, targeting } from '#tests/support/meta-graph-params';
import { metaGraphPerFile } from '#tests/support/meta-graph-per-file';

const kit = metaGraphPerFile();
const account = () => `act_${kit.meta.adAccount.id}`;

async function createCampaign(overrides: Record<string, unknown> = {}) {
  const answer = await kit.graph('POST', `${account()}/campaigns`, campaignParams(overrides));
  expect(answer.status).toBe(200);
  return answer.body.id as string;
}

async function refused(path: string, params: Record<string, unknown>, method: 'POST' | 'GET' = 'POST') {
  const answer = await kit.graph(method, path, params);
  expect(answer.status).toBe(400);
  expect(answer.body.error.type).toBeTypeOf('string');
  expect(answer.body.error.fbtrace_id).toBeTypeOf('string');
  return answer.body.error;
}

describe('Graph sandbox: campaigns', () => {
  it('creates a campaign and reads it back with the requested fields, budgets as strings', async () => {
    const id = await createCampaign({
      daily_budget: 5000,
      is_adset_budget_sharing_enabled: undefined,
      bid_strategy: 'LOWEST_COST_WITHOUT_CAP',
    });
    expect(id).toMatch(/^\d{15,}$/);
    const read = await kit.graph('GET', id, {
      fields: 'name,objective,status,effective_status,daily_budget,bid_strategy',
    });
    expect(read.body).toEqual({
      id,
      name: 'boots_winter-boots_a1',
      objective: 'OUTCOME_TRAFFIC',
      status: 'PAUSED',
      effective_status: 'PAUSED',
      daily_budget: '5000',
      bid_strategy: 'LOWEST_COST_WITHOUT_CAP',
    });
  });

  it('requires special_ad_categories', async () => {
    const error = await refused(
      `${account()}/campaigns`,
      campaignParams({ special_ad_categories: undefined }),
    );
    expect(error).toMatchObject({
      code: 100,
      message: '(#100) The parameter special_ad_categories is required',
    });
  });

  it('refuses legacy objectives with the outcome-based list', async () => {
    const error = await refused(`${account()}/campaigns`, campaignParams({ objective: 'TRAFFIC' }));
    expect(error.code).toBe(100);
    expect(error.message).toContain('OUTCOME_TRAFFIC');
    expect(error.error_user_msg).toContain('TRAFFIC objective can no longer be used');
  });

  it('requires is_adset_budget_sharing_enabled on a campaign without a campaign budget', async () => {
    const error = await refused(
      `${account()}/campaigns`,
      campaignParams({ is_adset_budget_sharing_enabled: undefined }),
    );
    expect(error).toMatchObject({
      code: 100,
      error_user_msg: 'Must specify True or False in is_adset_budget_sharing_enabled field',
    });
  });

  it('validates without creating under execution_options validate_only', async () => {
    const before = kit.controls.count('campaign');
    const answer = await kit.graph(
      'POST',
      `${account()}/campaigns`,
      campaignParams({ execution_options: ['validate_only'] }),
    );
    expect(answer.body).toEqual({ success: true });
    expect(kit.controls.count('campaign')).toBe(before);
  });

  it('refuses an ad account that is not the caller’s', async () => {
    const error = await refused('act_999/campaigns', campaignParams());
    expect(error).toMatchObject({ code: 100, error_subcode: 33 });
  });

  it('refuses a field the node does not have', async () => {
    const id = await createCampaign();
    const error = await refused(id, { fields: 'name,bid_amount' }, 'GET');
    expect(error.message).toBe(
      '(#100) Tried accessing nonexisting field (bid_amount) on node type (Campaign)',
    );
  });
});

describe('Graph sandbox: ad sets', () => {
  it('creates an ad set under a campaign without a campaign budget and lists it under the campaign', async () => {
    const campaignId = await createCampaign();
    const created = await kit.graph('POST', `${account()}/adsets`, adSetParams(campaignId));
    expect(created.status).toBe(200);
    const listed = await kit.graph('GET', `${campaignId}/adsets`, {
      fields: 'name,daily_budget,targeting,effective_status',
    });
    expect(listed.body.data).toEqual([
      {
        id: created.body.id,
        name: 'channel_00001',
        daily_budget: '2000',
        targeting: targeting(),
        effective_status: 'PAUSED',
      },
    ]);
  });

  it('refuses a daily budget under $1.00 as too low', async () => {
    const campaignId = await createCampaign();
    const error = await refused(`${account()}/adsets`, adSetParams(campaignId, { daily_budget: 99 }));
    expect(error).toMatchObject({ code: 100, error_user_title: 'Budget Is Too Low' });
  });

  it('refuses a budget on both the campaign and the ad set (1885621)', async () => {
    const campaignId = await createCampaign({
      daily_budget: 5000,
      is_adset_budget_sharing_enabled: undefined,
      bid_strategy: 'LOWEST_COST_WITHOUT_CAP',
    });
    const error = await refused(`${account()}/adsets`, adSetParams(campaignId));
    expect(error).toMatchObject({ code: 100, error_subcode: 1885621 });
  });

  it('refuses an optimization goal the objective does not allow (2490408)', async () => {
    const campaignId = await createCampaign({ objective: 'OUTCOME_SALES' });
    const error = await refused(
      `${account()}/adsets`,
      adSetParams(campaignId, { optimization_goal: 'LANDING_PAGE_VIEWS' }),
    );
    expect(error).toMatchObject({
      code: 100,
      error_subcode: 2490408,
      error_data: { blame_field_specs: [['optimization_goal']] },
    });
  });

  it('requires the Advantage audience flag', async () => {
    const campaignId = await createCampaign();
    const error = await refused(
      `${account()}/adsets`,
      adSetParams(campaignId, { targeting: { geo_locations: { countries: ['US'] } } }),
    );
    expect(error).toMatchObject({ code: 100, error_user_title: 'Advantage Audience Flag Required' });
  });

  it('requires a bid amount under a bid cap or cost cap', async () => {
    const campaignId = await createCampaign();
    for (const strategy of ['LOWEST_COST_WITH_BID_CAP', 'COST_CAP']) {
      const error = await refused(`${account()}/adsets`, adSetParams(campaignId, { bid_strategy: strategy }));
      expect(error).toMatchObject({ code: 100, error_user_title: 'Bid amount required' });
    }
    const capped = await kit.graph(
      'POST',
      `${account()}/adsets`,
      adSetParams(campaignId, { bid_strategy: 'COST_CAP', bid_amount: 150, name: 'channel_00002' }),
    );
    expect(capped.status).toBe(200);
  });

  it('falls back to Meta’s default bid cap strategy, which needs a bid amount', async () => {
    const campaignId = await createCampaign();
    const error = await refused(`${account()}/adsets`, adSetParams(campaignId, { bid_strategy: undefined }));
    expect(error.error_user_title).toBe('Bid amount required');
  });

  it('refuses a conversion event outside Meta’s list', async () => {
    const campaignId = await createCampaign({ objective: 'OUTCOME_SALES' });
    const promoted = { pixel_id: kit.meta.pixel.id, custom_event_type: 'VIEW_CONTENT' };
    const error = await refused(
      `${account()}/adsets`,
      adSetParams(campaignId, { optimization_goal: 'OFFSITE_CONVERSIONS', promoted_object: promoted }),
    );
    expect(error.code).toBe(100);
    expect(error.message).toContain('param promoted_object[custom_event_type] must be one of {');
    expect(error.message).toContain('CONTENT_VIEW');
  });

  it('refuses EU countries without dsa_beneficiary and dsa_payor', async () => {
    const campaignId = await createCampaign();
    const eu = adSetParams(campaignId, {
      targeting: targeting({ geo_locations: { countries: ['DE', 'US'] } }),
    });
    expect((await refused(`${account()}/adsets`, eu)).message).toBe(
      '(#100) The parameter dsa_beneficiary is required',
    );
    const payor = await refused(`${account()}/adsets`, { ...eu, dsa_beneficiary: 'Keywright Ltd' });
    expect(payor.message).toBe('(#100) The parameter dsa_payor is required');
    const created = await kit.graph('POST', `${account()}/adsets`, {
      ...eu,
      dsa_beneficiary: 'Keywright Ltd',
      dsa_payor: 'Keywright Ltd',
      name: 'channel_eu',
    });
    expect(created.status).toBe(200);
  });

  it('refuses device platforms outside mobile, desktop and connected_tv, and country UK', async () => {
    const campaignId = await createCampaign();
    const tablet = await refused(
      `${account()}/adsets`,
      adSetParams(campaignId, { targeting: targeting({ device_platforms: ['mobile', 'tablet'] }) }),
    );
    expect(tablet.message).toBe(
      '(#100) param targeting[device_platforms][0] must be one of {mobile, desktop, connected_tv}',
    );
    const uk = await refused(
      `${account()}/adsets`,
      adSetParams(campaignId, { targeting: targeting({ geo_locations: { countries: ['UK'] } }) }),
    );
    expect(uk.error_user_msg).toContain('UK is not a valid country code');
  });

  it('allows 4 budget changes per ad set per hour and refuses the 5th with code 17', async () => {
    const campaignId = await createCampaign();
    const { body } = await kit.graph('POST', `${account()}/adsets`, adSetParams(campaignId));
    for (const budget of [2100, 2200, 2300, 2400]) {
      expect((await kit.graph('POST', body.id, { daily_budget: budget })).body).toEqual({ success: true });
    }
    const error = await refused(body.id, { daily_budget: 2500 });
    expect(error.code).toBe(17);
    expect((await kit.graph('GET', body.id, { fields: 'daily_budget' })).body.daily_budget).toBe('2400');
    // Other changes still go through.
    expect((await kit.graph('POST', body.id, { status: 'ACTIVE' })).body).toEqual({ success: true });
  });

  it('refuses a new goal on a published ad set (3260011) and a bid amount on an uncapped one', async () => {
    const campaignId = await createCampaign({ status: 'ACTIVE' });
    const { body } = await kit.graph(
      'POST',
      `${account()}/adsets`,
      adSetParams(campaignId, { status: 'ACTIVE' }),
    );
    const goal = await refused(body.id, { optimization_goal: 'LANDING_PAGE_VIEWS' });
    expect(goal).toMatchObject({ code: 100, error_subcode: 3260011 });
    const bid = await refused(body.id, { bid_amount: 200 });
    expect(bid.error_user_title).toBe('Bid amount not used');
  });

  it('pauses children through the parent: effective_status CAMPAIGN_PAUSED', async () => {
    const campaignId = await createCampaign({ status: 'ACTIVE' });
    const { body } = await kit.graph(
      'POST',
      `${account()}/adsets`,
      adSetParams(campaignId, { status: 'ACTIVE', name: 'channel_pause' }),
    );
    await kit.graph('POST', campaignId, { status: 'PAUSED' });
    const read = await kit.graph('GET', body.id, { fields: 'status,effective_status' });
    expect(read.body).toMatchObject({ status: 'ACTIVE', effective_status: 'CAMPAIGN_PAUSED' });
  });
});

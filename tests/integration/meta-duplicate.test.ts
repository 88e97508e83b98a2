import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CampaignDetail, CampaignListResponse } from '#shared/schemas/meta-campaigns';
import {
  type DuplicateCampaignsRequestInput,
  type DuplicateCampaignsResponse,
  duplicateCampaignsRequestSchema,
} from '#shared/schemas/meta-duplicate';
import {
  availableNames,
  campaignForm,
  liveObjects,
  startCampaignStack,
} from '#tests/support/meta-campaign-stack';
import type { TestStack } from '#tests/support/test-stack';
import { createCampaignRepository } from '../../functions/src/adapters/dynamodb/campaign-repository';
import { createCampaignCreation } from '../../functions/src/domain/meta/campaign-creation/campaign-creation-service';
import { campaignObjectNames } from '../../functions/src/domain/meta/campaign-creation/campaign-names';
import {
  createCampaignDuplication,
  duplicateRequestId,
} from '../../functions/src/domain/meta/campaign-duplication/campaign-duplication-service';
import type { MetaGraphClient } from '../../functions/src/ports/meta-graph';
import { MetaGraphError } from '../../functions/src/providers/meta/meta-graph-error';

let t: TestStack;
let cookie: string;
let keywordId: string;
/** Our record ids and Meta's ids of the two campaigns made by the creator, and their ad set names. */
const sources: { id: string; campaignId: string; adsetName: string }[] = [];

beforeAll(async () => {
  ({ t, cookie, keywordId } = await startCampaignStack());
  for (const adsetName of await availableNames(t, cookie, 2)) {
    const form = campaignForm(t, keywordId, adsetName, { createPaused: true });
    const response = await t.call('POST', '/api/meta/campaigns', { cookie, body: form });
    expect(response.status, await response.clone().text()).toBe(201);
    const { id, campaignId } = (await response.json()) as { id: string; campaignId: string };
    sources.push({ id, campaignId, adsetName });
  }
}, 120_000);
afterAll(() => t.close());

interface LiveCampaign {
  id: string;
  name: string;
  status: string;
}
interface LiveAdset {
  id: string;
  name: string;
  campaign_id: string;
  daily_budget: string;
  bid_amount?: number;
  bid_strategy?: string;
  targeting: Record<string, unknown>;
}
interface LiveCreative {
  id: string;
  name: string;
  url_tags: string;
}

async function duplicate(body: DuplicateCampaignsRequestInput) {
  const response = await t.call('POST', '/api/meta/campaigns/duplicate', { cookie, body });
  return {
    status: response.status,
    body: (await response.json()) as DuplicateCampaignsResponse & { message?: string },
  };
}

async function detail(id: string) {
  const response = await t.call('GET', `/api/meta/campaigns/${id}`, { cookie });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as CampaignDetail;
}

const adsetNamed = async (name: string) =>
  (
    await liveObjects<LiveAdset>(
      t,
      'adsets',
      'name,campaign_id,daily_budget,bid_amount,bid_strategy,targeting',
    )
  ).find((adset) => adset.name === name);

describe('POST /api/meta/campaigns/duplicate', () => {
  const request = { requestId: randomUUID(), mode: 'existing' as const };
  let first: DuplicateCampaignsResponse;

  it('copies two campaigns, each on its own new channel, active, with the channel in its url_tags', async () => {
    const { status, body } = await duplicate({ ...request, campaignIds: sources.map((s) => s.campaignId) });
    expect(status, JSON.stringify(body)).toBe(200);
    first = body;
    expect(body).toMatchObject({ succeeded: 2, failed: 0 });

    const copies = body.results.map((result) => (result.ok ? result : expect.fail(result.message)));
    const names = copies.map((copy) => copy.adsetName);
    expect(new Set(names).size).toBe(2);
    for (const name of names) expect(sources.map((s) => s.adsetName)).not.toContain(name);

    const campaigns = await liveObjects<LiveCampaign>(t, 'campaigns', 'name,status');
    const creatives = await liveObjects<LiveCreative>(t, 'adcreatives', 'name,url_tags');
    for (const [index, copy] of copies.entries()) {
      expect(copy.sourceCampaignId).toBe(sources[index]!.campaignId);
      expect(campaigns.find((c) => c.id === copy.campaignId)).toMatchObject({
        status: 'ACTIVE',
        name: campaignObjectNames('hiking boots', copy.adsetName).campaign,
      });
      const creative = creatives.find(
        (c) => c.name === campaignObjectNames('hiking boots', copy.adsetName).creative,
      );
      expect(new URLSearchParams(creative!.url_tags).get('channel')).toBe(copy.adsetName);
      const adset = await adsetNamed(copy.adsetName);
      const sourceAdset = await adsetNamed(sources[index]!.adsetName);
      expect(adset).toMatchObject({ campaign_id: copy.campaignId, daily_budget: sourceAdset!.daily_budget });
      expect(adset!.targeting).toEqual(sourceAdset!.targeting);
    }
    // The sources stay as they were: paused, untouched.
    for (const source of sources)
      expect(campaigns.find((c) => c.id === source.campaignId)?.status).toBe('PAUSED');

    const available = await availableNames(t, cookie, 100);
    for (const name of names) expect(available).not.toContain(name);
    const list = (await (
      await t.call('GET', '/api/meta/campaigns', { cookie })
    ).json()) as CampaignListResponse;
    for (const copy of copies)
      expect(list.campaigns).toContainEqual(
        expect.objectContaining({
          id: copy.id,
          status: 'ACTIVE',
          keywordId,
          settings: expect.objectContaining({ campaignId: copy.campaignId }),
        }),
      );
  });

  it('answers the same requestId again with the same copies and makes no second one', async () => {
    const before = (await liveObjects(t, 'campaigns', 'name')).length;
    const { status, body } = await duplicate({ ...request, campaignIds: sources.map((s) => s.campaignId) });

    expect(status).toBe(200);
    expect(body).toEqual(first);
    expect(await liveObjects(t, 'campaigns', 'name')).toHaveLength(before);
  });

  it("names each copy's source on its detail, with our record's id; a campaign that is not a copy has none", async () => {
    for (const [index, result] of first.results.entries()) {
      const copy = result.ok ? result : expect.fail(result.message);
      const source = sources[index]!;
      expect((await detail(copy.id)).duplicateOf).toEqual({
        campaignId: source.campaignId,
        id: source.id,
        campaignName: campaignObjectNames('hiking boots', source.adsetName).campaign,
      });
    }
    for (const source of sources) expect(await detail(source.id)).not.toHaveProperty('duplicateOf');
  });

  it("applies the custom settings over the source's and keeps the targeting the dialog left empty", async () => {
    const [chosen] = (await availableNames(t, cookie, 3)).slice(2) as [string];
    const { status, body } = await duplicate({
      requestId: randomUUID(),
      campaignIds: [sources[0]!.campaignId],
      mode: 'custom',
      custom: {
        adsetName: chosen,
        dailyBudget: '20',
        bidStrategy: 'COST_CAP',
        bidAmount: '1.5',
        countries: ['DE', 'FR'],
        deviceTypes: [],
        osTypes: ['Android'],
        advancedTargeting: '{"age_min": 30}',
      },
    });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.results[0]).toMatchObject({ ok: true, adsetName: chosen });

    const adset = await adsetNamed(chosen);
    const sourceAdset = await adsetNamed(sources[0]!.adsetName);
    expect(adset).toMatchObject({ daily_budget: '2000', bid_amount: 150, bid_strategy: 'COST_CAP' });
    expect(adset!.targeting).toMatchObject({
      geo_locations: { countries: ['DE', 'FR'] },
      device_platforms: sourceAdset!.targeting.device_platforms,
      user_os: ['Android'],
      age_min: 30,
      age_max: 54,
      genders: [2],
    });
  });

  it('refuses malformed advanced targeting, a used adset name and tablets with a 400, making nothing', async () => {
    const before = (await liveObjects(t, 'campaigns', 'name')).length;
    const base = { requestId: randomUUID(), campaignIds: [sources[0]!.campaignId], mode: 'custom' as const };

    const malformed = await duplicate({ ...base, custom: { advancedTargeting: '{"age_min": ' } });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toMatch(
      /^custom\.advancedTargeting: Advanced targeting is not valid JSON: /,
    );
    const tablet = await duplicate({ ...base, custom: { deviceTypes: ['tablet'] } });
    expect(tablet.status).toBe(400);
    expect(tablet.body.message).toContain('tablet is not available');
    const used = await duplicate({ ...base, custom: { adsetName: sources[1]!.adsetName } });
    expect(used.status).toBe(200);
    expect(used.body.results[0]).toMatchObject({ ok: false, message: expect.stringMatching(/used|taken/i) });

    expect(await liveObjects(t, 'campaigns', 'name')).toHaveLength(before);
  });

  it("finishes every copy exactly once through Meta's transient errors and lost answers, resumed by the same request", async () => {
    const request = { requestId: randomUUID(), campaignIds: sources.map((s) => s.campaignId) };
    t.stack.sandbox.setKnobs({ seed: 7, meta: { errorRate: 0.2, lostResponseRate: 0.1 } });
    let outcome: DuplicateCampaignsResponse | undefined;
    try {
      // The dialog keeps its request id until an answer arrives; a user sends it again after a busy answer.
      for (let attempt = 0; attempt < 10 && outcome?.succeeded !== 2; attempt += 1) {
        const { status, body } = await duplicate(request);
        if (status === 200) outcome = body;
      }
    } finally {
      t.stack.sandbox.setKnobs({});
    }

    expect(outcome?.succeeded, JSON.stringify(outcome)).toBe(2);
    const { metaControls } = t.stack.sandbox;
    for (const result of outcome!.results) {
      if (!result.ok) continue;
      const names = campaignObjectNames('hiking boots', result.adsetName);
      expect({
        campaign: metaControls.count('campaign', (name) => name === names.campaign),
        adset: metaControls.count('adset', (name) => name === result.adsetName),
        adcreative: metaControls.count('adcreative', (name) => name === names.creative),
        ad: metaControls.count('ad', (name) => name === names.ad),
      }).toEqual({ campaign: 1, adset: 1, adcreative: 1, ad: 1 });
    }
  }, 120_000);

  it('leaves no trace of a copy Meta refuses and frees its name, while the other copy is made', async () => {
    const { deps } = t.stack;
    const refusal = new MetaGraphError({
      kind: 'invalid-parameter',
      reason: 'Invalid parameter',
      code: 100,
      userMessage: 'Your ad could not be created: the page is not allowed to advertise.',
    });
    let adsRefused = 0;
    // The real sandbox client, except that the first ad create is refused, as Meta refuses one for policy.
    const client = async (): Promise<MetaGraphClient> => {
      const real = await deps.metaAccess.client();
      return {
        ...real,
        createOnce: (call) =>
          call.edge.endsWith('/ads') && adsRefused++ === 0 ? Promise.reject(refusal) : real.createOnce(call),
      };
    };
    const campaigns = createCampaignRepository(t.stack.table);
    const creation = createCampaignCreation({
      campaigns,
      keywords: deps.keywords,
      blobs: deps.blobs,
      names: deps.adsetNames,
      clock: t.stack.clock,
      meta: {
        client,
        adAccountId: () => deps.metaAccess.defaultAdAccountId(),
        pageName: async () => 'Sandbox Page',
      },
    });
    const duplication = createCampaignDuplication({
      campaigns,
      creation,
      names: deps.adsetNames,
      metaClient: client,
    });
    const input = duplicateCampaignsRequestSchema.parse({
      requestId: randomUUID(),
      campaignIds: sources.map((s) => s.campaignId),
    });

    const outcome = await duplication.duplicate(input);

    expect(outcome).toMatchObject({ succeeded: 1, failed: 1 });
    const failed = outcome.results.find((result) => !result.ok)!;
    expect(failed).toMatchObject({
      message: 'Your ad could not be created: the page is not allowed to advertise.',
    });
    const record = (await campaigns.findById(duplicateRequestId(input.requestId, failed.sourceCampaignId)))!;
    expect(record.state).toBe('failed');
    const names = campaignObjectNames('hiking boots', record.adsetName);
    const live = [
      ...(await liveObjects<{ name: string }>(t, 'campaigns', 'name')),
      ...(await liveObjects<{ name: string }>(t, 'adsets', 'name')),
      ...(await liveObjects<{ name: string }>(t, 'adcreatives', 'name')),
    ].map((row) => row.name);
    expect(live).not.toContain(names.campaign);
    expect(live).not.toContain(record.adsetName);
    expect(live).not.toContain(names.creative);
    expect(await availableNames(t, cookie, 100)).toContain(record.adsetName);
  });

  it('names a source that is not one of our records by its Meta id alone', async () => {
    const campaigns = createCampaignRepository(t.stack.table);
    const result = first.results[0]!;
    const copy = result.ok ? result : expect.fail(result.message);
    const record = (await campaigns.findById(copy.id))!;
    // A copy of a campaign made outside the creator (or whose record is gone): no record has its Meta id.
    const outside = {
      ...record,
      id: randomUUID(),
      duplicateOf: '120000000000999',
      settings: { ...record.settings!, campaignId: '120000000000998' },
    };
    expect(await campaigns.start({ ...outside, state: 'creating' })).toBe(true);
    await campaigns.complete(outside.id, outside.settings, outside.status!, outside.updatedAt);

    expect((await detail(outside.id)).duplicateOf).toEqual({ campaignId: '120000000000999' });
  });
});

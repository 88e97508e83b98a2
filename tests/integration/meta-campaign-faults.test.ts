import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignFormSchema } from '#shared/schemas/meta-campaigns';
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
import { creationRequestFor } from '../../functions/src/domain/meta/campaign-creation/creation-key';
import type { MetaGraphClient } from '../../functions/src/ports/meta-graph';
import { MetaGraphError } from '../../functions/src/providers/meta/meta-graph-error';

let t: TestStack;
let cookie: string;
let keywordId: string;
beforeAll(async () => {
  ({ t, cookie, keywordId } = await startCampaignStack());
}, 120_000);
afterAll(() => t.close());

/** How many objects of each kind the sandbox ever made for a campaign (deleted ones included). */
function madeFor(adsetName: string) {
  const names = campaignObjectNames('hiking boots', adsetName);
  const { metaControls } = t.stack.sandbox;
  return {
    campaign: metaControls.count('campaign', (name) => name === names.campaign),
    adset: metaControls.count('adset', (name) => name === adsetName),
    adcreative: metaControls.count('adcreative', (name) => name === names.creative),
    ad: metaControls.count('ad', (name) => name === names.ad),
  };
}

describe('campaign creation against a faulty Graph API', () => {
  it('makes exactly one of each with 20% transient errors and lost answers, resuming on 503', async () => {
    const [adsetName] = (await availableNames(t, cookie)) as [string];
    const form = campaignForm(t, keywordId, adsetName);
    t.stack.sandbox.setKnobs({ seed: 11, meta: { errorRate: 0.2, lostResponseRate: 0.1 } });
    let response: Response | undefined;
    try {
      // The creator sends the same request again after a 503, as a user retrying would.
      for (let attempt = 0; attempt < 8; attempt += 1) {
        response = await t.call('POST', '/api/meta/campaigns', { cookie, body: form });
        if (response.status !== 503) break;
      }
    } finally {
      t.stack.sandbox.setKnobs({});
    }

    expect(response!.status, await response!.clone().text()).toBe(201);
    expect(madeFor(adsetName)).toEqual({ campaign: 1, adset: 1, adcreative: 1, ad: 1 });
  }, 120_000);

  it('undoes everything and frees the name when Meta refuses the ad for good', async () => {
    const [adsetName] = (await availableNames(t, cookie)) as [string];
    const form = campaignFormSchema.parse(campaignForm(t, keywordId, adsetName));
    const refusal = new MetaGraphError({
      kind: 'invalid-parameter',
      reason: 'Invalid parameter',
      code: 100,
      userMessage: 'Your ad could not be created: the page is not allowed to advertise.',
    });
    const { deps } = t.stack;
    // The real sandbox client, except that the ad's create is refused, as Meta refuses one for policy.
    const client = async (): Promise<MetaGraphClient> => {
      const real = await deps.metaAccess.client();
      return {
        ...real,
        createOnce: (request) =>
          request.edge.endsWith('/ads') ? Promise.reject(refusal) : real.createOnce(request),
      };
    };
    const creation = createCampaignCreation({
      campaigns: createCampaignRepository(t.stack.table),
      keywords: deps.keywords,
      blobs: deps.blobs,
      names: deps.adsetNames,
      clock: t.stack.clock,
      notifier: deps.notifier,
      meta: {
        client,
        adAccountId: () => deps.metaAccess.defaultAdAccountId(),
        pageName: async () => 'Sandbox Page',
      },
    });

    await expect(creation.create(creationRequestFor(undefined, form))).rejects.toMatchObject({
      kind: 'invalid',
      message: 'Your ad could not be created: the page is not allowed to advertise.',
    });
    const names = campaignObjectNames('hiking boots', adsetName);
    const live = async (edge: 'campaigns' | 'adsets' | 'adcreatives') =>
      (await liveObjects<{ name: string }>(t, edge, 'name')).filter((row) =>
        [names.campaign, adsetName, names.creative].includes(row.name),
      );
    // Campaign and ad set were made (the sandbox keeps deleted ones, marked DELETED; a creative it drops).
    expect(madeFor(adsetName)).toMatchObject({ campaign: 1, adset: 1, ad: 0 });
    expect(await live('campaigns')).toEqual([]);
    expect(await live('adsets')).toEqual([]);
    expect(await live('adcreatives')).toEqual([]);
    expect(await availableNames(t, cookie, 100)).toContain(adsetName);
    // The team is told what failed, what was undone and what was kept.
    const listed = await t.call('GET', '/api/notifications?kind=campaign_failed', { cookie });
    const [told] = (await listed.json()).notifications;
    expect(told).toMatchObject({
      severity: 'error',
      title: `Campaign creation failed: ${names.campaign}`,
      message: [
        'Your ad could not be created: the page is not allowed to advertise.',
        'Undone in Meta: campaign, ad set, creative.',
        'Kept in Meta: image (Meta keeps images by hash).',
        `The adset name ${adsetName} is free again.`,
      ].join('\n'),
      link: `/meta-campaigns/${form.requestId}`,
    });
  });

  it('counts a creation cut short between counting it and marking it created once, when the same request resumes', async () => {
    const [adsetName] = (await availableNames(t, cookie)) as [string];
    const form = campaignForm(t, keywordId, adsetName);
    const counted = async () => {
      const stats = await (await t.call('GET', '/api/stats', { cookie })).json();
      const { counts } = await (await t.call('GET', '/api/meta/campaigns/counts', { cookie })).json();
      return { total: stats.adCampaigns as number, keyword: (counts[keywordId] ?? 0) as number };
    };
    const before = await counted();
    const madeBefore = madeFor(adsetName); // a name an earlier test freed has that test's objects
    // The process dies as the record is about to say "created": its write never happens.
    const crash = 'crashBeforeMarkedCreated';
    t.stack.table.client.middlewareStack.add(
      (next) => async (args) => {
        const input = args.input as { ConditionExpression?: string };
        if (input.ConditionExpression === '#state = :creating') throw new Error('process killed');
        return next(args);
      },
      { step: 'initialize', name: crash },
    );
    let cut: Response;
    try {
      cut = await t.call('POST', '/api/meta/campaigns', { cookie, body: form });
    } finally {
      t.stack.table.client.middlewareStack.remove(crash);
    }
    expect(cut.status).toBe(500);
    expect(await counted()).toEqual({ total: before.total + 1, keyword: before.keyword + 1 });

    const resumed = await t.call('POST', '/api/meta/campaigns', { cookie, body: form });

    expect(resumed.status, await resumed.clone().text()).toBe(201);
    expect(await counted()).toEqual({ total: before.total + 1, keyword: before.keyword + 1 });
    const made = madeFor(adsetName);
    expect({
      campaign: made.campaign - madeBefore.campaign,
      adset: made.adset - madeBefore.adset,
      adcreative: made.adcreative - madeBefore.adcreative,
      ad: made.ad - madeBefore.ad,
    }).toEqual({ campaign: 1, adset: 1, adcreative: 1, ad: 1 });
  }, 120_000);

  it('gives 20 concurrent creations 20 distinct names, and one of two asking for the same name a 409', async () => {
    const names = await availableNames(t, cookie, 20);
    const forms = names.map((name) => campaignForm(t, keywordId, name));
    const clash = campaignForm(t, keywordId, names[0]!);

    const responses = await Promise.all(
      [...forms, clash].map((body) => t.call('POST', '/api/meta/campaigns', { cookie, body })),
    );
    const statuses = responses.map((response) => response.status);

    expect(statuses.filter((status) => status === 201)).toHaveLength(20);
    expect(statuses.filter((status) => status === 409)).toHaveLength(1);
    const adsets = await liveObjects<{ name: string }>(t, 'adsets', 'name');
    for (const name of names) expect(adsets.filter((row) => row.name === name)).toHaveLength(1);
  }, 120_000);
});

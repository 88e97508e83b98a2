import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREATION_RUNNING_MESSAGE } from '#shared/schemas/meta-campaigns';
import {
  availableNames,
  campaignForm,
  liveObjects,
  startCampaignStack,
} from '#tests/support/meta-campaign-stack';
import type { TestStack } from '#tests/support/test-stack';
import { createCampaignRepository } from '../../functions/src/adapters/dynamodb/campaign-repository';
import { campaignObjectNames } from '../../functions/src/domain/meta/campaign-creation/campaign-names';

let t: TestStack;
let cookie: string;
let keywordId: string;
beforeAll(async () => {
  ({ t, cookie, keywordId } = await startCampaignStack());
}, 120_000);
afterAll(() => t.close());

/** The fields of the second document's "Campaign form" (its section 3), the whole body its call table sends. */
const SPEC_FORM_FIELDS = [
  'useDefaultProfile',
  'profileId',
  'keywordId',
  'campaignObjective',
  'dailyBudget',
  'useCBO',
  'adsetName',
  'bidStrategy',
  'bidAmount',
  'countries',
  'deviceTypes',
  'osTypes',
  'genders',
  'ageMin',
  'ageMax',
  'useCustomUrlParams',
  'pageId',
  'callToAction',
  'pixelId',
  'urlParameters',
  'excludedCountries',
  'customAudiences',
  'conversionEvent',
  'adsetOptimizationGoal',
];

/**
 * Exactly the campaign form payload of docs/contract.md#campaign-creator: its fields and no other (no
 * `requestId`, no `createPaused`).
 */
function specPayload(adsetName: string, overrides: Record<string, unknown> = {}) {
  const { requestId: _, ...form } = campaignForm(t, keywordId, adsetName);
  return {
    ...form,
    profileId: '',
    bidAmount: null,
    pixelId: '',
    excludedCountries: [],
    customAudiences: [],
    conversionEvent: '',
    adsetOptimizationGoal: '',
    ...overrides,
  };
}

const post = (body: unknown, key?: string) =>
  t.call('POST', '/api/meta/campaigns', {
    cookie,
    body,
    headers: key === undefined ? {} : { 'Idempotency-Key': key },
  });

/** Campaigns the sandbox ever made for an adset name, deleted ones included. */
const campaignsMadeFor = (adsetName: string) =>
  t.stack.sandbox.metaControls.count(
    'campaign',
    (name) => name === campaignObjectNames('hiking boots', adsetName).campaign,
  );

describe('POST /api/meta/campaigns with the contract payload and an Idempotency-Key', () => {
  it('creates a campaign from exactly the contract payload, with no key at all', async () => {
    const [adsetName] = (await availableNames(t, cookie)) as [string];
    const payload = specPayload(adsetName);
    expect(Object.keys(payload).sort()).toEqual([...SPEC_FORM_FIELDS].sort());

    const response = await post(payload);

    expect(response.status, await response.clone().text()).toBe(201);
    const { campaignId } = (await response.json()) as { campaignId: string };
    expect(await liveObjects<{ id: string }>(t, 'campaigns', 'name')).toContainEqual(
      expect.objectContaining({ id: campaignId }),
    );
    expect(await availableNames(t, cookie, 100)).not.toContain(adsetName);
  });

  it('answers the same key and body again with the same campaign, in quoted or bare form', async () => {
    const [adsetName] = (await availableNames(t, cookie)) as [string];
    const key = randomUUID();
    const first = await post(specPayload(adsetName), `"${key}"`);
    expect(first.status, await first.clone().text()).toBe(201);
    const created = await first.json();

    // The same form with its keys in another order and its budget as text: the same body once validated.
    const reordered = Object.fromEntries(
      Object.entries(specPayload(adsetName, { dailyBudget: '12.50' })).reverse(),
    );
    const again = await post(reordered, key);

    expect(again.status).toBe(201);
    expect(await again.json()).toEqual(created);
    expect(created.id).toBe(key);
    expect(campaignsMadeFor(adsetName)).toBe(1);
  });

  it('refuses the same key with another body with a 422 and changes nothing', async () => {
    const [adsetName, otherName] = (await availableNames(t, cookie, 2)) as [string, string];
    const key = randomUUID();
    const first = await post(specPayload(adsetName), key);
    expect(first.status).toBe(201);
    const campaignsBefore = await liveObjects(t, 'campaigns', 'name');

    for (const other of [specPayload(adsetName, { dailyBudget: 30 }), specPayload(otherName)]) {
      const response = await post(other, key);
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({
        message: 'This idempotency key was used for another request body',
      });
    }
    expect(await liveObjects(t, 'campaigns', 'name')).toEqual(campaignsBefore);
    expect(await availableNames(t, cookie, 100)).toContain(otherName);
  });

  it('makes one of two bodies sent at once under one key and gives the other one’s adset name back', async () => {
    const names = (await availableNames(t, cookie, 2)) as [string, string];
    const key = randomUUID();

    const responses = await Promise.all(names.map((name) => post(specPayload(name), key)));

    expect(responses.map((response) => response.status).sort()).toEqual([201, 422]);
    const loser = names[responses.findIndex((response) => response.status === 422)]!;
    expect(await availableNames(t, cookie, 100)).toContain(loser);
  });

  it('answers 409 while the first request with the key still runs, then its campaign', async () => {
    const [adsetName] = (await availableNames(t, cookie)) as [string];
    const key = randomUUID();
    const records = createCampaignRepository(t.stack.table);
    t.stack.sandbox.setKnobs({ meta: { latencyMs: 300 } });
    try {
      const first = post(specPayload(adsetName), key);
      while (!(await records.findById(key))) await new Promise((resolve) => setTimeout(resolve, 20));

      const meanwhile = await post(specPayload(adsetName), key);

      expect(meanwhile.status).toBe(409);
      expect(await meanwhile.json()).toEqual({ message: CREATION_RUNNING_MESSAGE });
      expect((await first).status).toBe(201);
    } finally {
      t.stack.sandbox.setKnobs({});
    }
    const after = await post(specPayload(adsetName), key);
    expect(after.status).toBe(201);
    expect(campaignsMadeFor(adsetName)).toBe(1);
  }, 60_000);

  it('answers the same key and body after Meta refused it with the same failure, trying nothing again', async () => {
    const [adsetName] = (await availableNames(t, cookie)) as [string];
    const key = randomUUID();
    const refused = specPayload(adsetName, { pageId: '999000999' });
    const first = await post(refused, key);
    expect(first.status).toBe(400);
    const failure = await first.json();
    expect(failure.message).toContain('The Page 999000999 does not exist');
    expect(campaignsMadeFor(adsetName)).toBe(1);

    const again = await post(refused, key);

    expect(again.status).toBe(400);
    expect(await again.json()).toEqual(failure);
    expect(campaignsMadeFor(adsetName)).toBe(1);
    expect(await availableNames(t, cookie, 100)).toContain(adsetName);
  });

  it('answers the same key and body after Meta failed it for its own reasons with the same 502', async () => {
    const [adsetName] = (await availableNames(t, cookie)) as [string];
    const key = randomUUID();
    t.stack.sandbox.setKnobs({ meta: { calls: { create: { nextFaults: ['unauthorized'] } } } });
    const first = await post(specPayload(adsetName), key);
    t.stack.sandbox.setKnobs({});
    expect(first.status, await first.clone().text()).toBe(502);
    const failure = await first.json();
    const made = campaignsMadeFor(adsetName);

    const again = await post(specPayload(adsetName), key);

    expect(again.status).toBe(502);
    expect(await again.json()).toEqual(failure);
    expect(campaignsMadeFor(adsetName)).toBe(made);
  });

  it('takes the header over an older client’s body requestId, and reads that field without a header', async () => {
    const [byHeader, byBody] = (await availableNames(t, cookie, 2)) as [string, string];
    const headerKey = randomUUID();
    const withBoth = await post(campaignForm(t, keywordId, byHeader), headerKey);
    expect(withBoth.status).toBe(201);
    expect(((await withBoth.json()) as { id: string }).id).toBe(headerKey);

    const legacy = campaignForm(t, keywordId, byBody);
    const first = await post(legacy);
    const again = await post(legacy);
    expect(first.status).toBe(201);
    expect(await again.json()).toEqual(await first.json());
    expect(campaignsMadeFor(byBody)).toBe(1);
  });

  it('keys a creation by any visible ASCII key and refuses a malformed one with a 400', async () => {
    const [adsetName] = (await availableNames(t, cookie)) as [string];
    const key = `order-${randomUUID()}/retry`;
    const first = await post(specPayload(adsetName), key);
    const again = await post(specPayload(adsetName), key);
    expect(first.status).toBe(201);
    expect(await again.json()).toEqual(await first.json());

    const malformed = await post(specPayload(adsetName), '"unterminated');
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { message: string }).message).toMatch(/^Idempotency-Key: /);
  });
});

import { describe, expect, it } from 'vitest';
import { type CampaignFormInput, campaignFormSchema } from '#shared/schemas/meta-campaigns';
import { creationIdFor, creationRequestFor, formFingerprint } from './creation-key';

const input: CampaignFormInput = {
  useDefaultProfile: false,
  keywordId: 'kw-1',
  campaignObjective: 'OUTCOME_TRAFFIC',
  dailyBudget: 12.5,
  useCBO: false,
  adsetName: 'channel_00001',
  bidStrategy: 'AUTO',
  countries: ['US'],
  deviceTypes: ['MOBILE'],
  ageMin: 18,
  ageMax: 65,
  useCustomUrlParams: false,
  pageId: 'page-1',
  callToAction: 'LEARN_MORE',
  urlParameters: { utm_source: 'df' },
};
const form = (changes: Partial<CampaignFormInput> = {}) => campaignFormSchema.parse({ ...input, ...changes });
const KEY = '8e03978e-40d5-43e8-bc93-6894a57f9324';
const OLD_ID = '0b6f5a2e-8a4c-4d8e-9d1f-2f6a1c3b4d5e';

describe('the creation a POST /api/meta/campaigns asks for', () => {
  it('is keyed by the Idempotency-Key header, quoted or bare, over the body requestId of older clients', () => {
    expect(creationRequestFor(`"${KEY}"`, form({ requestId: OLD_ID })).id).toBe(KEY);
    expect(creationRequestFor(KEY, form()).id).toBe(KEY);
    expect(creationRequestFor(undefined, form({ requestId: OLD_ID })).id).toBe(OLD_ID);
  });

  it('gets a new key of its own when it brings none', () => {
    const first = creationRequestFor(undefined, form()).id;
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(creationRequestFor(undefined, form()).id).not.toBe(first);
  });

  it('keeps the key out of the form it stores and out of the fingerprint', () => {
    const request = creationRequestFor(KEY, form({ requestId: OLD_ID }));
    expect(request.form).not.toHaveProperty('requestId');
    expect(request.fingerprint).toBe(creationRequestFor(KEY, form()).fingerprint);
  });

  it('turns a key that is no UUID into a stable UUID of its own', () => {
    const id = creationIdFor('order-17/retry');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(creationIdFor('order-17/retry')).toBe(id);
    expect(creationIdFor('order-18/retry')).not.toBe(id);
  });
});

describe('formFingerprint', () => {
  it('is the same for the same validated form, whatever its key order or number spelling', () => {
    const reordered = campaignFormSchema.parse(
      Object.fromEntries(Object.entries({ ...input, dailyBudget: '12.50' }).reverse()),
    );
    expect(formFingerprint(reordered)).toBe(formFingerprint(form()));
  });

  it('differs when any field differs', () => {
    const base = formFingerprint(form());
    expect(formFingerprint(form({ dailyBudget: 13 }))).not.toBe(base);
    expect(formFingerprint(form({ countries: ['US', 'CA'] }))).not.toBe(base);
    expect(formFingerprint(form({ urlParameters: { utm_source: 'fb' } }))).not.toBe(base);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { newCampaignForm } from '#shared/meta/campaign-form/new-campaign-form';
import { CREATION_RUNNING_MESSAGE } from '#shared/schemas/meta-campaigns';
import { ApiError } from '../../../lib/api-client';
import { createCampaign, creationEnded } from './create-campaign';

const answered = (status: number) => new ApiError(status, `${status}: {"message":"x"}`);
const refused = (status: number, message: string) =>
  new ApiError(status, `${status}: ${JSON.stringify({ message })}`);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('whether a failed creation needs a new request id', () => {
  it('does after a refusal, or after Meta refused and the creation was undone', () => {
    for (const status of [400, 403, 409, 502])
      expect(creationEnded(answered(status)), `${status}`).toBe(true);
  });

  it('does not while the same request can resume it or its outcome is unknown', () => {
    for (const status of [500, 503, 504]) expect(creationEnded(answered(status)), `${status}`).toBe(false);
    expect(creationEnded(new TypeError('Failed to fetch'))).toBe(false);
  });

  it('does not while the first request with the key still runs, unlike a used adset name (both 409)', () => {
    expect(creationEnded(refused(409, CREATION_RUNNING_MESSAGE))).toBe(false);
    expect(creationEnded(refused(409, 'The adset name channel_00001 is already used'))).toBe(true);
  });

  it('does once the form changed under the key (422)', () => {
    expect(creationEnded(refused(422, 'This idempotency key was used for another request body'))).toBe(true);
  });
});

describe('createCampaign', () => {
  it('sends the key in the Idempotency-Key header and the form alone as the body', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValue(Response.json({ id: 'k', campaignId: '120' }, { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    const form = { ...newCampaignForm(), keywordId: 'kw-1' } as Parameters<typeof createCampaign>[0]['form'];
    const key = '8e03978e-40d5-43e8-bc93-6894a57f9324';

    await expect(createCampaign({ form, key })).resolves.toEqual({ id: 'k', campaignId: '120' });

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/meta/campaigns');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(init?.headers).toMatchObject({
      'Idempotency-Key': `"${key}"`,
      'Content-Type': 'application/json',
    });
    expect(JSON.parse(String(init?.body))).toEqual(form);
    expect(JSON.parse(String(init?.body))).not.toHaveProperty('requestId');
  });
});

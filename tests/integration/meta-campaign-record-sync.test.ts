import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CampaignDetail, CampaignListResponse } from '#shared/schemas/meta-campaigns';
import { availableNames, campaignForm, startCampaignStack } from '#tests/support/meta-campaign-stack';
import type { TestStack } from '#tests/support/test-stack';

let t: TestStack;
let cookie: string;
let keywordId: string;
beforeAll(async () => {
  ({ t, cookie, keywordId } = await startCampaignStack());
}, 120_000);
afterAll(() => t.close());

const act = async (path: string, body: unknown) => {
  const response = await t.call('POST', `/api/meta/campaign/${path}`, { cookie, body });
  expect(response.status, await response.clone().text()).toBe(200);
};
const listed = async (id: string) => {
  const response = await t.call('GET', '/api/meta/campaigns', { cookie });
  return ((await response.json()) as CampaignListResponse).campaigns.find((row) => row.id === id);
};
const detail = async (id: string) =>
  (await (await t.call('GET', `/api/meta/campaigns/${id}`, { cookie })).json()) as CampaignDetail;

describe('insights actions on a campaign this app created', () => {
  it('show in its record at once: the list and the detail agree with Meta', async () => {
    const [adsetName] = (await availableNames(t, cookie)) as [string];
    const created = await t.call('POST', '/api/meta/campaigns', {
      cookie,
      body: campaignForm(t, keywordId, adsetName),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { id, campaignId } = (await created.json()) as { id: string; campaignId: string };
    expect((await listed(id))?.status).toBe('ACTIVE');

    await act('update-status', { campaignId, status: 'PAUSED' });
    expect((await listed(id))?.status).toBe('PAUSED');
    const paused = await detail(id);
    expect(paused.status).toBe('PAUSED');
    expect(paused.metaStatus).toBe('PAUSED');

    await act('update-budget', { campaignId, dailyBudget: 31.5 });
    await act('update-bid-cap', { campaignId, bidAmount: 2.25, bidStrategy: 'BID_CAP' });
    await act('update-status', { campaignId, status: 'ACTIVE' });
    const changed = await detail(id);
    expect(changed.status).toBe('ACTIVE');
    expect(changed.settings).toMatchObject({
      dailyBudget: 31.5,
      bidAmount: 2.25,
      bidStrategy: 'LOWEST_COST_WITH_BID_CAP',
    });
  });
});

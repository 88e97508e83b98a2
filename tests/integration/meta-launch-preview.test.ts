import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LaunchPreview } from '#shared/schemas/meta-launches';
import { createTrafficProfile, startCampaignStack } from '#tests/support/meta-campaign-stack';
import type { TestStack } from '#tests/support/test-stack';

let t: TestStack;
let cookie: string;
let keywordId: string;
let profileId: string;
beforeAll(async () => {
  ({ t, cookie, keywordId } = await startCampaignStack());
  profileId = await createTrafficProfile(t, cookie);
}, 120_000);
afterAll(() => t.close());

const preview = (body: unknown) => t.call('POST', '/api/meta/launches/preview', { cookie, body });

describe('a launch’s preview', () => {
  it('shows the campaign the creator would make from the profile, writing nothing', async () => {
    const before = await (await t.call('GET', '/api/adset-names', { cookie })).json();
    const response = await preview({ keywordIds: [keywordId], profileId, dailyBudget: 20 });
    expect(response.status).toBe(200);
    const { items } = (await response.json()) as LaunchPreview;
    expect(items).toHaveLength(1);
    const [item] = items;
    const keyword = await t.stack.deps.keywords.findById(keywordId);
    expect(item).toMatchObject({
      keywordId,
      adsetName: before.availableNames[0].adset_name,
      adTitle: keyword?.adTitle,
      pageId: t.stack.sandbox.meta.page.id,
      dailyBudget: 20,
    });
    expect(item?.landingUrl.startsWith(`${keyword?.publishedUrl}?`)).toBe(true);
    expect(item?.landingUrl).toContain(`channel=${item?.adsetName}`);
    expect(item?.checks.filter((check) => check.status === 'failed')).toEqual([]);
    // Nothing taken from the pool.
    expect(await (await t.call('GET', '/api/adset-names', { cookie })).json()).toEqual(before);
  });

  it('refuses more than 200 articles, none, and unknown ones with a message', async () => {
    const tooMany = await preview({ keywordIds: Array.from({ length: 201 }, (_, i) => `k${i}`), profileId });
    expect(tooMany.status).toBe(400);
    expect(((await tooMany.json()) as { message: string }).message).toContain(
      'At most 200 campaigns can be launched at once',
    );
    expect((await preview({ keywordIds: [], profileId })).status).toBe(400);
    expect((await preview({ keywordIds: ['nope'], profileId })).status).toBe(404);
    expect((await preview({ keywordIds: [keywordId], profileId: 'nope' })).status).toBe(404);
  });
});

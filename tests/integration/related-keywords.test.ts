import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { missingPermissionMessage } from '#shared/access/roles';
import { presetRange } from '#shared/insights/insights-formulas';
import type { AiBudgetStatus } from '#shared/schemas/ai-budget';
import { DEFAULT_KEYWORD_OPTIONS } from '#shared/schemas/keywords';
import type { RelatedKeywordsResponse } from '#shared/schemas/related-keywords';
import { availableNames, campaignForm, startCampaignStack } from '#tests/support/meta-campaign-stack';
import { expectStatus } from '#tests/support/meta-rule-stack';
import { TEST_NOW_MS } from '#tests/support/test-clock';
import type { TestStack } from '#tests/support/test-stack';
import { addUser } from '#tests/support/user-builder';

/**
 * "More like this" on the local stack, its text from the OpenAI/Gemini sandbox (no credentials saved):
 * the sandbox answers the Related Keywords prompt with `<keyword> accessories`, `<keyword> care tips`,
 * `<keyword> gift ideas`... in that order (`infra/local/sandbox/text-wording.ts`).
 */
let t: TestStack;
let cookie: string;
let keywordId: string;
let campaign: { campaignName: string; adTitle: string; adDescription: string };
let existingId: string;
const range = presetRange('last30', TEST_NOW_MS);

beforeAll(async () => {
  // "hiking boots", published, on the primary site, with the Meta sandbox's credentials.
  ({ t, cookie, keywordId } = await startCampaignStack());
  const [adsetName] = await availableNames(t, cookie);
  const created = await expectStatus<{ id: string }>(
    await t.call('POST', '/api/meta/campaigns', { cookie, body: campaignForm(t, keywordId, adsetName!) }),
    201,
  );
  const record = await expectStatus<typeof campaign>(
    await t.call('GET', `/api/meta/campaigns/${created.id}`, { cookie }),
    200,
  );
  campaign = {
    campaignName: record.campaignName,
    adTitle: record.adTitle,
    adDescription: record.adDescription,
  };
  // The keyword's own copy edited since: the campaign's is another.
  const body = { adTitle: 'Boots For Every Trail', adDescription: 'Our own words about boots.' };
  await expectStatus(await t.call('PATCH', `/api/keywords/${keywordId}`, { cookie, body }), 200);
  const { created: existing } = await t.stack.deps.keywords.create([
    // The same words as the first suggestion, on the same site.
    { masterKeyword: 'Accessories, boots hiking', options: DEFAULT_KEYWORD_OPTIONS, siteId: 'primary' },
    // The same words as the second, on another site: no collision.
    { masterKeyword: 'hiking boots care tips', options: DEFAULT_KEYWORD_OPTIONS, siteId: 'elsewhere' },
  ]);
  existingId = existing[0]!.id;
}, 180_000);
afterAll(() => t.close());

const related = (body: unknown, id = keywordId, as = cookie) =>
  t.call('POST', `/api/keywords/${id}/related`, { cookie: as, body });

/** What a call could have written: keywords by status, the source's usage, the AI spent today. */
async function state() {
  const budget = await expectStatus<AiBudgetStatus>(await t.call('GET', '/api/ai-budget', { cookie }), 200);
  return {
    counts: await t.stack.deps.keywords.counts(),
    usage: (await t.stack.deps.keywords.findById(keywordId))?.usage,
    spentToday: budget.daily.spentUsd,
  };
}

describe('POST /api/keywords/{id}/related', () => {
  it('suggests as many keywords as asked, naming the existing keyword of the site with the same words', async () => {
    const before = await state();

    const answer = await expectStatus<RelatedKeywordsResponse>(await related({ count: 5 }), 200);

    expect(answer.suggestions).toEqual([
      {
        keyword: 'hiking boots accessories',
        collision: { keywordId: existingId, keyword: 'Accessories, boots hiking' },
      },
      { keyword: 'hiking boots care tips' },
      { keyword: 'hiking boots gift ideas' },
      { keyword: 'hiking boots on a budget' },
      { keyword: 'hiking boots for travel' },
    ]);
    // Without a range: the keyword's own ad copy.
    expect(answer.adCopy).toEqual({
      adTitle: 'Boots For Every Trail',
      adDescription: 'Our own words about boots.',
      campaignName: null,
    });
    // Nothing written but the call's cost, to the AI budget.
    const after = await state();
    expect(after.counts).toEqual(before.counts);
    expect(after.usage).toEqual(before.usage);
    expect(after.spentToday).toBeGreaterThan(before.spentToday);
  });

  it('writes from the ad copy of the keyword’s campaign with the best net ROI over the range given', async () => {
    const answer = await expectStatus<RelatedKeywordsResponse>(await related({ count: 50, range }), 200);

    expect(answer.adCopy).toEqual(campaign);
    expect(answer.suggestions).toHaveLength(50);
    expect(new Set(answer.suggestions.map((suggestion) => suggestion.keyword)).size).toBe(50);
  });

  it('refuses a count outside 1 to 50, an unknown keyword, and a role that may not add keywords', async () => {
    for (const count of [0, 51])
      expect(await expectStatus(await related({ count }), 400)).toEqual({
        message: 'count: Ask for 1 to 50 related keywords',
      });
    expect(await expectStatus(await related({ count: 5 }, 'no-such-keyword'), 404)).toEqual({
      message: 'Keyword not found: no-such-keyword',
    });
    const viewer = await addUser(t, cookie, { role: 'viewer' });
    const viewerCookie = await t.signIn(viewer.email, viewer.password);
    expect(await expectStatus(await related({ count: 5 }, keywordId, viewerCookie), 403)).toEqual({
      message: missingPermissionMessage('manage_keywords'),
    });
    const writer = await addUser(t, cookie, { role: 'writer' });
    const writerCookie = await t.signIn(writer.email, writer.password);
    await expectStatus(await related({ count: 1 }, keywordId, writerCookie), 200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QualityReport } from '#shared/schemas/quality';
import { FAST_RETRIES, reload } from '#tests/support/pipeline-stack';
import { startTestStack, type TestStack } from '#tests/support/test-stack';
import { createQualityReportStore } from '../../functions/src/adapters/dynamodb/quality/quality-items';

/**
 * Internal links (issue 24): one keyword at a time, all sharing the manual tag "budget gear", one a
 * near-duplicate held for review. Each live article links to the articles live before it (at most three),
 * through the paragraph naming the tag; nothing links to the draft, and the draft links to nothing.
 */

let t: TestStack;
let byName: Map<string, Awaited<ReturnType<typeof reload>>[number]>;
const NAMES = ['oak desks', 'pine shelves', 'walnut chairs', 'shelves pine', 'birch stools'];

beforeAll(async () => {
  t = await startTestStack({ pipeline: { maxConcurrency: 1, imageCount: 1, providerOptions: FAST_RETRIES } });
  const cookie = await t.signIn();
  const response = await t.call('POST', '/api/keywords/batch', {
    cookie,
    body: {
      keywords: NAMES,
      manualTags: 'budget gear',
      transactionalTagsCount: 1,
      navigationalTagsCount: 1,
      generateVariants: false,
      publishToWordPress: true,
      generateAds: false,
    },
  });
  expect(response.status).toBe(201);
  const ids = ((await response.json()) as { created: { id: string }[] }).created.map((keyword) => keyword.id);
  await t.stack.pipeline.idle();
  byName = new Map((await reload(t.stack, ids)).map((keyword) => [keyword.masterKeyword, keyword]));
}, 120_000);
afterAll(() => t.close());

const linksOf = async (name: string) =>
  ((await createQualityReportStore(t.stack.table).get(byName.get(name)!.id)) as QualityReport)
    .internalLinks ?? [];

async function postHtml(name: string): Promise<string> {
  const { siteUrl, username, appPassword } = t.stack.sandbox.wordpress;
  const id = byName.get(name)!.wordpressPostId;
  const response = await fetch(`${siteUrl}/wp-json/wp/v2/posts/${id}?context=edit`, {
    headers: { authorization: `Basic ${Buffer.from(`${username}:${appPassword}`).toString('base64')}` },
  });
  return ((await response.json()) as { content: { raw: string } }).content.raw;
}

describe('internal links before publishing', () => {
  it('links each live article to the related articles live before it, at most three', async () => {
    expect([...byName.values()].map((keyword) => `${keyword.masterKeyword}: ${keyword.status}`)).toEqual(
      NAMES.map((name) => `${name}: ${name === 'shelves pine' ? 'Needs review' : 'Completed'}`),
    );
    const ids = (names: string[]) => names.map((name) => byName.get(name)!.id).sort();
    expect(await linksOf('oak desks')).toEqual([]);
    expect((await linksOf('pine shelves')).map((link) => link.keywordId)).toEqual(ids(['oak desks']));
    expect((await linksOf('walnut chairs')).map((link) => link.keywordId).sort()).toEqual(
      ids(['oak desks', 'pine shelves']),
    );
    const last = await linksOf('birch stools');
    expect(last.map((link) => link.keywordId).sort()).toEqual(
      ids(['oak desks', 'pine shelves', 'walnut chairs']),
    );
    for (const link of last)
      expect(link.url).toBe(
        byName.get([...byName.keys()].find((name) => byName.get(name)!.id === link.keywordId)!)!.url,
      );
  });

  it('sends the links to WordPress, in paragraphs, never in headings', async () => {
    const html = await postHtml('walnut chairs');
    for (const link of await linksOf('walnut chairs')) {
      expect(html).toMatch(new RegExp(`<p>[^\\n]*<a href="${link.url}">[^<]+</a>[^\\n]*</p>`));
      expect(html.split(`href="${link.url}"`)).toHaveLength(2);
    }
    expect(html).not.toMatch(/<h[1-6]>[^<]*<a /);
  });

  it('never links to the draft held for review, and gives the draft no links', async () => {
    const draft = byName.get('shelves pine')!;
    expect(await linksOf('shelves pine')).toEqual([]);
    for (const name of ['walnut chairs', 'birch stools'])
      expect((await linksOf(name)).map((link) => link.keywordId)).not.toContain(draft.id);
  });
});

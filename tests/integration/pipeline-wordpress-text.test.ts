import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAST_RETRIES, runKeywords } from '#tests/support/pipeline-stack';
import { startTestStack, type TestStack } from '#tests/support/test-stack';
import type { KeywordRecord } from '../../functions/src/ports/keywords';
import type { Keyword } from '../../shared/schemas/keywords';

/**
 * A keyword's text reaches WordPress as text: its title, tags, featured image title and alt text are sent
 * with `<`, `>` and `&` encoded (those fields hold HTML there), once, however often the keyword is
 * published, while the app keeps and shows the text as written.
 */
const MARKUP = '<img src=x onerror=alert(1)>';
const AMPERSAND = 'salt & pepper grinders';

let t: TestStack;
let cookie: string;
let runId: string;

beforeAll(async () => {
  t = await startTestStack({ pipeline: { maxConcurrency: 2, providerOptions: FAST_RETRIES } });
  cookie = await t.signIn();
  const response = await t.call('POST', '/api/keywords/batch', {
    cookie,
    body: {
      keywords: [MARKUP, AMPERSAND],
      manualTags: 'herbs & <b>spices</b>',
      transactionalTagsCount: 2,
      navigationalTagsCount: 2,
      generateVariants: false,
      publishToWordPress: true,
      generateAds: false,
    },
  });
  expect(response.status).toBe(201);
  runId = ((await response.json()) as { runId: string }).runId;
  await t.stack.pipeline.idle();
}, 120_000);
afterAll(() => t.close());

/** Text as a WordPress field holding HTML must carry it to show it as written. */
const asHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
/** What a browser shows for such a field. */
const shown = (html: string) => html.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');

/** What the sandbox WordPress holds, read over its REST API in the `edit` context (fields as received). */
async function wordpress(route: string) {
  const { siteUrl, username, appPassword } = t.stack.sandbox.wordpress;
  const response = await fetch(`${siteUrl}/?rest_route=/wp/v2/${route}&context=edit`, {
    headers: { authorization: `Basic ${Buffer.from(`${username}:${appPassword}`).toString('base64')}` },
  });
  expect(response.status).toBe(200);
  return response.json();
}

async function published(keyword: KeywordRecord) {
  const post = await wordpress(`posts/${keyword.wordpressPostId}`);
  const media = await wordpress(`media/${post.featured_media}`);
  const tagNames = await Promise.all(
    (post.tags as number[]).map(async (id) => (await wordpress(`tags/${id}`)).name as string),
  );
  return { post, media, tagNames };
}

const byKeyword = async (masterKeyword: string) => {
  const keyword = (await runKeywords(t.stack, runId)).find((found) => found.masterKeyword === masterKeyword);
  expect(keyword).toMatchObject({ status: 'Completed', articleStatus: 'published' });
  return keyword!;
};

describe('publishing a keyword whose text looks like markup', () => {
  it('sends its title, tags, image title and alt text to WordPress encoded', async () => {
    const keyword = await byKeyword(MARKUP);
    const { post, media, tagNames } = await published(keyword);

    expect(keyword.title).toContain('<img');
    expect(post.title.raw).toBe(asHtml(keyword.title));
    expect(post.title.rendered).not.toContain('<');
    expect(media.title.raw).toBe(asHtml(keyword.title));
    expect(media.alt_text).toBe(asHtml(keyword.images[0]!.caption));
    expect(media.alt_text).not.toContain('<');
    const tags = [
      keyword.primaryTag,
      ...(keyword.tags?.Transactional ?? []),
      ...(keyword.tags?.Navigational ?? []),
      ...keyword.manualTags,
    ];
    expect(tagNames.toSorted()).toEqual([...new Set(tags.map(asHtml))].toSorted());
    expect(tagNames.some((name) => name.includes('<'))).toBe(false);
  });

  it('keeps "&" as written in the app and sends it encoded once, again when it is published again', async () => {
    const keyword = await byKeyword(AMPERSAND);
    const before = await published(keyword);

    await t.stack.deps.launcher.launch({
      kind: 'bulk-process',
      mode: 'full',
      keywordIds: [keyword.id],
      requestedBy: 'admin@example.com',
    });
    await t.stack.pipeline.idle();
    const again = await byKeyword(AMPERSAND);
    const after = await published(again);
    const view = (await (await t.call('GET', `/api/keywords/${keyword.id}`, { cookie })).json()) as Keyword;

    expect(view.title).toContain('Salt & Pepper');
    expect(view.title).toBe(keyword.title);
    expect(again.wordpressPostId).toBe(keyword.wordpressPostId);
    expect(after.post.title.raw).toBe(asHtml(keyword.title));
    expect(after.post.title.raw).toContain('Salt &amp; Pepper');
    expect(after.post.title.raw).not.toContain('&amp;amp;');
    // WordPress answers the title as HTML: shown, it reads as the app shows it.
    expect(shown(after.post.title.rendered)).toBe(view.title);
    expect(after.tagNames).toContain('herbs &amp; &lt;b&gt;spices&lt;/b&gt;');
    expect(after.post.tags).toEqual(before.post.tags);
  }, 60_000);
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ProcessingStatus, processingStatusSchema } from '#shared/schemas/processing';
import { FAST_RETRIES, runKeywords, storedImageKeys, wordpressList } from '#tests/support/pipeline-stack';
import { startTestStack, type TestStack } from '#tests/support/test-stack';

const MARKS = /^[✓↻✗] /;
const KEYWORDS = [
  'hiking boots',
  'trail running shoes',
  'camping stove',
  'down sleeping bag',
  'trekking poles',
];

let t: TestStack;
let cookie: string;
beforeAll(async () => {
  // A little latency, so the run is still going when the status is first read.
  t = await startTestStack({
    pipeline: { maxConcurrency: 4, providerOptions: FAST_RETRIES },
    sandboxKnobs: { gemini: { latencyMs: 30 } },
  });
  cookie = await t.signIn();
});
afterAll(() => t.close());

const status = async (): Promise<ProcessingStatus> => {
  const response = await t.call('GET', '/api/processing/status', { cookie });
  expect(response.status).toBe(200);
  return processingStatusSchema.parse(await response.json());
};

describe('a batch through the local state machine', () => {
  let runId: string;
  let ids: string[];

  beforeAll(async () => {
    // As the Add Keywords dialog sends it.
    const response = await t.call('POST', '/api/keywords/batch', {
      cookie,
      body: {
        keywords: KEYWORDS,
        manualTags: 'budget gear',
        transactionalTagsCount: 4,
        navigationalTagsCount: 3,
        generateVariants: true,
        publishToWordPress: true,
        generateAds: true,
      },
    });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { runId: string; created: { id: string }[] };
    runId = body.runId;
    ids = body.created.map((keyword) => keyword.id);
  });

  it('reports the run while it is going', async () => {
    const during = await status();

    expect(during.isComplete).toBe(false);
    expect(during.overall.total).toBeGreaterThanOrEqual(5);
    expect(during.overall.completed).toBeLessThan(during.overall.total);
    expect(during.logs[0]).toMatch(/^↻ Processing 5 keywords \(new keywords, by admin@example\.com\)$/);
  });

  it('completes every keyword with article, images, ad copy, variants and a WordPress post', async () => {
    await t.stack.pipeline.idle();
    const keywords = await runKeywords(t.stack, runId);
    const masters = keywords.filter((keyword) => !keyword.parentId);
    const variants = keywords.filter((keyword) => keyword.parentId);

    expect(masters.map((keyword) => keyword.id).sort()).toEqual([...ids].sort());
    expect(variants).toHaveLength(15);
    for (const master of masters) {
      expect(variants.filter((variant) => variant.parentId === master.id)).toHaveLength(3);
    }
    for (const keyword of keywords) {
      expect(keyword.status, keyword.errorReason).toBe('Completed');
      expect(keyword.primaryTag).toBe(keyword.tags?.Transactional?.[0]);
      expect(keyword.tags?.Transactional).toHaveLength(4);
      expect(keyword.tags?.Navigational).toHaveLength(3);
      expect(keyword.title.length).toBeGreaterThan(10);
      expect(keyword.article).toMatch(/<h2>/);
      // Manual tags are carried into everything generated, variants included.
      expect(keyword.manualTags).toEqual(['budget gear']);
      expect(keyword.article).toContain('budget gear');
      expect(keyword.images).toHaveLength(2);
      expect(keyword.images.every((image) => image.url.startsWith('/images/') && image.caption)).toBe(true);
      expect(keyword.adTitle.length).toBeGreaterThan(0);
      expect(keyword.adDescription.length).toBeGreaterThan(0);
      expect(keyword).toMatchObject({ articleStatus: 'published', url: keyword.publishedUrl });
      expect(Date.parse(keyword.publishedDate ?? '')).not.toBeNaN();
      expect(Object.keys(keyword.promptIds).sort()).toEqual(
        [
          'adDescription',
          'adTitle',
          'article',
          'imagePrompt',
          // The article step also writes the SEO title and meta description (decision 041).
          'seoDescription',
          'seoTitle',
          'tags',
          'title',
          ...(keyword.parentId ? [] : ['variants']),
        ].sort(),
      );
      expect(keyword.usage['images:gpt-image-1:images']).toBe(2);
      expect(keyword.usage['article:gemini-2.5-flash:outputTokens']).toBeGreaterThan(0);
    }

    const posts = await wordpressList(t.stack, 'posts');
    expect(posts).toHaveLength(20);
    expect(new Set(posts.map((post) => post.link))).toEqual(new Set(keywords.map((keyword) => keyword.url)));
    expect(posts.every((post) => (post.featured_media ?? 0) > 0 && (post.tags ?? []).length >= 7)).toBe(true);
    expect(await wordpressList(t.stack, 'media')).toHaveLength(20);
  }, 180_000);

  it('reports the finished run: all done, every log line marked', async () => {
    const done = await status();

    expect(done).toMatchObject({
      isComplete: true,
      overall: { completed: 20, total: 20, percentage: 100 },
      currentOperation: 'Processing complete',
    });
    expect(done.logs.every((line) => MARKS.test(line))).toBe(true);
    expect(done.logs).toContain('↻ Processing 15 variants');
    expect(done.logs.at(-1)).toBe('✓ Processing complete: 20 completed, 0 failed');
  });

  it("serves a keyword's images through the image proxy, and 404 for what does not exist", async () => {
    const [keyword] = await runKeywords(t.stack, runId);
    const image = await t.call('GET', `/api/image-proxy/${keyword!.id}?index=1`, { cookie });
    const bytes = new Uint8Array(await image.arrayBuffer());

    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect([...bytes.slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    expect((await t.call('GET', `/api/image-proxy/${keyword!.id}?index=2`, { cookie })).status).toBe(404);
    const unknown = await t.call('GET', '/api/image-proxy/no-such-keyword?index=0', { cookie });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: 'Keyword not found' });
    expect((await t.call('GET', `/api/image-proxy/${keyword!.id}?index=-1`, { cookie })).status).toBe(400);
  });

  it('reprocessing a published keyword updates its post instead of publishing another', async () => {
    const [keyword] = await runKeywords(t.stack, runId);
    const postsBefore = await wordpressList(t.stack, 'posts');
    const mediaBefore = await wordpressList(t.stack, 'media');
    const oldFeatured = postsBefore.find((post) => post.id === keyword!.wordpressPostId)?.featured_media;

    await t.stack.deps.launcher.launch({
      kind: 'bulk-process',
      mode: 'full',
      keywordIds: [keyword!.id],
      requestedBy: 'admin@example.com',
    });
    await t.stack.pipeline.idle();
    const [again] = await runKeywords(t.stack, runId);

    expect(again).toMatchObject({
      status: 'Completed',
      url: keyword!.url,
      wordpressPostId: keyword!.wordpressPostId,
    });
    const postsAfter = await wordpressList(t.stack, 'posts');
    expect(postsAfter).toHaveLength(postsBefore.length);
    // The new images replaced the old featured one, which left the media library: no orphan.
    const newFeatured = postsAfter.find((post) => post.id === keyword!.wordpressPostId)?.featured_media;
    const mediaAfter = (await wordpressList(t.stack, 'media')).map((media) => media.id);
    expect(newFeatured).toBeGreaterThan(0);
    expect(newFeatured).not.toBe(oldFeatured);
    expect(mediaAfter).toHaveLength(mediaBefore.length);
    expect(mediaAfter).toContain(newFeatured);
    expect(mediaAfter).not.toContain(oldFeatured);
    const status = (await (await t.call('GET', '/api/processing/status', { cookie })).json()) as {
      logs: string[];
    };
    expect(status.logs).toContain(`✓ "${keyword!.masterKeyword}": updated ${keyword!.url}`);
  }, 60_000);

  it('regenerates images in a run of their own, replacing the files', async () => {
    const [keyword] = await runKeywords(t.stack, runId);
    const before = await storedImageKeys(t.stack, keyword!.id);

    const { runId: regenerate } = await t.stack.deps.launcher.launch({
      kind: 'regenerate-images',
      mode: 'images',
      keywordIds: [keyword!.id],
      requestedBy: 'admin@example.com',
    });
    await t.stack.pipeline.idle();
    const [after] = await runKeywords(t.stack, regenerate);

    expect(after).toMatchObject({ status: 'Completed', title: keyword!.title, url: keyword!.url });
    expect(after!.images).toHaveLength(2);
    expect(after!.images.map((image) => image.url)).not.toEqual(keyword!.images.map((image) => image.url));
    const keys = await storedImageKeys(t.stack, keyword!.id);
    expect(keys).toEqual(after!.images.map((image) => image.url.slice(1)).sort());
    expect(keys).not.toEqual(before);
  }, 60_000);
});

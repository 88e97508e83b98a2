import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_QUALITY_SETTINGS } from '#shared/articles/quality-defaults';
import { wordpressSlug } from '#shared/articles/wordpress-slug';
import { type ProcessingStatus, processingStatusSchema } from '#shared/schemas/processing';
import type { QualityReport } from '#shared/schemas/quality';
import { addKeywordsAndRun } from '#tests/support/add-keywords-run';
import { FAST_RETRIES, reload, wordpressList } from '#tests/support/pipeline-stack';
import { startTestStack, type TestStack } from '#tests/support/test-stack';

/**
 * The SEO title and meta description (decision 041): generated with the article, stored on the keyword,
 * held to their lengths by the quality gate and sent to WordPress as the post's slug and excerpt. The
 * sandbox's model keeps a keyword whole in its SEO title, so a keyword longer than 60 characters gives an
 * over-long title, which is held back, never cut.
 */

const SHORT = 'trail running shoes';
const LONG = 'lightweight waterproof hiking boots for wide feet on rocky alpine trails';

let t: TestStack;
let cookie: string;
let ids: string[];
beforeAll(async () => {
  t = await startTestStack({ pipeline: { maxConcurrency: 2, imageCount: 1, providerOptions: FAST_RETRIES } });
  cookie = await t.signIn();
  ids = await addKeywordsAndRun(t, cookie, [SHORT, LONG]);
}, 120_000);
afterAll(() => t.close());

interface WpPost {
  id: number;
  slug: string;
  status: string;
  excerpt: { raw: string };
}

async function post(id: number | undefined): Promise<WpPost | undefined> {
  const posts = (await wordpressList(t.stack, 'posts')) as unknown as WpPost[];
  return posts.find((candidate) => candidate.id === id);
}

const quality = async (id: string) =>
  (await (await t.call('GET', `/api/keywords/${id}/quality`, { cookie })).json()) as QualityReport;
const result = (report: QualityReport, check: string) => report.results.find((r) => r.check === check);

/** Waits for the run a request just started to finish (its execution may start a moment later). */
async function runFinished(response: Response) {
  expect(response.status).toBe(200);
  const { runId } = (await response.json()) as { runId: string };
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if ((await t.stack.deps.runs.get(runId))?.finishedAt) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`run ${runId} did not finish`);
}

describe('SEO title and meta description', () => {
  it('are generated, stored, shown by the keyword and sent as the post’s slug and excerpt', async () => {
    const [keyword] = await reload(t.stack, [ids[0]!]);
    expect(keyword, keyword?.errorReason).toMatchObject({ status: 'Completed', articleStatus: 'published' });
    const { seoTitle, seoDescription } = keyword!;
    expect(seoTitle?.toLowerCase()).toContain(SHORT);
    expect(seoTitle!.length).toBeLessThanOrEqual(60);
    expect(seoDescription!.length).toBeGreaterThanOrEqual(120);
    expect(seoDescription!.length).toBeLessThanOrEqual(160);
    expect(keyword?.promptIds).toMatchObject({
      seoTitle: 'default-seoTitle',
      seoDescription: 'default-seoDescription',
    });

    const detail = await (await t.call('GET', `/api/keywords/${ids[0]}`, { cookie })).json();
    expect(detail).toMatchObject({ seoTitle, seoDescription });

    const published = await post(keyword?.wordpressPostId);
    expect(published?.status).toBe('publish');
    expect(published?.excerpt.raw).toBe(seoDescription);
    expect(published?.slug).toMatch(new RegExp(`^${wordpressSlug(seoTitle!)}-[0-9a-f]{10}$`));
    expect(keyword?.url).toContain(published!.slug);

    const report = await quality(ids[0]!);
    expect(result(report, 'seoTitle')).toEqual({
      check: 'seoTitle',
      verdict: 'passed',
      figure: seoTitle!.length,
      threshold: '≤ 60',
    });
    expect(result(report, 'seoDescription')).toMatchObject({ verdict: 'passed', threshold: '120–160' });
  });

  it('holds an over-long SEO title back as a draft, kept whole, with the check failed', async () => {
    const [keyword] = await reload(t.stack, [ids[1]!]);
    expect(keyword, keyword?.errorReason).toMatchObject({ status: 'Needs review', articleStatus: 'pending' });
    expect(keyword?.seoTitle?.toLowerCase()).toContain(LONG);
    expect(keyword!.seoTitle!.length).toBeGreaterThan(60);

    const report = await quality(ids[1]!);
    expect(report.held).toBe(true);
    expect(result(report, 'seoTitle')).toEqual({
      check: 'seoTitle',
      verdict: 'failed',
      figure: keyword!.seoTitle!.length,
      threshold: '≤ 60',
      detail: `${keyword!.seoTitle!.length - 60} characters over the limit`,
    });
    const draft = await post(keyword?.wordpressPostId);
    expect(draft?.status).toBe('draft');
    expect(draft?.excerpt.raw).toBe(keyword?.seoDescription);

    const status: ProcessingStatus = processingStatusSchema.parse(
      await (await t.call('GET', '/api/processing/status', { cookie })).json(),
    );
    expect(status.logs).toContainEqual(
      expect.stringMatching(
        new RegExp(`^✓ "${LONG}": needs review: SEO title length \\(\\d+ characters over the limit\\)`),
      ),
    );
  });

  it('publishes it once the check no longer blocks, with a warning', async () => {
    const saved = await t.call('PUT', '/api/settings/quality', {
      cookie,
      body: { ...DEFAULT_QUALITY_SETTINGS, blocking: ['nearDuplicate', 'leftoverMarkup', 'seoDescription'] },
    });
    expect(saved.status).toBe(200);
    await runFinished(await t.call('POST', `/api/keywords/${ids[1]}/regenerate-article`, { cookie }));

    const [keyword] = await reload(t.stack, [ids[1]!]);
    expect(keyword).toMatchObject({ status: 'Completed', articleStatus: 'published' });
    expect(result(await quality(ids[1]!), 'seoTitle')).toMatchObject({ verdict: 'warning' });
    const published = await post(keyword?.wordpressPostId);
    expect(published?.status).toBe('publish');
    expect(published?.slug.startsWith(`${wordpressSlug(keyword!.seoTitle!)}-`)).toBe(true);
  });
});

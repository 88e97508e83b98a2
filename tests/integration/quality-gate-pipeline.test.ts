import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ProcessingStatus, processingStatusSchema } from '#shared/schemas/processing';
import type { QualityReport } from '#shared/schemas/quality';
import { addKeywordsAndRun } from '#tests/support/add-keywords-run';
import { FAST_RETRIES, reload, wordpressList } from '#tests/support/pipeline-stack';
import { startTestStack, type TestStack } from '#tests/support/test-stack';
import { addUser } from '#tests/support/user-builder';
import { createQualityReportStore } from '../../functions/src/adapters/dynamodb/quality/quality-items';

/**
 * The quality gate in the pipeline (decision 036): of two near-identical keywords of one batch, the sandbox
 * writes near-identical articles (same words, another order); one goes live, the other goes to WordPress
 * as a draft and waits in Needs review, naming the first.
 */

let t: TestStack;
let cookie: string;
let ids: string[];
beforeAll(async () => {
  t = await startTestStack({ pipeline: { maxConcurrency: 4, imageCount: 1, providerOptions: FAST_RETRIES } });
  cookie = await t.signIn();
  ids = await addKeywordsAndRun(t, cookie, ['best hiking boots', 'hiking boots best', 'camping stove']);
}, 120_000);
afterAll(() => t.close());

const report = async (id: string) => (await createQualityReportStore(t.stack.table).get(id)) as QualityReport;

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

interface WpPost {
  id: number;
  status: string;
  link: string;
}

async function postsById(): Promise<Map<number, WpPost>> {
  const posts = (await wordpressList(t.stack, 'posts')) as unknown as WpPost[];
  return new Map(posts.map((post) => [post.id, post]));
}

describe('the quality gate before publishing', () => {
  it('publishes one of two near-duplicates and holds the other as a draft naming the first', async () => {
    const [first, second, other] = await reload(t.stack, ids);
    const keywords = [first!, second!];
    const live = keywords.find((keyword) => keyword.status === 'Completed');
    const held = keywords.find((keyword) => keyword.status === 'Needs review');
    expect(
      live,
      keywords.map((keyword) => `${keyword.status} ${keyword.errorReason}`).join(', '),
    ).toBeDefined();
    expect(held).toBeDefined();
    expect(other).toMatchObject({ status: 'Completed', articleStatus: 'published' });

    expect(live).toMatchObject({ articleStatus: 'published' });
    expect(held).toMatchObject({ articleStatus: 'pending', url: undefined, publishedUrl: undefined });
    const posts = await postsById();
    expect(posts.get(live!.wordpressPostId!)?.status).toBe('publish');
    expect(posts.get(held!.wordpressPostId!)?.status).toBe('draft');

    const heldReport = await report(held!.id);
    expect(heldReport.held).toBe(true);
    const duplicate = heldReport.results.find((result) => result.check === 'nearDuplicate')!;
    expect(duplicate).toMatchObject({
      verdict: 'failed',
      threshold: '< 0.6',
      nearest: { keywordId: live!.id, masterKeyword: live!.masterKeyword },
    });
    expect(duplicate.figure).toBeGreaterThanOrEqual(0.6);
    // Every other check passed on the sandbox's article.
    expect(
      heldReport.results.filter((result) => result.verdict !== 'passed').map((result) => result.check),
    ).toEqual(['nearDuplicate']);
    const liveReport = await report(live!.id);
    expect(liveReport.held).toBe(false);
    expect(liveReport.results.every((result) => result.verdict === 'passed')).toBe(true);
  });

  it('names the failed check in the processing log and counts the held keyword as processed', async () => {
    const response = await t.call('GET', '/api/processing/status', { cookie });
    const status: ProcessingStatus = processingStatusSchema.parse(await response.json());
    const [first, second] = await reload(t.stack, ids);
    const held = [first!, second!].find((keyword) => keyword.status === 'Needs review')!;
    const live = [first!, second!].find((keyword) => keyword.status === 'Completed')!;
    expect(status.logs).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^✓ "${held.masterKeyword}": needs review: Near-duplicate \\(\\d+% similar to "${live.masterKeyword}"\\) check failed$`,
        ),
      ),
    );
    expect(status.logs).toContainEqual(
      expect.stringMatching(
        new RegExp(`^✓ "${held.masterKeyword}": sent to WordPress as a draft for review`),
      ),
    );
    expect(status.logs.at(-1)).toBe('✓ Processing complete: 3 completed, 0 failed');
  });

  it('offers the campaign creator the live articles, never the one in review', async () => {
    const response = await t.call('GET', '/api/keywords/published-all', { cookie });
    const offered = ((await response.json()) as { keywords: { id: string; status: string }[] }).keywords;
    expect(offered).toHaveLength(2);
    expect(offered.every((keyword) => keyword.status === 'Completed')).toBe(true);
  });

  it('lists the held keyword under the "needs review" filter', async () => {
    const response = await t.call('GET', '/api/keywords?status=needs%20review', { cookie });
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      keywords: { masterKeyword: string; status: string }[];
      total: number;
    };
    expect(body.total).toBe(1);
    expect(body.keywords[0]?.status).toBe('Needs review');
  });

  it('lets only a role that may publish approve, and only a keyword in review', async () => {
    const [first, second] = await reload(t.stack, ids);
    const held = [first!, second!].find((keyword) => keyword.status === 'Needs review')!;
    const live = [first!, second!].find((keyword) => keyword.status === 'Completed')!;
    const { email, password } = await addUser(t, cookie, { role: 'writer' });
    const writer = await t.signIn(email, password);
    expect((await t.call('POST', `/api/keywords/${held.id}/approve`, { cookie: writer })).status).toBe(403);
    const notHeld = await t.call('POST', `/api/keywords/${live.id}/approve`, { cookie });
    expect(notHeld.status).toBe(409);
    expect(await notHeld.json()).toEqual({ message: 'Only keywords in Needs review can be approved.' });
    expect((await t.call('POST', '/api/keywords/bulk-approve', { cookie, body: { ids: [] } })).status).toBe(
      400,
    );
    expect((await reload(t.stack, [held.id]))[0]?.status).toBe('Needs review');
  });

  it('publishes the held draft as it is once approved', async () => {
    const [first, second] = await reload(t.stack, ids);
    const held = [first!, second!].find((keyword) => keyword.status === 'Needs review')!;
    await runFinished(await t.call('POST', `/api/keywords/${held.id}/approve`, { cookie }));

    const [approved] = await reload(t.stack, [held.id]);
    expect(approved).toMatchObject({
      status: 'Completed',
      articleStatus: 'published',
      article: held.article,
    });
    expect(approved?.wordpressPostId).toBe(held.wordpressPostId);
    expect((await postsById()).get(held.wordpressPostId!)?.status).toBe('publish');
    const quality = (await (
      await t.call('GET', `/api/keywords/${held.id}/quality`, { cookie })
    ).json()) as QualityReport;
    expect(quality).toMatchObject({ held: false, approval: { by: 'admin@example.com' } });
    expect(quality).not.toHaveProperty('approvedArticle');
  });

  it('checks a regenerated article again: a copy of a live article is held back', async () => {
    const [first, second] = await reload(t.stack, ids);
    // Both are live now. The one published first is regenerated: the sandbox writes the same article again,
    // a near-copy of the approved one (an approved article regenerated unchanged would stay approved).
    const [again, approved] = (await report(first!.id)).approval ? [second!, first!] : [first!, second!];
    const before = await report(again.id);
    await runFinished(await t.call('POST', `/api/keywords/${again.id}/regenerate-article`, { cookie }));

    const [regenerated] = await reload(t.stack, [again.id]);
    expect(regenerated).toMatchObject({ status: 'Needs review', articleStatus: 'pending', url: undefined });
    expect((await postsById()).get(again.wordpressPostId!)?.status).toBe('draft');
    const after = await report(again.id);
    expect(after.checkedAt! > before.checkedAt!).toBe(true);
    expect(after.approval).toBeUndefined();
    expect(after.results[0]).toMatchObject({ verdict: 'failed', nearest: { keywordId: approved.id } });
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureEmf, emfNamed } from '#tests/support/emf-capture';
import {
  FAST_RETRIES,
  runKeywords,
  startBatch,
  storedImageKeys,
  wordpressList,
} from '#tests/support/pipeline-stack';
import { startTestStack, type TestStack } from '#tests/support/test-stack';
import type { SandboxKnobs } from '../../infra/local/sandbox/sandbox';

const KEYWORDS = [
  'hiking boots',
  'trail running shoes',
  'camping stove',
  'down sleeping bag',
  'trekking poles',
];

let t: TestStack | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  await t?.close();
  t = undefined;
});

/** One call in five fails transiently: half with a 5xx, half with a 429 and Retry-After. */
const flaky = { errorRate: 0.1, rateLimitRate: 0.1, retryAfterSeconds: 0 };

describe('the pipeline under upstream faults', () => {
  it('completes every keyword despite 20% transient errors, without duplicate posts, uploads or images', async () => {
    const knobs: SandboxKnobs = { seed: 7, openai: flaky, gemini: flaky, vision: flaky, wordpress: flaky };
    t = await startTestStack({
      sandboxKnobs: knobs,
      pipeline: { maxConcurrency: 8, providerOptions: FAST_RETRIES },
    });

    const { runId } = await startBatch(t.stack, KEYWORDS);
    await t.stack.pipeline.idle();
    const keywords = await runKeywords(t.stack, runId);

    expect(keywords).toHaveLength(20);
    for (const keyword of keywords) {
      expect(keyword.status, keyword.errorReason).toBe('Completed');
      expect(keyword.images).toHaveLength(2);
      expect(await storedImageKeys(t.stack, keyword.id)).toHaveLength(2);
    }
    // The faults really happened: more calls than a clean run makes.
    expect(t.stack.sandbox.callCounts()['wordpress:posts']).toBeGreaterThan(40);

    // The test's own look into WordPress must not draw a fault meant for the pipeline.
    t.stack.sandbox.setKnobs({});
    const posts = await wordpressList(t.stack, 'posts');
    expect(posts).toHaveLength(20);
    expect(new Set(posts.map((post) => post.slug)).size).toBe(20);
    expect(await wordpressList(t.stack, 'media')).toHaveLength(20);
  }, 240_000);

  it('marks every keyword Error with a readable reason on a refused key, retrying nothing', async () => {
    const refused = { unauthorized: true };
    t = await startTestStack({
      sandboxKnobs: { openai: refused, gemini: refused },
      pipeline: { providerOptions: FAST_RETRIES },
    });
    const cookie = await t.signIn();
    const emf = captureEmf();

    const { runId } = await startBatch(t.stack, KEYWORDS);
    await t.stack.pipeline.idle();
    const keywords = await runKeywords(t.stack, runId);

    // Each keyword counted once as failed, at the step that failed.
    expect(emfNamed(emf, 'KeywordsFailed')).toEqual(
      KEYWORDS.map(() => expect.objectContaining({ KeywordsFailed: 1, Step: 'tags' })),
    );
    // And as the failed share of the settled keywords that the business alarm reads.
    expect(emfNamed(emf, 'KeywordsSettled')).toEqual(
      KEYWORDS.map(() => expect.objectContaining({ KeywordsSettled: 1, Outcome: 'failed' })),
    );
    expect(keywords).toHaveLength(5);
    for (const keyword of keywords) {
      expect(keyword.status).toBe('Error');
      expect(keyword.errorReason).toBe(
        'Generating tags failed: Gemini refused the API key (API_KEY_INVALID); OpenAI refused the API key (401 invalid_api_key)',
      );
    }
    // One attempt per keyword and provider: an authentication failure is never retried.
    expect(t.stack.sandbox.callCounts()).toMatchObject({ 'gemini:generateContent': 5, 'openai:chat': 5 });
    const status = (await (await t.call('GET', '/api/processing/status', { cookie })).json()) as {
      isComplete: boolean;
      overall: unknown;
      logs: string[];
    };
    expect(status.isComplete).toBe(true);
    expect(status.overall).toEqual({ completed: 5, total: 5, percentage: 100 });
    expect(status.logs.filter((line) => line.startsWith('✗ "'))).toHaveLength(5);
    expect(status.logs.at(-1)).toBe('✗ Processing complete: 0 completed, 5 failed');
  }, 60_000);
});

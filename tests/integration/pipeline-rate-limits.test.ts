import { afterEach, describe, expect, it } from 'vitest';
import { FAST_RETRIES, runKeywords, startBatch } from '#tests/support/pipeline-stack';
import { startTestStack, type TestStack } from '#tests/support/test-stack';

let t: TestStack | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('the pipeline under upstream rate limits', () => {
  it('paces itself under a few images a minute and a Gemini limit without headers: all Completed, none Error', async () => {
    t = await startTestStack({
      sandboxKnobs: {
        openai: { calls: { images: { requestsPerMinute: 2 } } },
        // Gemini announces no limit: only its 429s (RetryInfo) tell the pipeline to slow down.
        gemini: { requestsPerMinute: 16 },
      },
      pipeline: { maxConcurrency: 8, providerOptions: FAST_RETRIES },
    });
    const started = Date.now();

    const { runId } = await startBatch(t.stack, ['oak desk', 'pine shelf', 'walnut table', 'ash chair'], {
      keywordOptions: { generateVariants: false },
    });
    await t.stack.pipeline.idle();
    const keywords = await runKeywords(t.stack, runId);

    expect(keywords.map((keyword) => [keyword.status, keyword.errorReason])).toEqual(
      keywords.map(() => ['Completed', undefined]),
    );
    for (const keyword of keywords) expect(keyword.images).toHaveLength(2);
    const counts = t.stack.sandbox.callCounts();
    // Four generations at two a minute take a second window; the pacer waited for it rather than
    // hammering: the first calls, sent before any limit was known, are the only ones refused.
    expect(Date.now() - started).toBeGreaterThan(60_000);
    expect(counts['openai:images']).toBeLessThanOrEqual(6);
    expect(counts['gemini:generateContent']).toBeGreaterThanOrEqual(24);
  }, 300_000);
});

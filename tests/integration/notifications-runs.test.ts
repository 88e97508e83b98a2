import { afterEach, describe, expect, it } from 'vitest';
import type { NotificationsResponse } from '#shared/schemas/notifications';
import { FAST_RETRIES, startBatch } from '#tests/support/pipeline-stack';
import { startTestStack, type TestStack } from '#tests/support/test-stack';

let t: TestStack | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const refusedTimes = (count: number) => Array.from({ length: count }, () => 'unauthorized' as const);
const lean = { generateVariants: false, generateAds: false, publishToWordPress: false };

async function notifications(stack: TestStack, cookie: string) {
  const response = await stack.call('GET', '/api/notifications', { cookie });
  return ((await response.json()) as NotificationsResponse).notifications;
}

describe('a finished run', () => {
  it('with 3 failures of 50 gives one error notification naming them, never one per keyword', async () => {
    // Gemini first, OpenAI on failover: the first three tag calls fail on both, so three keywords fail.
    t = await startTestStack({
      sandboxKnobs: {
        gemini: { calls: { generateContent: { nextFaults: refusedTimes(3) } } },
        openai: { calls: { chat: { nextFaults: refusedTimes(3) } } },
      },
      pipeline: { maxConcurrency: 8, imageCount: 1, providerOptions: FAST_RETRIES },
    });
    const cookie = await t.signIn();
    expect(
      (await (await t.call('GET', '/api/notifications/unread-count', { cookie })).json()).unreadCount,
    ).toBe(0);
    const keywords = Array.from({ length: 50 }, (_, index) => `trail gear ${index + 1}`);

    await startBatch(t.stack, keywords, { keywordOptions: lean });
    await t.stack.pipeline.idle();

    const [run, ...others] = await notifications(t, cookie);
    expect(others).toEqual([]);
    expect(run).toMatchObject({
      kind: 'run_finished',
      severity: 'error',
      title: 'Processing (new keywords) finished with errors: 47 of 50 keywords completed, 3 failed',
      link: '/?status=error',
      read: false,
    });
    const lines = run?.message.split('\n') ?? [];
    expect(lines[0]).toBe('47 of 50 keywords completed, 3 failed.');
    expect(lines.slice(1)).toHaveLength(3);
    for (const line of lines.slice(1)) {
      expect(line).toMatch(/^"trail gear \d+": Generating tags failed: Gemini refused the API key/);
    }
    const count = await t.call('GET', '/api/notifications/unread-count', { cookie });
    expect(await count.json()).toEqual({ unreadCount: 1 });
  }, 240_000);

  it('that could not publish gives one notification per reason WordPress gave, besides the run’s', async () => {
    t = await startTestStack({
      sandboxKnobs: { wordpress: { unauthorized: true } },
      pipeline: { maxConcurrency: 4, imageCount: 1, providerOptions: FAST_RETRIES },
    });
    const cookie = await t.signIn();

    await startBatch(t.stack, ['hiking boots', 'camping stove', 'trekking poles', 'rain jacket'], {
      keywordOptions: { ...lean, publishToWordPress: true },
    });
    await t.stack.pipeline.idle();

    const shown = await notifications(t, cookie);
    const publishing = shown.filter((n) => n.kind === 'publish_failed');
    expect(publishing).toHaveLength(1);
    expect(publishing[0]).toMatchObject({
      severity: 'error',
      title: 'Publishing to WordPress failed for 4 keywords',
      link: '/?status=error',
    });
    expect(publishing[0]?.message).toMatch(/^WordPress .+\nKeywords: "[^"]+", "[^"]+", "[^"]+" and 1 more$/);
    expect(shown.filter((n) => n.kind === 'run_finished')).toHaveLength(1);
  }, 240_000);
});

import { describe, expect, it } from 'vitest';
import { PACING_WINDOW_MS } from './pacer';
import { callCostMs, createSharedPacer, sharedLimitKey } from './shared-pacer';

describe('callCostMs', () => {
  it('is a request’s share of the request limit over the pacing window', () => {
    expect(callCostMs({ requestsPerMinute: 500 }, {})).toBe(Math.ceil(PACING_WINDOW_MS / 500));
  });

  it('takes the largest of the request, token and image shares, so all three limits hold', () => {
    const limits = { requestsPerMinute: 1_000, tokensPerMinute: 100_000, imagesPerMinute: 5 };
    expect(callCostMs(limits, { tokens: 5_000 })).toBe(Math.ceil((5_000 * PACING_WINDOW_MS) / 100_000));
    expect(callCostMs(limits, { tokens: 10 })).toBe(Math.ceil(PACING_WINDOW_MS / 1_000));
    expect(callCostMs(limits, { images: 2 })).toBe(Math.ceil((2 * PACING_WINDOW_MS) / 5));
  });

  it('is 0 with no limit known: nothing to book', () => {
    expect(callCostMs({}, { tokens: 1_000, images: 3 })).toBe(0);
  });
});

describe('createSharedPacer', () => {
  const unusedBucket = {
    book: () => Promise.reject(new Error('booked without a limit')),
    holdUntil: () => Promise.resolve(),
  };

  it('books nothing without a limit, yet holds its own calls back after a 429', async () => {
    let now = 1_000;
    const pacer = createSharedPacer({ bucket: unusedBucket, key: 'k', limits: () => ({}), now: () => now });
    expect(await pacer.reserve(60_000)).toEqual({ ticket: 1_000, waitMs: 0 });
    await pacer.refused(1_000, 5_000);
    now = 2_000;
    expect(await pacer.reserve(60_000)).toEqual({ ticket: 2_000, waitMs: 4_000 });
    expect(await pacer.reserve(1_000)).toEqual({ tooLongMs: 4_000 });
  });

  it('books with the lower of the set limit and the one the provider announces, never a higher one', async () => {
    const costs: number[] = [];
    const bucket = {
      book: async (_key: string, { now, costMs }: { now: number; costMs: number }) => {
        costs.push(costMs);
        return { startAt: now };
      },
      holdUntil: () => Promise.resolve(),
    };
    const pacer = createSharedPacer({
      bucket,
      key: 'k',
      limits: () => ({ requestsPerMinute: 100 }),
      now: () => 0,
    });
    await pacer.reserve(60_000);
    pacer.learn({ limit: 50 });
    await pacer.reserve(60_000);
    pacer.learn({ limit: 1_000 });
    await pacer.reserve(60_000);
    expect(costs).toEqual([610, 1_220, 610]);
  });
});

describe('sharedLimitKey', () => {
  it('names the provider and model, and the account by a hash that never shows its key', () => {
    const key = sharedLimitKey('openai', 'gpt-image-1', 'sk-secret-key');
    expect(key).toMatch(/^openai#gpt-image-1#[\w-]{16}$/);
    expect(key).not.toContain('secret');
    expect(sharedLimitKey('openai', 'gpt-image-1', 'sk-other')).not.toBe(key);
  });
});

import { describe, expect, it } from 'vitest';
import { type RateLimitSettings, UNSET_RATE_LIMITS } from '#shared/schemas/rate-limits';
import { createRateLimitSettings, RATE_LIMITS_CACHE_MS } from './rate-limit-settings';

function service(saved?: RateLimitSettings) {
  let stored = saved;
  let reads = 0;
  let now = 0;
  const store = {
    get: async () => {
      reads += 1;
      return stored;
    },
    save: async (settings: RateLimitSettings) => {
      stored = settings;
    },
  };
  const limits = createRateLimitSettings({ store, clock: { now: () => now } });
  return { limits, reads: () => reads, advance: (ms: number) => (now += ms), store };
}

describe('rate limit settings', () => {
  it('pace a real account by the first paid tier until limits are saved; the sandbox by nothing', async () => {
    const { limits } = service();
    expect(await limits.limitsFor('openaiText', false)).toEqual({
      requestsPerMinute: 500,
      tokensPerMinute: 200_000,
    });
    expect(await limits.limitsFor('openaiImages', false)).toEqual({ imagesPerMinute: 5 });
    expect(await limits.limitsFor('gemini', true)).toEqual({});
  });

  it('take each saved limit over its default, for the sandbox too', async () => {
    const { limits } = service({
      ...UNSET_RATE_LIMITS,
      gemini: { requestsPerMinute: 90, tokensPerMinute: null },
    });
    expect(await limits.limitsFor('gemini', false)).toEqual({
      requestsPerMinute: 90,
      tokensPerMinute: 1_000_000,
    });
    expect(await limits.limitsFor('gemini', true)).toEqual({ requestsPerMinute: 90 });
  });

  it('read the store once a minute, and serve a save through the same instance at once', async () => {
    const { limits, reads, advance } = service();
    await limits.limitsFor('vision', false);
    await limits.limitsFor('vision', false);
    expect(reads()).toBe(1);
    await limits.save({ ...UNSET_RATE_LIMITS, vision: { requestsPerMinute: 10 } });
    expect(await limits.limitsFor('vision', false)).toEqual({ requestsPerMinute: 10 });
    advance(RATE_LIMITS_CACHE_MS);
    await limits.limitsFor('vision', false);
    expect(reads()).toBe(2);
  });
});

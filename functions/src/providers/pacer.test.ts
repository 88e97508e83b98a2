import { describe, expect, it } from 'vitest';
import { ProviderRateLimitError, ProviderTransientError } from '../ports/provider-error';
import { createPacer, openAiAnnouncedLimit, PACING_WINDOW_MS } from './pacer';
import { withRetry } from './retry';

/** A clock that only moves when a wait is slept, so a paced run is exact and instant. */
function fakeTime(start = 0) {
  const clock = { now: start, slept: [] as number[] };
  return {
    clock,
    now: () => clock.now,
    sleep: async (ms: number) => {
      clock.slept.push(ms);
      clock.now += ms;
    },
  };
}

const rateLimited = (retryAfterMs?: number) =>
  new ProviderRateLimitError({ provider: 'openai', status: 429, reason: 'slow down', retryAfterMs });

describe('pacer', () => {
  it('lets calls through at once until it knows a limit', () => {
    const pacer = createPacer(() => 0);

    const turns = Array.from({ length: 20 }, () => pacer.reserve(60_000));

    expect(turns.every((turn) => 'waitMs' in turn && turn.waitMs === 0)).toBe(true);
  });

  it('spaces calls by an announced limit: the limit at once, the next once the first leaves the window', () => {
    let now = 1_000;
    const pacer = createPacer(() => now);
    pacer.learn({ limit: 2 });

    const first = pacer.reserve(120_000);
    now = 4_000;
    const second = pacer.reserve(120_000);
    const third = pacer.reserve(120_000);
    const fourth = pacer.reserve(120_000);
    const tooFar = pacer.reserve(60_000);

    expect(first).toEqual({ ticket: 1_000, waitMs: 0 });
    expect(second).toEqual({ ticket: 4_000, waitMs: 0 });
    expect(third).toEqual({ ticket: 1_000 + PACING_WINDOW_MS, waitMs: PACING_WINDOW_MS - 3_000 });
    expect(fourth).toEqual({ ticket: 4_000 + PACING_WINDOW_MS, waitMs: PACING_WINDOW_MS });
    expect(tooFar).toEqual({ tooLongMs: 2 * PACING_WINDOW_MS - 3_000 });
  });

  it('holds every caller back for a 429 Retry-After, and frees the refused turn', () => {
    let now = 0;
    const pacer = createPacer(() => now);
    pacer.learn({ limit: 1 });
    const refused = pacer.reserve(60_000);

    now = 500;
    pacer.refused('ticket' in refused ? refused.ticket : -1, 7_000);

    expect(pacer.reserve(60_000)).toEqual({ ticket: 7_500, waitMs: 7_000 });
  });

  it('reads the limit OpenAI announces', () => {
    expect(openAiAnnouncedLimit(new Headers({ 'x-ratelimit-limit-requests': '5' }))).toEqual({ limit: 5 });
    expect(openAiAnnouncedLimit(new Headers())).toEqual({});
    expect(openAiAnnouncedLimit(undefined)).toEqual({});
  });
});

describe('paced retries', () => {
  it('waits out 429s without using up attempts, so concurrent calls all get through', async () => {
    const time = fakeTime();
    const pacer = createPacer(time.now);
    // A service allowing 2 calls a minute that announces nothing: only its 429s teach the pacer.
    const accepted: number[] = [];
    const call = async () => {
      const recent = accepted.filter((at) => at > time.clock.now - 60_000);
      if (recent.length >= 2) throw rateLimited(recent[0]! + 60_000 - time.clock.now);
      accepted.push(time.clock.now);
      return 'ok';
    };
    const paced = () =>
      withRetry(call, {
        label: 'test',
        policy: { maxAttempts: 1, maxRetryAfterMs: 180_000 },
        sleep: time.sleep,
        pacing: { pacer, provider: 'openai', service: 'OpenAI' },
      });

    const results = [await paced(), await paced(), await paced(), await paced(), await paced()];

    expect(results).toEqual(['ok', 'ok', 'ok', 'ok', 'ok']);
    expect(accepted).toEqual([0, 0, 60_000, 60_000, 120_000]);
  });

  it('hands a turn further off than it may wait up as a rate-limit error, without calling', async () => {
    const time = fakeTime();
    const pacer = createPacer(time.now);
    pacer.learn({ limit: 1 });
    pacer.reserve(60_000);
    let calls = 0;

    const failure = await withRetry(
      async () => {
        calls += 1;
        return 'ok';
      },
      {
        label: 'test',
        policy: { maxRetryAfterMs: 30_000 },
        sleep: time.sleep,
        pacing: { pacer, provider: 'openai', service: 'OpenAI' },
      },
    ).catch((error) => error);

    expect(calls).toBe(0);
    expect(failure).toBeInstanceOf(ProviderRateLimitError);
    expect(failure).toBeInstanceOf(ProviderTransientError);
    expect(failure.name).toBe('ProviderRateLimitError');
    expect(failure.retryAfterMs).toBe(PACING_WINDOW_MS);
    expect(failure.reason).toBe('OpenAI rate limit: the next request is allowed in 61 s');
  });

  it('gives up after the 429s one call may take', async () => {
    const time = fakeTime();
    let calls = 0;

    const failure = await withRetry(
      async () => {
        calls += 1;
        throw rateLimited(0);
      },
      {
        label: 'test',
        policy: { maxRateLimited: 3 },
        sleep: time.sleep,
        pacing: { pacer: createPacer(time.now), provider: 'openai', service: 'OpenAI' },
      },
    ).catch((error) => error);

    expect(failure).toBeInstanceOf(ProviderRateLimitError);
    expect(calls).toBe(4);
  });
});

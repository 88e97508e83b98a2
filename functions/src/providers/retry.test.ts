import { describe, expect, it, vi } from 'vitest';
import { captureEmf, emfNamed } from '#tests/support/emf-capture';
import { ProviderAuthError, ProviderTransientError } from '../ports/provider-error';
import { DEFAULT_RETRY_POLICY, parseRetryAfter, retryDelayMs, withRetry } from './retry';

const transient = (retryAfterMs?: number) =>
  new ProviderTransientError({ provider: 'openai', status: 503, reason: 'busy', retryAfterMs });

describe('retry', () => {
  it('draws each wait uniformly below a cap that doubles per retry, up to the maximum', () => {
    const policy = { ...DEFAULT_RETRY_POLICY, baseDelayMs: 100, maxDelayMs: 500 };

    expect(retryDelayMs(1, policy, undefined, () => 0.999)).toBe(99);
    expect(retryDelayMs(2, policy, undefined, () => 0.999)).toBe(199);
    expect(retryDelayMs(5, policy, undefined, () => 0.999)).toBe(499);
    expect(retryDelayMs(3, policy, undefined, () => 0)).toBe(0);
  });

  it('never waits less than the Retry-After', () => {
    expect(retryDelayMs(1, DEFAULT_RETRY_POLICY, 3000, () => 0.1)).toBe(3000);
  });

  it('reads Retry-After in seconds or as an HTTP date', () => {
    const now = Date.parse('2025-01-01T00:00:00Z');

    expect(parseRetryAfter('2', now)).toBe(2000);
    expect(parseRetryAfter('Wed, 01 Jan 2025 00:00:05 GMT', now)).toBe(5000);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(undefined, now)).toBeUndefined();
  });

  it('retries transient errors until the attempts run out, sleeping in between', async () => {
    const sleeps: number[] = [];
    let calls = 0;

    const failure = await withRetry(
      async () => {
        calls += 1;
        throw transient(250);
      },
      {
        label: 'test',
        policy: { maxAttempts: 3 },
        sleep: async (ms) => void sleeps.push(ms),
        random: () => 0,
      },
    ).catch((error) => error);

    expect(failure).toBeInstanceOf(ProviderTransientError);
    expect(calls).toBe(3);
    expect(sleeps).toEqual([250, 250]);
  });

  it('returns the first success', async () => {
    let calls = 0;

    const result = await withRetry(
      async (attempt) => {
        calls += 1;
        if (attempt < 2) throw transient();
        return 'done';
      },
      { label: 'test', sleep: async () => {} },
    );

    expect(result).toBe('done');
    expect(calls).toBe(2);
  });

  it('never retries an auth error', async () => {
    let calls = 0;

    const failure = await withRetry(
      async () => {
        calls += 1;
        throw new ProviderAuthError({ provider: 'gemini', status: 401, reason: 'refused' });
      },
      { label: 'test', sleep: async () => {} },
    ).catch((error) => error);

    expect(failure.name).toBe('ProviderAuthError');
    expect(calls).toBe(1);
  });

  it('hands a Retry-After longer than it will wait straight up', async () => {
    let calls = 0;

    const failure = await withRetry(
      async () => {
        calls += 1;
        throw transient(120_000);
      },
      { label: 'test', sleep: async () => {} },
    ).catch((error) => error);

    expect(failure.retryAfterMs).toBe(120_000);
    expect(calls).toBe(1);
  });

  it('measures each attempt and retry under `service` when no pacing names one (Slack)', async () => {
    const lines = captureEmf();
    let calls = 0;

    await withRetry(
      async () => {
        calls += 1;
        if (calls === 1) throw transient(0);
        return 'sent';
      },
      { label: 'slack webhook', service: 'slack', sleep: async () => {}, random: () => 0 },
    );
    vi.restoreAllMocks();

    expect(emfNamed(lines, 'UpstreamCalls')).toEqual([
      expect.objectContaining({ Service: 'slack' }),
      expect.objectContaining({ Service: 'slack' }),
    ]);
    expect(emfNamed(lines, 'UpstreamRetries')).toEqual([expect.objectContaining({ Service: 'slack' })]);
  });
});

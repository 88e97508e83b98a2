import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureEmf, emfNamed } from '#tests/support/emf-capture';
import { ProviderError, ProviderTransientError } from '../ports/provider-error';
import { MetaGraphError } from './meta/meta-graph-error';
import { measuredAttempt } from './upstream-metrics';

afterEach(() => vi.restoreAllMocks());

describe('measuredAttempt', () => {
  it('counts a call and its latency, by service alone', async () => {
    const lines = captureEmf();

    await expect(measuredAttempt('openai', async () => 'ok')).resolves.toBe('ok');

    expect(emfNamed(lines, 'UpstreamCalls')).toEqual([
      expect.objectContaining({ UpstreamCalls: 1, Service: 'openai' }),
    ]);
    expect(emfNamed(lines, 'UpstreamLatency')).toEqual([
      expect.objectContaining({ UpstreamLatency: expect.any(Number), Service: 'openai' }),
    ]);
    for (const line of lines) {
      expect(line).not.toHaveProperty('service');
      expect(line._aws).toMatchObject({
        CloudWatchMetrics: [{ Namespace: 'Keywright', Dimensions: [['Service']] }],
      });
    }
    expect(emfNamed(lines, 'UpstreamThrottled')).toEqual([]);
  });

  it('counts a 429 as throttled and a 5xx as a server error, and passes the error on', async () => {
    const lines = captureEmf();
    const throttled = new ProviderTransientError({ provider: 'gemini', status: 429, reason: 'slow down' });
    const broken = new ProviderTransientError({ provider: 'gemini', status: 503, reason: 'unavailable' });
    const refused = new ProviderError({ provider: 'gemini', status: 400, reason: 'bad request' });

    for (const error of [throttled, broken, refused]) {
      await expect(measuredAttempt('gemini', () => Promise.reject(error))).rejects.toBe(error);
    }

    expect(emfNamed(lines, 'UpstreamCalls')).toHaveLength(3);
    expect(emfNamed(lines, 'UpstreamThrottled')).toEqual([
      expect.objectContaining({ UpstreamThrottled: 1, Service: 'gemini' }),
    ]);
    expect(emfNamed(lines, 'UpstreamServerErrors')).toEqual([
      expect.objectContaining({ UpstreamServerErrors: 1, Service: 'gemini' }),
    ]);
  });

  it("counts Meta's throttle (HTTP 400 with a throttle code) as throttled, and any error's 5xx status", async () => {
    const lines = captureEmf();
    const throttle = new MetaGraphError({
      kind: 'throttled',
      status: 400,
      code: 17,
      reason: 'User request limit',
    });
    const warehouseDown = Object.assign(new Error('Snowflake answered 503'), { status: 503 });

    await expect(measuredAttempt('meta', () => Promise.reject(throttle))).rejects.toBe(throttle);
    await expect(measuredAttempt('snowflake', () => Promise.reject(warehouseDown))).rejects.toBe(
      warehouseDown,
    );

    expect(emfNamed(lines, 'UpstreamThrottled')).toEqual([
      expect.objectContaining({ UpstreamThrottled: 1, Service: 'meta' }),
    ]);
    expect(emfNamed(lines, 'UpstreamServerErrors')).toEqual([
      expect.objectContaining({ UpstreamServerErrors: 1, Service: 'snowflake' }),
    ]);
  });
});

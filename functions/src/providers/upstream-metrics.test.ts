import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProviderError, ProviderTransientError } from '../ports/provider-error';
import { measuredAttempt } from './upstream-metrics';

/** The EMF lines written meanwhile (Powertools Metrics writes them to stdout). */
function captureEmf(): Record<string, unknown>[] {
  const lines: Record<string, unknown>[] = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    for (const text of String(chunk).split('\n')) {
      if (text.includes('"_aws"')) lines.push(JSON.parse(text) as Record<string, unknown>);
    }
    return true;
  });
  return lines;
}

const named = (lines: Record<string, unknown>[], name: string) => lines.filter((line) => name in line);

afterEach(() => vi.restoreAllMocks());

describe('measuredAttempt', () => {
  it('counts a call and its latency, by service alone', async () => {
    const lines = captureEmf();

    await expect(measuredAttempt('openai', async () => 'ok')).resolves.toBe('ok');

    expect(named(lines, 'UpstreamCalls')).toEqual([
      expect.objectContaining({ UpstreamCalls: 1, Service: 'openai' }),
    ]);
    expect(named(lines, 'UpstreamLatency')).toEqual([
      expect.objectContaining({ UpstreamLatency: expect.any(Number), Service: 'openai' }),
    ]);
    for (const line of lines) {
      expect(line).not.toHaveProperty('service');
      expect(line._aws).toMatchObject({
        CloudWatchMetrics: [{ Namespace: 'Keywright', Dimensions: [['Service']] }],
      });
    }
    expect(named(lines, 'UpstreamThrottled')).toEqual([]);
  });

  it('counts a 429 as throttled and a 5xx as a server error, and passes the error on', async () => {
    const lines = captureEmf();
    const throttled = new ProviderTransientError({ provider: 'gemini', status: 429, reason: 'slow down' });
    const broken = new ProviderTransientError({ provider: 'gemini', status: 503, reason: 'unavailable' });
    const refused = new ProviderError({ provider: 'gemini', status: 400, reason: 'bad request' });

    for (const error of [throttled, broken, refused]) {
      await expect(measuredAttempt('gemini', () => Promise.reject(error))).rejects.toBe(error);
    }

    expect(named(lines, 'UpstreamCalls')).toHaveLength(3);
    expect(named(lines, 'UpstreamThrottled')).toEqual([
      expect.objectContaining({ UpstreamThrottled: 1, Service: 'gemini' }),
    ]);
    expect(named(lines, 'UpstreamServerErrors')).toEqual([
      expect.objectContaining({ UpstreamServerErrors: 1, Service: 'gemini' }),
    ]);
  });
});

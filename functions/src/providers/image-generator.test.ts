import { describe, expect, it } from 'vitest';
import { FAST } from '#tests/support/fast-retries';
import { sandboxPerFile } from '#tests/support/sandbox-per-file';
import { readPng } from '../../../infra/local/sandbox/png';
import { ProviderAuthError, ProviderTransientError } from '../ports/provider-error';
import { createImageGenerator } from './image-generator';

const fixture = sandboxPerFile();
const sandbox = () => fixture.sandbox;
const generator = () => createImageGenerator(sandbox().credentials.openai, FAST);

describe('image generator', () => {
  it('returns the asked number of PNG images with their usage', async () => {
    const result = await generator().generate('A bright photo of a canoe on a lake', 2);

    expect(result.images).toHaveLength(2);
    for (const image of result.images) {
      expect(image.contentType).toBe('image/png');
      expect(readPng(image.bytes)).toMatchObject({ width: 512, height: 512 });
    }
    expect(Buffer.from(result.images[0]!.bytes).equals(Buffer.from(result.images[1]!.bytes))).toBe(false);
    expect(result.usage).toMatchObject({
      provider: 'openai',
      model: 'gpt-image-1',
      operation: 'images.generate',
      images: 2,
    });
    expect(result.usage.outputTokens).toBeGreaterThan(0);
  });

  it('waits out a 429 for its Retry-After, then succeeds', async () => {
    sandbox().setKnobs({
      openai: { calls: { images: { nextFaults: ['rate-limit'], retryAfterSeconds: 1 } } },
    });
    const started = Date.now();

    const result = await generator().generate('A canoe', 1);

    expect(result.images).toHaveLength(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(sandbox().callCounts()['openai:images']).toBe(2);
  });

  it('turns a hang into a transient error after its timeout', async () => {
    sandbox().setKnobs({ openai: { calls: { images: { timeoutRate: 1 } } } });
    const impatient = createImageGenerator(sandbox().credentials.openai, {
      timeoutsMs: { image: 300 },
      retry: { maxAttempts: 1 },
    });

    const failure = await impatient.generate('A canoe', 1).catch((error) => error);

    expect(failure).toBeInstanceOf(ProviderTransientError);
    expect(failure.reason).toBe('OpenAI did not answer within 300 ms');
  });

  it('does not retry a refused key', async () => {
    sandbox().setKnobs({ openai: { unauthorized: true } });

    const failure = await generator()
      .generate('A canoe', 1)
      .catch((error) => error);

    expect(failure).toBeInstanceOf(ProviderAuthError);
    expect(failure.reason).toBe('OpenAI refused the API key (401 invalid_api_key)');
    expect(sandbox().callCounts()['openai:images']).toBe(1);
  });
});

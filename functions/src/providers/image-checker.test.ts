import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { FAST } from '#tests/support/fast-retries';
import { sandboxPerFile } from '#tests/support/sandbox-per-file';
import { renderImage } from '../../../infra/local/sandbox/images';
import { SANDBOX_UNSAFE_MARKER } from '../../../infra/local/sandbox/vision-server';
import { ProviderAuthError, ProviderError, ProviderTransientError } from '../ports/provider-error';
import { createImageChecker } from './image-checker';

const fixture = sandboxPerFile();
const sandbox = () => fixture.sandbox;
const checker = () => createImageChecker(sandbox().credentials.cloudVision, FAST);
const safeImage = renderImage('A bright editorial photograph of garden tools in a shed', 0);

describe('image checker', () => {
  it('finds a safe image safe and labels it', async () => {
    const result = await checker().check(safeImage);

    expect(result.safe).toBe(true);
    expect(result.reasons).toEqual([]);
    expect(result.labels[0]).toBe('Garden tools');
    expect(result.labels.length).toBeLessThanOrEqual(5);
    // A picture without writing has no text, as Cloud Vision answers no text annotation then.
    expect(result.text).toBe('');
    expect(result.usage).toMatchObject({ provider: 'vision', operation: 'images.annotate', images: 1 });
  });

  it('reads the words written on the image, as text detection does', async () => {
    const result = await checker().check(
      renderImage('A photograph of hiking boots on a sign reading "TRAIL READY" and "50% OFF"', 0),
    );

    expect(result.text).toBe('TRAIL READY 50% OFF');
  });

  it('flags an image SafeSearch finds likely adult or racy', async () => {
    const result = await checker().check(renderImage(`A ${SANDBOX_UNSAFE_MARKER} picture of a beach`, 0));

    expect(result.safe).toBe(false);
    expect(result.reasons).toEqual(['adult: VERY_LIKELY', 'racy: LIKELY']);
  });

  it('checks with the key alone, never asking the GCE metadata server for a project', async () => {
    const asked: string[] = [];
    const metadata = createServer((request, response) => {
      asked.push(request.url ?? '');
      response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => metadata.listen(0, '127.0.0.1', resolve));
    const previous = process.env.GCE_METADATA_HOST;
    // Where google-auth-library's metadata client sends its requests.
    process.env.GCE_METADATA_HOST = `127.0.0.1:${(metadata.address() as AddressInfo).port}`;
    try {
      expect((await checker().check(safeImage)).safe).toBe(true);
      expect(asked).toEqual([]);
    } finally {
      if (previous === undefined) delete process.env.GCE_METADATA_HOST;
      else process.env.GCE_METADATA_HOST = previous;
      metadata.close();
    }
  });

  it('checks twice in a row with the same client', async () => {
    const client = checker();
    await client.check(safeImage);

    expect((await client.check(safeImage)).safe).toBe(true);
  });

  it('retries an unavailable service and honours its retry delay', async () => {
    sandbox().setKnobs({ vision: { nextFaults: ['server-error', 'rate-limit'], retryAfterSeconds: 1 } });
    const started = Date.now();

    const result = await checker().check(safeImage);

    expect(result.safe).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(sandbox().callCounts()['vision:annotate']).toBe(3);
  });

  it('turns a hang into a transient error after its timeout', async () => {
    sandbox().setKnobs({ vision: { timeoutRate: 1 } });
    const impatient = createImageChecker(sandbox().credentials.cloudVision, {
      timeoutsMs: { vision: 300 },
      retry: { maxAttempts: 1 },
    });

    const failure = await impatient.check(safeImage).catch((error) => error);

    expect(failure).toBeInstanceOf(ProviderTransientError);
    expect(failure.reason).toBe('Cloud Vision did not answer within 300 ms');
  });

  it('reports a service it cannot reach as a transient error', async () => {
    const closed = createImageChecker(
      { ...sandbox().credentials.cloudVision, baseUrl: 'http://127.0.0.1:1' },
      { retry: { maxAttempts: 1 } },
    );

    const failure = await closed.check(safeImage).catch((error) => error);

    expect(failure).toBeInstanceOf(ProviderTransientError);
    expect(failure.reason).toBe('Could not reach Cloud Vision (ECONNREFUSED)');
  });

  it('does not retry a refused key', async () => {
    sandbox().setKnobs({ vision: { unauthorized: true } });

    const failure = await checker()
      .check(safeImage)
      .catch((error) => error);

    expect(failure).toBeInstanceOf(ProviderAuthError);
    expect(failure.reason).toBe('Cloud Vision refused the API key');
    expect(sandbox().callCounts()['vision:annotate']).toBe(1);
  });

  it('reports bytes that are no image as a final error', async () => {
    const failure = await checker()
      .check(new TextEncoder().encode('not an image'))
      .catch((error) => error);

    expect(failure).toBeInstanceOf(ProviderError);
    expect(failure.retryable).toBe(false);
    expect(failure.reason).toBe('Cloud Vision could not read the image: Bad image data.');
  });
});

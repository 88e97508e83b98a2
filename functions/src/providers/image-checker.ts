import type { protos } from '@google-cloud/vision';
import { lazyClient } from '../lib/lazy-client';
import type { ServiceCredentials } from '../ports/credentials';
import type { ImageChecker } from '../ports/image-checker';
import { ProviderError, shortText } from '../ports/provider-error';
import { type ProviderCallOptions, pacerOf } from './call-options';
import { googleStatusError } from './google-errors';
import { outboundFailureError } from './outbound-failure';
import { VISION_MODEL } from './rate-limits';
import { parseRetryAfter, withRetry } from './retry';
import { resolveTimeouts } from './timeouts';
import { loadVision } from './vision-sdk';

type BatchRequest = protos.google.cloud.vision.v1.IBatchAnnotateImagesRequest;
type BatchResponse = protos.google.cloud.vision.v1.IBatchAnnotateImagesResponse;
type AnnotateImageResponse = protos.google.cloud.vision.v1.IAnnotateImageResponse;
/** What the client's inner call returns: a promise that `cancel()` aborts, connection included. */
type CancellableCall = Promise<[BatchResponse]> & { cancel(): void };

const OPERATION = 'images.annotate';
const MAX_LABELS = 5;
const UNSAFE_LIKELIHOODS = new Set(['LIKELY', 'VERY_LIKELY']);
const CHECKED_CATEGORIES = ['adult', 'violence', 'racy'] as const;

/**
 * The client's options: the REST ("fallback") transport with an API key, at Cloud Vision's public endpoint
 * or at the one the credentials name (the sandbox's, locally).
 */
function clientOptions(vision: ServiceCredentials) {
  const base = { apiKey: vision.apiKey, fallback: true as const };
  if (!vision.baseUrl) return base;
  const url = new URL(vision.baseUrl);
  const protocol = url.protocol.replace(/:$/, '');
  return {
    ...base,
    apiEndpoint: url.hostname,
    port: Number(url.port) || (protocol === 'https' ? 443 : 80),
    protocol,
  };
}

/**
 * SafeSearch, labels and the image's text from Cloud Vision through `@google-cloud/vision` on its REST transport with an API
 * key (docs/decisions/009). One attempt per call from the SDK: timeouts, retries and pacing are ours, as
 * for the other providers.
 */
export function createImageChecker(
  vision: ServiceCredentials,
  options: ProviderCallOptions = {},
): ImageChecker {
  const timeoutMs = resolveTimeouts(options.timeoutsMs).vision;
  // The first check imports the SDK and makes the client (`loadVision`), which then loads its service
  // description once; that check waits for both, outside its timeout.
  const annotator = lazyClient(loadVision, (sdk) => {
    const client = new sdk.ImageAnnotatorClient(clientOptions(vision));
    // The API key's credential, made up front as the auth library makes it. Left to make it on the first
    // call, the library first looks for a project id, which off Google Cloud ends in asking the GCE
    // metadata server (3 s timeout, retried): about 0.7 s of every instance's first check here, though a
    // key needs no project.
    client.auth.cachedCredential = client.auth.fromAPIKey(vision.apiKey);
    return client;
  });
  let ready: Promise<unknown> | undefined;
  const pacer = pacerOf(options, { provider: 'vision', model: VISION_MODEL, credentials: vision });

  const annotate = async (bytes: Uint8Array): Promise<AnnotateImageResponse | undefined> => {
    const { client } = await annotator();
    ready ??= client.initialize();
    await ready;
    // A fresh request per attempt: the client keeps state on the objects it is given.
    const request: BatchRequest = {
      requests: [
        {
          image: { content: Buffer.from(bytes).toString('base64') },
          features: [
            { type: 'SAFE_SEARCH_DETECTION' },
            { type: 'LABEL_DETECTION', maxResults: MAX_LABELS },
            { type: 'TEXT_DETECTION' },
          ],
        },
      ],
    };
    // The inner call, not `batchAnnotateImages`: the REST transport ignores the `timeout` option, and only
    // the inner call's promise can be cancelled, which aborts the request instead of leaving it open.
    const call = (
      client.innerApiCalls.batchAnnotateImages as (r: BatchRequest, o: object) => CancellableCall
    )(request, {});
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        call.cancel();
        reject(Object.assign(new Error('The request timed out'), { name: 'TimeoutError' }));
      }, timeoutMs);
    });
    try {
      const [response] = await Promise.race([call, timedOut]);
      return response.responses?.[0];
    } catch (error) {
      throw visionError(error, timeoutMs);
    } finally {
      clearTimeout(timer);
    }
  };

  return {
    async check(bytes) {
      const started = Date.now();
      const answer = await withRetry(() => annotate(bytes), {
        label: `vision ${OPERATION}`,
        policy: options.retry,
        pacing: { pacer, provider: 'vision', service: 'Cloud Vision' },
      });
      if (!answer || answer.error?.message) {
        throw new ProviderError({
          provider: 'vision',
          reason: `Cloud Vision could not read the image: ${shortText(answer?.error?.message ?? 'no answer')}`,
        });
      }
      const safeSearch = answer.safeSearchAnnotation ?? {};
      const reasons = CHECKED_CATEGORIES.flatMap((category) => {
        const likelihood = String(safeSearch[category] ?? 'UNKNOWN');
        return UNSAFE_LIKELIHOODS.has(likelihood) ? [`${category}: ${likelihood}`] : [];
      });
      const labels = (answer.labelAnnotations ?? [])
        .toSorted((a, b) => (b.score ?? 0) - (a.score ?? 0))
        .flatMap((label) => (label.description ? [label.description] : []));
      // The first annotation is the whole text; the others are its words, one by one.
      const text = (answer.textAnnotations?.[0]?.description ?? '').replace(/\s+/g, ' ').trim();
      return {
        safe: reasons.length === 0,
        reasons,
        labels,
        text,
        usage: { provider: 'vision', operation: OPERATION, images: 1, durationMs: Date.now() - started },
      };
    },
  };
}

/** An HTTP failure as the REST transport reports it (a GaxiosError): the status, the body as message. */
interface HttpFailure {
  status?: unknown;
  message?: string;
  response?: { headers?: { get?(name: string): string | null } };
}

/** What the SDK threw, as a provider error: HTTP failures by Google's error body, the rest as connection failures. */
function visionError(error: unknown, timeoutMs: number): ProviderError {
  const failure = error as HttpFailure;
  if (typeof failure?.status === 'number') {
    return googleStatusError({
      provider: 'vision',
      service: 'Cloud Vision',
      status: failure.status,
      text: failure.message,
      keyRefused: 'Cloud Vision refused the API key',
      retryAfterMs: parseRetryAfter(failure.response?.headers?.get?.('retry-after')),
      cause: error,
    });
  }
  return outboundFailureError(error, { provider: 'vision', target: 'Cloud Vision', timeoutMs });
}

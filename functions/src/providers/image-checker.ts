// The v1 client alone: the package index also loads every beta version and 1.5 MB of static protos.
import { ImageAnnotatorClient } from '@google-cloud/vision/build/src/v1/image_annotator_client.js';
import type { ServiceCredentials } from '../ports/credentials';
import type { ProviderCallOptions } from './call-options';
import { googleStatusError } from './google-errors';
import { ProviderAuthError, ProviderError, ProviderTransientError, shortText } from './provider-error';
import { parseRetryAfter, withRetry } from './retry';
import { describeTimeout, resolveTimeouts } from './timeouts';
import type { UsageRecord } from './usage';

export interface ImageCheckResult {
  /** False when SafeSearch finds adult, violent or racy content LIKELY or VERY_LIKELY. */
  safe: boolean;
  /** The flagged categories and their likelihood, e.g. `adult: VERY_LIKELY`; empty when safe. */
  reasons: string[];
  /** Label descriptions, most confident first: the image's caption material. */
  labels: string[];
  usage: UsageRecord;
}

export interface ImageChecker {
  check(bytes: Uint8Array): Promise<ImageCheckResult>;
}

const OPERATION = 'images.annotate';
const MAX_LABELS = 5;
const UNSAFE_LIKELIHOODS = new Set(['LIKELY', 'VERY_LIKELY']);
const CHECKED_CATEGORIES = ['adult', 'violence', 'racy'] as const;

/**
 * SafeSearch and labels from Cloud Vision over its REST ("fallback") transport with an API key. A
 * `baseUrl` (the sandbox locally) becomes the client's endpoint, host and port.
 */
export function createImageChecker(
  vision: ServiceCredentials,
  options: ProviderCallOptions = {},
): ImageChecker {
  const timeoutMs = resolveTimeouts(options.timeoutsMs).vision;
  const client = annotatorClient(vision, timeoutMs);

  return {
    async check(bytes) {
      const started = Date.now();
      const [batch] = await withRetry(
        async () => {
          try {
            // A fresh request object per call: the client keeps state on the one it is given.
            return await client.batchAnnotateImages(
              {
                requests: [
                  {
                    image: { content: Buffer.from(bytes).toString('base64') },
                    features: [
                      { type: 'SAFE_SEARCH_DETECTION' },
                      { type: 'LABEL_DETECTION', maxResults: MAX_LABELS },
                    ],
                  },
                ],
              },
              { retry: null }, // retries are ours
            );
          } catch (error) {
            throw visionError(error, timeoutMs);
          }
        },
        { label: `vision ${OPERATION}`, policy: options.retry },
      );
      const answer = batch.responses?.[0];
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
      return {
        safe: reasons.length === 0,
        reasons,
        labels,
        usage: { provider: 'vision', operation: OPERATION, images: 1, durationMs: Date.now() - started },
      };
    },
  };
}

/**
 * Clients by key, endpoint and timeout. A new client spends seconds loading its protos on its first call,
 * so one is kept per configuration for the life of the process (a warm Lambda included).
 */
const clients = new Map<string, ImageAnnotatorClient>();

function annotatorClient(vision: ServiceCredentials, timeoutMs: number): ImageAnnotatorClient {
  const key = JSON.stringify([vision.apiKey, vision.baseUrl ?? '', timeoutMs]);
  let client = clients.get(key);
  if (!client) {
    client = new ImageAnnotatorClient({
      apiKey: vision.apiKey,
      fallback: true,
      ...endpointOptions(vision),
      // The REST transport ignores gax's `timeout` call option; its HTTP client (gaxios) enforces this one.
      clientOptions: { transporterOptions: { timeout: timeoutMs } },
    });
    clients.set(key, client);
  }
  return client;
}

function endpointOptions(vision: ServiceCredentials) {
  if (!vision.baseUrl) return {};
  const url = new URL(vision.baseUrl);
  const protocol = url.protocol.replace(':', '');
  return {
    apiEndpoint: url.hostname,
    port: Number(url.port) || (protocol === 'https' ? 443 : 80),
    protocol,
  };
}

/** What the REST transport throws: a GaxiosError for an HTTP answer, with the body as its message. */
interface VisionFailure {
  name?: string;
  code?: string | number;
  status?: number;
  message?: string;
  cause?: { name?: string };
  response?: { headers?: { get?(name: string): string | null } };
}

const CONNECTION_FAILURES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EAI_AGAIN', 'EPIPE']);

// No `cause` on these errors: the transport's error carries the request, API key header included.
function visionError(error: unknown, timeoutMs: number): ProviderError {
  const failure = (error ?? {}) as VisionFailure;
  if (
    failure.cause?.name === 'AbortError' ||
    failure.name === 'AbortError' ||
    failure.name === 'TimeoutError'
  ) {
    return new ProviderTransientError({
      provider: 'vision',
      reason: `Cloud Vision did not answer within ${describeTimeout(timeoutMs)}`,
    });
  }
  if (typeof failure.status === 'number') {
    const keyRefused = 'Cloud Vision refused the API key';
    if (failure.status === 401 || failure.status === 403) {
      return new ProviderAuthError({ provider: 'vision', status: failure.status, reason: keyRefused });
    }
    return googleStatusError({
      provider: 'vision',
      service: 'Cloud Vision',
      status: failure.status,
      text: failure.message,
      keyRefused,
      retryAfterMs: parseRetryAfter(failure.response?.headers?.get?.('retry-after')),
    });
  }
  if (typeof failure.code === 'string' && CONNECTION_FAILURES.has(failure.code)) {
    return new ProviderTransientError({
      provider: 'vision',
      reason: `Could not reach Cloud Vision (${failure.code})`,
    });
  }
  return new ProviderError({
    provider: 'vision',
    reason: `Cloud Vision call failed: ${shortText(failure.message ?? String(error))}`,
  });
}

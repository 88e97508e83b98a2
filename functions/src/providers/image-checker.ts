import type { ServiceCredentials } from '../ports/credentials';
import type { ProviderCallOptions } from './call-options';
import { googleStatusError } from './google-errors';
import { outboundFailureError } from './outbound-failure';
import { outboundRequest } from './outbound-http';
import { ProviderError, shortText } from './provider-error';
import { parseRetryAfter, withRetry } from './retry';
import { resolveTimeouts } from './timeouts';
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

/** Cloud Vision's public endpoint; credentials may point elsewhere (the sandbox locally). */
const VISION_BASE_URL = 'https://vision.googleapis.com';

/** The parts of an `AnnotateImageResponse` the check reads. */
interface AnnotateImageResponse {
  error?: { message?: string };
  safeSearchAnnotation?: Partial<Record<(typeof CHECKED_CATEGORIES)[number], string>>;
  labelAnnotations?: { description?: string; score?: number }[];
}

/**
 * SafeSearch and labels from Cloud Vision's REST API (`POST /v1/images:annotate`) with an API key: one JSON
 * request, the same one `@google-cloud/vision` sends in its REST mode, without its 1.2 MB of protos and
 * transport in the Lambda bundle (docs/decisions/009).
 */
export function createImageChecker(
  vision: ServiceCredentials,
  options: ProviderCallOptions = {},
): ImageChecker {
  const timeoutMs = resolveTimeouts(options.timeoutsMs).vision;
  const url = `${(vision.baseUrl ?? VISION_BASE_URL).replace(/\/+$/, '')}/v1/images:annotate`;

  const annotate = async (bytes: Uint8Array): Promise<AnnotateImageResponse | undefined> => {
    const request = {
      requests: [
        {
          image: { content: Buffer.from(bytes).toString('base64') },
          features: [{ type: 'SAFE_SEARCH_DETECTION' }, { type: 'LABEL_DETECTION', maxResults: MAX_LABELS }],
        },
      ],
    };
    let response: Awaited<ReturnType<typeof outboundRequest>>;
    try {
      response = await outboundRequest({
        method: 'POST',
        url,
        timeoutMs,
        // The key goes in a header, never the URL, so no error message or log line can carry it.
        headers: { 'content-type': 'application/json', 'x-goog-api-key': vision.apiKey },
        body: JSON.stringify(request),
      });
    } catch (error) {
      throw outboundFailureError(error, { provider: 'vision', target: 'Cloud Vision', timeoutMs });
    }
    const text = response.body.toString('utf8');
    if (response.status !== 200) {
      const retryAfter = response.headers['retry-after'];
      throw googleStatusError({
        provider: 'vision',
        service: 'Cloud Vision',
        status: response.status,
        text,
        keyRefused: 'Cloud Vision refused the API key',
        retryAfterMs: parseRetryAfter(Array.isArray(retryAfter) ? retryAfter[0] : retryAfter),
      });
    }
    try {
      return (JSON.parse(text) as { responses?: AnnotateImageResponse[] }).responses?.[0];
    } catch {
      throw new ProviderError({
        provider: 'vision',
        reason: 'Cloud Vision answered with something other than JSON',
      });
    }
  };

  return {
    async check(bytes) {
      const started = Date.now();
      const answer = await withRetry(() => annotate(bytes), {
        label: `vision ${OPERATION}`,
        policy: options.retry,
      });
      if (!answer || answer.error?.message) {
        throw new ProviderError({
          provider: 'vision',
          reason: `Cloud Vision could not read the image: ${shortText(answer?.error?.message ?? 'no answer')}`,
        });
      }
      const safeSearch = answer.safeSearchAnnotation ?? {};
      const reasons = CHECKED_CATEGORIES.flatMap((category) => {
        const likelihood = safeSearch[category] ?? 'UNKNOWN';
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

import {
  ProviderAuthError,
  type ProviderError,
  providerErrorForStatus,
  shortText,
} from '../ports/provider-error';

/** Google's JSON error body (`google.rpc.Status`), as Gemini and Cloud Vision send it. */
export interface GoogleErrorBody {
  code?: number;
  message?: string;
  status?: string;
  details?: { '@type'?: string; reason?: string; retryDelay?: string }[];
}

/** Google signals a bad or revoked API key with 400 `API_KEY_INVALID`, not with 401. */
export const isGoogleKeyRejection = (body: GoogleErrorBody | undefined) =>
  body?.details?.some(
    (detail) => detail.reason === 'API_KEY_INVALID' || detail.reason === 'API_KEY_EXPIRED',
  ) ?? false;

/** The wait a `google.rpc.RetryInfo` detail asks for ("2s", "1.5s"), in milliseconds. */
export function googleRetryDelayMs(body: GoogleErrorBody | undefined): number | undefined {
  for (const detail of body?.details ?? []) {
    const seconds = Number.parseFloat(detail.retryDelay ?? '');
    if (Number.isFinite(seconds) && seconds >= 0) return Math.round(seconds * 1000);
  }
  return undefined;
}

/** The `error` object of a Google error body given as text (how both SDKs hand it over); undefined if odd. */
export function parseGoogleErrorBody(text: string | undefined): GoogleErrorBody | undefined {
  try {
    return (JSON.parse(text ?? '') as { error?: GoogleErrorBody }).error;
  } catch {
    return undefined;
  }
}

/**
 * A failed Google API call (Gemini or Cloud Vision) as a provider error: a rejected key is an auth error
 * (never retried); anything else is classed by status, with Google's status name and message as the reason.
 */
export function googleStatusError(options: {
  provider: 'gemini' | 'vision';
  /** The service's name as the reason shows it ("Gemini", "Cloud Vision"). */
  service: string;
  status: number;
  /** The answer's body text, which holds Google's JSON error. */
  text: string | undefined;
  /** The reason given when the key is refused. */
  keyRefused: string;
  /** A wait asked for outside the body (a Retry-After header); the body's RetryInfo wins. */
  retryAfterMs?: number;
  cause?: unknown;
}): ProviderError {
  const { provider, service, status, text } = options;
  const body = parseGoogleErrorBody(text);
  if (isGoogleKeyRejection(body))
    return new ProviderAuthError({ provider, status, reason: options.keyRefused });
  const label = body?.status ? ` ${body.status}` : '';
  return providerErrorForStatus({
    provider,
    status,
    retryAfterMs: googleRetryDelayMs(body) ?? options.retryAfterMs,
    reason: `${service} answered ${status}${label}: ${shortText(body?.message ?? text ?? '')}`,
    cause: options.cause,
  });
}

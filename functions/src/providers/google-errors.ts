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

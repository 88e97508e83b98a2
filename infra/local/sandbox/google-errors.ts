import type { ServerResponse } from 'node:http';
import { sendJson } from './http-kit';

/** Google's error body (`google.rpc.Status` as JSON), as Gemini and Cloud Vision send it. */
export function sendGoogleError(
  response: ServerResponse,
  code: number,
  status: string,
  message: string,
  details: object[] = [],
  headers: Record<string, string> = {},
) {
  sendJson(
    response,
    code,
    { error: { code, message, status, ...(details.length ? { details } : {}) } },
    headers,
  );
}

/** Google refuses a bad or revoked key with 400 `API_KEY_INVALID`, not with a 401. */
export function refuseGoogleKey(response: ServerResponse, service: string) {
  sendGoogleError(response, 400, 'INVALID_ARGUMENT', 'API key not valid. Please pass a valid API key.', [
    {
      '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
      reason: 'API_KEY_INVALID',
      domain: 'googleapis.com',
      metadata: { service },
    },
  ]);
}

/** A quota 429 with `RetryInfo` (what Google's clients read) and a `Retry-After` header. */
export function sendGoogleRateLimit(response: ServerResponse, retryAfterSeconds: number, message: string) {
  sendGoogleError(
    response,
    429,
    'RESOURCE_EXHAUSTED',
    message,
    [{ '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: `${retryAfterSeconds}s` }],
    { 'retry-after': String(retryAfterSeconds) },
  );
}

/** The API key of a Google call: the `x-goog-api-key` header or the `key` query parameter. */
export function googleApiKey(headers: NodeJS.Dict<string | string[]>, query: URLSearchParams): string {
  const header = headers['x-goog-api-key'];
  return (Array.isArray(header) ? header[0] : header) ?? query.get('key') ?? '';
}

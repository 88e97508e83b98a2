import { ApiError } from './api-client';

/** The `message` of a JSON error body (`{ "message": "..." }`), if the text is one. */
export function jsonMessage(body: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed !== 'object' || parsed === null || !('message' in parsed)) return undefined;
    return typeof parsed.message === 'string' && parsed.message ? parsed.message : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The server's own reason for refusing a call (a 4xx with a JSON `message`, e.g. a 403 naming the missing
 * permission or a 409 saying what to do), or undefined when it gave none.
 */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) return undefined;
  return jsonMessage(error.message.slice(`${error.status}: `.length));
}

/**
 * The description of a failure toast: the server's reason when it gave one (more useful than the raw
 * `status: body` text), otherwise the error's message, and for a server failure (5xx) the request's
 * reference, which a support request quotes to find its log lines (`correlationId` in the runbook).
 */
export function apiErrorMessage(error: unknown): string {
  const message = serverMessage(error) ?? (error instanceof Error ? error.message : String(error));
  if (error instanceof ApiError && error.status >= 500 && error.correlationId)
    return `${message} (reference: ${error.correlationId})`;
  return message;
}

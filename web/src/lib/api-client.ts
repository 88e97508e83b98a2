import type { QueryFunction } from '@tanstack/react-query';
import { jsonBody } from './json-body';

/**
 * A non-OK response. The message keeps the `status: body` format of docs/contract.md#call-errors; `status` is
 * kept for callers, and the server's correlation id (`X-Correlation-Id`), which names the request's log
 * lines, for support.
 */
export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
    readonly correlationId?: string,
  ) {
    super(message);
  }
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = await response.text().catch(() => '');
  const correlationId = response.headers.get('x-correlation-id') ?? undefined;
  throw new ApiError(response.status, `${response.status}: ${text || response.statusText}`, correlationId);
}

/**
 * Sends one API call with the session cookie. A body is sent as JSON, and only then is the JSON content
 * type set (the server's CSRF rule accepts body-less calls without one). `headers` go with it (e.g. an
 * `Idempotency-Key`). Throws an `ApiError` on non-OK.
 */
export async function apiRequest(
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  const json = body === undefined ? undefined : await jsonBody(body);
  const response = await fetch(url, {
    method,
    credentials: 'include',
    body: json?.body,
    headers: { ...json?.headers, ...headers },
  });
  await throwIfNotOk(response);
  return response;
}

export type UnauthorizedBehavior = 'throw' | 'returnNull';

/**
 * The default read: GETs the first element of the query key as the URL and parses JSON.
 * `returnNull` turns a 401 into `null`, for reads where "not signed in" is an answer, not an error.
 */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const [url] = queryKey;
    if (typeof url !== 'string') throw new Error('The first element of a query key must be the URL');
    const response = await fetch(url, { credentials: 'include', signal });
    if (on401 === 'returnNull' && response.status === 401) return null;
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
}

import type { GraphParams } from '../../ports/meta-graph';
import { describeTimeout } from '../timeouts';
import { appSecretProof, encodeGraphParams } from './graph-params';
import { type GraphErrorBody, graphAnswerError, MetaGraphError, regainAccessMs } from './meta-graph-error';

export type GraphMethod = 'GET' | 'POST' | 'DELETE';

export interface GraphRequest {
  method: GraphMethod;
  /** An absolute URL: the versioned path of a call, or a `paging.next` as Meta gave it. */
  url: URL;
  params?: GraphParams;
}

export interface TransportOptions {
  fetch: typeof fetch;
  timeoutMs: number;
  /** Sent with every call, with its `appsecret_proof`; a call's own `access_token` param (an app token) wins. */
  accessToken: string;
  appSecret: string;
}

/** Network failures where nothing reached Meta, so even a creating call may be sent again. */
const NOT_SENT = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH']);

/**
 * One Graph request: GET and DELETE carry their params in the query, POST as a form body. Throws a
 * classified `MetaGraphError` for any failure, marked `outcomeUnknown` when a write may have been carried
 * out without an answer reaching us.
 */
export async function sendGraphRequest<T>(request: GraphRequest, options: TransportOptions): Promise<T> {
  const form = encodeGraphParams(request.params);
  const token = form.get('access_token') ?? options.accessToken;
  form.set('access_token', token);
  form.set('appsecret_proof', appSecretProof(token, options.appSecret));
  const url = new URL(request.url);
  const init: RequestInit = { method: request.method, signal: AbortSignal.timeout(options.timeoutMs) };
  if (request.method === 'POST') {
    init.body = form;
    init.headers = { 'content-type': 'application/x-www-form-urlencoded' };
  } else {
    for (const [key, value] of form) url.searchParams.set(key, value);
  }
  const writes = request.method !== 'GET';
  let response: Response;
  let text: string;
  try {
    response = await options.fetch(url, init);
    text = await response.text();
  } catch (error) {
    throw connectionError(error, writes, options.timeoutMs);
  }
  const body = parseJson(text);
  if (response.ok) {
    if (body === undefined)
      throw new MetaGraphError({
        kind: 'failed',
        status: response.status,
        reason: 'Meta answered without JSON',
      });
    return body as T;
  }
  const graphError = (body as { error?: GraphErrorBody } | undefined)?.error;
  if (graphError && typeof graphError === 'object') {
    throw graphAnswerError(
      graphError,
      response.status,
      regainAccessMs(response.headers.get('x-business-use-case-usage')),
    );
  }
  // No Graph error body: a gateway or load balancer answered, so a write may or may not have happened.
  const transient = response.status >= 500 || response.status === 429;
  throw new MetaGraphError({
    kind: transient ? 'transient' : 'failed',
    status: response.status,
    reason: `Meta answered HTTP ${response.status} without an error body`,
    outcomeUnknown: transient && writes,
  });
}

function connectionError(error: unknown, writes: boolean, timeoutMs: number): MetaGraphError {
  const failure = error as Error & { cause?: { code?: string } };
  if (failure.name === 'TimeoutError' || failure.name === 'AbortError') {
    return new MetaGraphError({
      kind: 'transient',
      reason: `Meta did not answer within ${describeTimeout(timeoutMs)}`,
      outcomeUnknown: writes,
      cause: error,
    });
  }
  const code = failure.cause?.code ?? (failure as NodeJS.ErrnoException).code;
  return new MetaGraphError({
    kind: 'transient',
    reason: `Could not reach Meta${code ? ` (${code})` : ''}`,
    outcomeUnknown: writes && !(code && NOT_SENT.has(code)),
    cause: error,
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

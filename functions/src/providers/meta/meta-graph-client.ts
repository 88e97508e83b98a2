import { logger } from '../../lib/logger';
import type { GraphParams, MetaGraphClient, MetaGraphConnection } from '../../ports/meta-graph';
import { DEFAULT_RETRY_POLICY, type RetryPolicy, retryDelayMs } from '../retry';
import { countRetry, measuredAttempt } from '../upstream-metrics';
import { createOnce } from './create-once';
import { MetaGraphError } from './meta-graph-error';
import { type GraphMethod, sendGraphRequest } from './meta-graph-transport';

/** The Graph API version every call names (its expiry, later versions: docs/upstream/meta-marketing-api.md). */
export const META_GRAPH_VERSION = 'v24.0';
export const META_GRAPH_BASE_URL = 'https://graph.facebook.com';
/** Per attempt; insights reads over long ranges are the slow ones. */
export const META_GRAPH_TIMEOUT_MS = 60_000;

export interface MetaGraphClientOptions extends MetaGraphConnection {
  version?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  retry?: Partial<RetryPolicy>;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
}

/** A page of an edge: `{data: [...], paging: {cursors: {before, after}, next?, previous?}}`. */
export interface GraphPage<T> {
  data: T[];
  paging?: { cursors?: { before?: string; after?: string }; next?: string; previous?: string };
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The Graph port (`ports/meta-graph.ts`) over `fetch`, for Meta's Graph/Marketing API: versioned paths, `appsecret_proof` on
 * every call, JSON-valued params as JSON strings, one error classifier, retries with full jitter for
 * transient failures and throttles (a throttle's wait longer than the policy's cap goes up instead).
 * The access token travels as a parameter and is never logged: log lines carry paths only.
 */
export function createMetaGraphClient(options: MetaGraphClientOptions): MetaGraphClient {
  const version = options.version ?? META_GRAPH_VERSION;
  const root = `${(options.baseUrl ?? META_GRAPH_BASE_URL).replace(/\/+$/, '')}/${version}/`;
  const origin = new URL(root).origin;
  const policy = { ...DEFAULT_RETRY_POLICY, ...options.retry };
  const sleep = options.sleep ?? defaultSleep;
  const transport = {
    fetch: options.fetch ?? fetch,
    timeoutMs: options.timeoutMs ?? META_GRAPH_TIMEOUT_MS,
    accessToken: options.accessToken,
    appSecret: options.appSecret,
  };

  const call = async <T>(
    method: GraphMethod,
    url: URL,
    params: GraphParams | undefined,
    retryLostAnswer: boolean,
  ): Promise<T> => {
    const label = `meta ${method} ${url.pathname}`;
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await measuredAttempt('meta', () => sendGraphRequest<T>({ method, url, params }, transport));
      } catch (error) {
        if (!(error instanceof MetaGraphError)) throw error;
        const { kind, code, subcode, fbtraceId, status, reason, retryAfterMs } = error;
        const retry =
          error.retryable &&
          attempt < policy.maxAttempts &&
          (retryLostAnswer || !error.outcomeUnknown) &&
          (retryAfterMs ?? 0) <= policy.maxRetryAfterMs;
        const delayMs = retry ? retryDelayMs(attempt, policy, retryAfterMs, options.random) : undefined;
        logger.warn(retry ? 'Retrying a Meta Graph call' : 'A Meta Graph call failed', {
          call: label,
          attempt,
          kind,
          status,
          code,
          subcode,
          fbtraceId,
          reason,
          delayMs,
        });
        if (delayMs === undefined) throw error;
        countRetry('meta');
        await sleep(delayMs);
      }
    }
  };

  const urlOf = (path: string) => new URL(path.replace(/^\/+/, ''), root);

  const client: MetaGraphClient = {
    version,
    ownToken: () => options.accessToken,
    get: (path, params) => call('GET', urlOf(path), params, true),
    post: (path, params, writeOptions) =>
      call('POST', urlOf(path), params, writeOptions?.retryLostAnswer ?? false),
    delete: (path, params) => call('DELETE', urlOf(path), params, true),
    async *paginate<T>(path: string, params?: GraphParams) {
      let page = await call<GraphPage<T>>('GET', urlOf(path), params, true);
      for (;;) {
        yield* page.data ?? [];
        const next = page.paging?.next;
        if (!next) return;
        const nextUrl = new URL(next);
        // The token goes with every call: never to a host other than the configured one.
        if (nextUrl.origin !== origin) {
          throw new MetaGraphError({
            kind: 'failed',
            reason: `Meta's next page points to another host: ${nextUrl.origin}`,
          });
        }
        page = await call<GraphPage<T>>('GET', nextUrl, undefined, true);
      }
    },
    createOnce: (request) => createOnce(client, request),
  };
  return client;
}

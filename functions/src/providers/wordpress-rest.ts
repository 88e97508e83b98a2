import type { WordPressSiteCredentials } from '../ports/credentials';
import { ProviderAuthError, ProviderError, providerErrorForStatus, shortText } from '../ports/provider-error';
import type { ProviderCallOptions } from './call-options';
import { outboundFailureError } from './outbound-failure';
import { outboundRequest } from './outbound-http';
import { OutboundUrlError } from './outbound-url';
import { createPacer } from './pacer';
import { parseRetryAfter, withRetry } from './retry';
import { resolveTimeouts } from './timeouts';

export interface RestCall {
  method: 'GET' | 'POST' | 'DELETE';
  /** Route under `/wp/v2`, e.g. `posts`. */
  route: string;
  query?: Record<string, string | number>;
  json?: unknown;
  raw?: { bytes: Uint8Array; headers: Record<string, string> };
  upload?: boolean;
}

/** WordPress's error body: `{code, message, data: {status, ...}}`. */
export interface WordPressErrorBody {
  code?: string;
  message?: string;
  data?: { status?: number; term_id?: number; details?: Record<string, { code?: string } | undefined> };
}

/** A WordPress REST error that the client itself handles (e.g. `term_exists`). */
export class WordPressRestError extends ProviderError {
  constructor(
    readonly body: WordPressErrorBody,
    status: number,
    reason: string,
  ) {
    super({ provider: 'wordpress', status, reason });
  }
}

/**
 * The REST transport: application-password basic auth, the `?rest_route=` form (it works whatever the
 * site's permalink settings, where `/wp-json/` needs rewrite rules), typed errors and retries.
 */
export function createWordPressRest(site: WordPressSiteCredentials, options: ProviderCallOptions = {}) {
  const timeouts = resolveTimeouts(options.timeoutsMs);
  const siteUrl = site.siteUrl.replace(/\/+$/, '');
  const authorization = `Basic ${Buffer.from(`${site.username}:${site.appPassword}`).toString('base64')}`;
  // Hosts limit requests per site, whatever the route.
  const pacer = createPacer();

  const once = async <T>(call: RestCall): Promise<T> => {
    const query = new URLSearchParams({ rest_route: `/wp/v2/${call.route}` });
    for (const [key, value] of Object.entries(call.query ?? {})) query.set(key, String(value));
    const url = `${siteUrl}/?${query}`;
    const timeoutMs = call.upload ? timeouts.wordpressUpload : timeouts.wordpress;
    let response: Awaited<ReturnType<typeof outboundRequest>>;
    try {
      response = await outboundRequest({
        method: call.method,
        url,
        timeoutMs,
        headers: {
          authorization,
          accept: 'application/json',
          ...(call.json !== undefined ? { 'content-type': 'application/json' } : {}),
          ...call.raw?.headers,
        },
        body: call.raw?.bytes ?? (call.json !== undefined ? JSON.stringify(call.json) : undefined),
      });
    } catch (error) {
      throw connectionError(error, siteUrl, timeoutMs);
    }
    const parsed = parseJson(response.body);
    if (response.status >= 200 && response.status < 300) {
      if (parsed === undefined) {
        throw new ProviderError({
          provider: 'wordpress',
          status: response.status,
          reason: `${siteUrl} did not answer as a WordPress REST API (no JSON)`,
        });
      }
      return parsed as T;
    }
    if (response.status >= 300 && response.status < 400) {
      throw new ProviderError({
        provider: 'wordpress',
        status: response.status,
        reason: `WordPress redirected to ${response.headers.location ?? 'another address'}: save that as the site URL`,
      });
    }
    const body = (parsed ?? {}) as WordPressErrorBody;
    const code = body.code ? ` ${body.code}` : '';
    const reason = `WordPress answered ${response.status}${code}: ${shortText(plainText(body.message ?? response.body.toString('utf8')))}`;
    if (body.code === 'term_exists') throw new WordPressRestError(body, response.status, reason);
    // An anonymous caller asking for drafts gets 400 "Invalid parameter(s): status" (rest_forbidden_status):
    // that is WordPress refusing the credentials.
    const forbidden = Object.values(body.data?.details ?? {}).some((detail) =>
      detail?.code?.startsWith('rest_forbidden'),
    );
    if (forbidden) throw new ProviderAuthError({ provider: 'wordpress', status: response.status, reason });
    const retryAfter = response.headers['retry-after'];
    throw providerErrorForStatus({
      provider: 'wordpress',
      status: response.status,
      retryAfterMs: parseRetryAfter(Array.isArray(retryAfter) ? retryAfter[0] : retryAfter),
      reason,
    });
  };

  return {
    siteUrl,
    /** One REST call, retried on transient failures; `beforeRetry` may answer instead of a new attempt. */
    call<T>(call: RestCall, beforeRetry?: () => Promise<T | undefined>): Promise<T> {
      return withRetry(
        async (attempt) => {
          const found = attempt > 1 && beforeRetry ? await beforeRetry() : undefined;
          return found ?? once<T>(call);
        },
        {
          label: `wordpress ${call.method} ${call.route}`,
          policy: options.retry,
          pacing: { pacer, provider: 'wordpress', service: 'WordPress' },
        },
      );
    },
  };
}

function connectionError(error: unknown, siteUrl: string, timeoutMs: number): ProviderError {
  if (error instanceof OutboundUrlError) {
    return new ProviderError({
      provider: 'wordpress',
      reason: `WordPress site URL refused: ${error.message}`,
    });
  }
  return outboundFailureError(error, { provider: 'wordpress', target: `WordPress at ${siteUrl}`, timeoutMs });
}

function parseJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
}

/** WordPress messages may carry HTML tags and entities. */
function plainText(text: string): string {
  return text
    .replace(/<[^>]*>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;|&#8217;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

import { META_GRAPH_FAILURE, type MetaErrorKind, type MetaGraphFailure } from '../../ports/meta-graph';
import { PROVIDER_ERROR_NAMES, ProviderError, shortText } from '../../ports/provider-error';

/** Graph's error body: `{error: {message, type, code, error_subcode, error_user_title, error_user_msg, ...}}`. */
export interface GraphErrorBody {
  message?: string;
  type?: string;
  code?: number;
  error_subcode?: number;
  error_user_title?: string;
  error_user_msg?: string;
  fbtrace_id?: string;
  is_transient?: boolean;
  error_data?: unknown;
}

export interface MetaGraphErrorDetails {
  kind: MetaErrorKind;
  reason: string;
  status?: number;
  code?: number;
  subcode?: number;
  userTitle?: string;
  userMessage?: string;
  fbtraceId?: string;
  /** How long Meta asked us to wait (a throttle's `estimated_time_to_regain_access`), when it said. */
  retryAfterMs?: number;
  /**
   * The request may have been carried out although no answer came (a timeout or a gateway error after it
   * was sent): a creating call must look before it is sent again.
   */
  outcomeUnknown?: boolean;
  cause?: unknown;
}

const NAMES: Record<MetaErrorKind, string> = {
  transient: PROVIDER_ERROR_NAMES.transient,
  throttled: PROVIDER_ERROR_NAMES.rateLimited,
  'token-invalid': PROVIDER_ERROR_NAMES.auth,
  permission: PROVIDER_ERROR_NAMES.auth,
  'invalid-parameter': PROVIDER_ERROR_NAMES.failed,
  failed: PROVIDER_ERROR_NAMES.failed,
};

/**
 * A failed Graph call, classified once. Its `name` follows the provider error names (transient, auth,
 * failed), so Step Functions' `Retry`/`Catch` treat Meta like the other services.
 */
export class MetaGraphError extends ProviderError implements MetaGraphFailure {
  readonly [META_GRAPH_FAILURE] = true as const;
  readonly kind: MetaErrorKind;
  readonly code?: number;
  readonly subcode?: number;
  readonly userTitle?: string;
  /** Meta's `error_user_msg`: the text to show a person. */
  readonly userMessage?: string;
  readonly fbtraceId?: string;
  readonly retryAfterMs?: number;
  readonly outcomeUnknown: boolean;
  override readonly retryable: boolean;

  constructor(details: MetaGraphErrorDetails) {
    super({ provider: 'meta', status: details.status, reason: details.reason, cause: details.cause });
    this.name = NAMES[details.kind];
    this.kind = details.kind;
    this.code = details.code;
    this.subcode = details.subcode;
    this.userTitle = details.userTitle;
    this.userMessage = details.userMessage;
    this.fbtraceId = details.fbtraceId;
    this.retryAfterMs = details.retryAfterMs;
    this.outcomeUnknown = details.outcomeUnknown ?? false;
    this.retryable = details.kind === 'transient' || details.kind === 'throttled';
  }
}

// Application, user, page and ad-account limits, and the business use case range (80000 ads_insights,
// 80004 ads_management ...): Meta answers them with HTTP 400, never 429.
const THROTTLE_CODES = new Set([4, 17, 32, 341, 613]);
const isThrottleCode = (code: number) => THROTTLE_CODES.has(code) || (code >= 80000 && code <= 80014);

/** The kind of a Graph error body: 190 (but not 190/459) token, 100 parameter, 10 and 200-299 permission. */
export function classifyGraphError(body: GraphErrorBody, status?: number): MetaErrorKind {
  const code = body.code ?? 0;
  if (isThrottleCode(code)) return 'throttled';
  // 190/459 is a checkpointed user: the token itself stays valid.
  if (code === 190) return body.error_subcode === 459 ? 'permission' : 'token-invalid';
  if (code === 1 || code === 2 || body.is_transient === true) return 'transient';
  if (code === 100) return 'invalid-parameter';
  if (code === 10 || (code >= 200 && code <= 299)) return 'permission';
  if (status !== undefined && status >= 500) return 'transient';
  return 'failed';
}

/** The error for a Graph answer with an error body. */
export function graphAnswerError(
  body: GraphErrorBody,
  status: number,
  retryAfterMs?: number,
): MetaGraphError {
  const kind = classifyGraphError(body, status);
  const codes = body.error_subcode ? `${body.code}/${body.error_subcode}` : `${body.code ?? status}`;
  const text = body.error_user_msg || body.message || `HTTP ${status}`;
  return new MetaGraphError({
    kind,
    status,
    reason: `Meta answered ${codes}: ${shortText(text)}`,
    code: body.code,
    subcode: body.error_subcode,
    userTitle: body.error_user_title,
    userMessage: body.error_user_msg,
    fbtraceId: body.fbtrace_id,
    retryAfterMs: kind === 'throttled' ? retryAfterMs : undefined,
  });
}

interface UsageEntry {
  estimated_time_to_regain_access?: number;
}

/**
 * The longest `estimated_time_to_regain_access` (minutes) in an `X-Business-Use-Case-Usage` header, in
 * milliseconds; undefined when the header is absent, odd or says 0 (absent is not zero: back off then).
 */
export function regainAccessMs(header: string | null | undefined): number | undefined {
  if (!header) return undefined;
  let usage: unknown;
  try {
    usage = JSON.parse(header);
  } catch {
    return undefined;
  }
  if (typeof usage !== 'object' || usage === null) return undefined;
  const minutes = Object.values(usage as Record<string, unknown>)
    .flatMap((entries) => (Array.isArray(entries) ? (entries as UsageEntry[]) : []))
    .map((entry) => Number(entry?.estimated_time_to_regain_access ?? 0))
    .filter((value) => Number.isFinite(value) && value > 0);
  return minutes.length > 0 ? Math.max(...minutes) * 60_000 : undefined;
}

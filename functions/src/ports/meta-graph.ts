/**
 * Meta's Graph (Marketing) API as the domain sees it: calls on paths with parameters, and classified
 * failures. `providers/meta/meta-graph-client.ts` implements it over HTTP; the composition root hands the
 * domain its constructor (`ConnectMetaGraph`), as it hands it the storage adapters.
 */

export type GraphParamValue = string | number | boolean | object | null | undefined;

/**
 * A Graph call's parameters: strings, numbers and booleans as plain form fields, objects and arrays
 * (targeting, object_story_spec, time_range, special_ad_categories...) as JSON strings, as Meta's own
 * curl examples send them. `undefined` and `null` are left out.
 */
export type GraphParams = Record<string, GraphParamValue>;

export interface GraphWriteOptions {
  /**
   * Send again after a lost answer (timeout, gateway error): right for updates that set a value, wrong for
   * creates (use `createOnce`). Errors Meta itself answered as transient are retried either way.
   */
  retryLostAnswer?: boolean;
}

export interface CreateOnceRequest {
  /** The creating edge, e.g. `act_123/campaigns`. */
  edge: string;
  /** Sent as `name` and used to find the object again. */
  name: string;
  params?: GraphParams;
  /** Where to look the object up by name (default: `edge`), e.g. `act_123/adsets` for `{campaign}/adsets`. */
  findEdge?: string;
  /** Look before the first send too: for a step resumed after a crash that may have created it already. */
  lookFirst?: boolean;
}

export interface CreateOnceResult {
  id: string;
  /** False when the object was found by its name instead of created by an answered call. */
  created: boolean;
}

export interface MetaGraphClient {
  readonly version: string;
  /** The token the client sends (for `/debug_token`'s `input_token`); a function, so it never lands in a log. */
  ownToken(): string;
  get<T>(path: string, params?: GraphParams): Promise<T>;
  post<T>(path: string, params?: GraphParams, options?: GraphWriteOptions): Promise<T>;
  delete<T>(path: string, params?: GraphParams): Promise<T>;
  /** Every row of an edge, following `paging.next` to the end; cursors are never kept. */
  paginate<T>(path: string, params?: GraphParams): AsyncIterable<T>;
  /** Creates an object on an edge once, even when an answer is lost (Graph has no idempotency key). */
  createOnce(request: CreateOnceRequest): Promise<CreateOnceResult>;
}

/** How patient a client is: a person waiting on a check gets a quicker one than a scheduled refresh. */
export interface MetaGraphRetry {
  /** Attempts in all, the first included. */
  maxAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** A throttle asking for a longer wait than this is not waited out: the failure goes up. */
  maxRetryAfterMs: number;
}

export interface MetaGraphConnection {
  accessToken: string;
  appSecret: string;
  /** Graph's base URL without the version; the real Graph API when absent (the local sandbox's otherwise). */
  baseUrl?: string;
  /** Per attempt. */
  timeoutMs?: number;
  retry?: Partial<MetaGraphRetry>;
}

/** A Graph client for one token: `createMetaGraphClient` in production. */
export type ConnectMetaGraph = (connection: MetaGraphConnection) => MetaGraphClient;

/**
 * What went wrong, as far as what to do next: `transient` and `throttled` are worth another attempt (a
 * throttle only after its wait), the others need a person: a new token, a fixed value, a permission.
 */
export type MetaErrorKind =
  | 'transient'
  | 'throttled'
  | 'token-invalid'
  | 'invalid-parameter'
  | 'permission'
  | 'failed';

/** Marks the errors of a failed Graph call, so the domain tells them apart without knowing their class. */
export const META_GRAPH_FAILURE: unique symbol = Symbol('MetaGraphFailure');

/** A Graph call that failed, classified once by the client. */
export interface MetaGraphFailure extends Error {
  readonly [META_GRAPH_FAILURE]: true;
  readonly kind: MetaErrorKind;
  /** Readable text fit for a log line or a screen: never a secret. */
  readonly reason: string;
  readonly status?: number;
  readonly code?: number;
  readonly subcode?: number;
  readonly userTitle?: string;
  /** Meta's `error_user_msg`: the text to show a person. */
  readonly userMessage?: string;
  readonly fbtraceId?: string;
  readonly retryAfterMs?: number;
  /**
   * The request may have been carried out although no answer came (a timeout or a gateway error after it
   * was sent): a creating call must look before it is sent again.
   */
  readonly outcomeUnknown: boolean;
}

export function isMetaGraphFailure(error: unknown): error is MetaGraphFailure {
  return error instanceof Error && (error as Partial<MetaGraphFailure>)[META_GRAPH_FAILURE] === true;
}

/** `act_123` for `123` or `act_123`: the settings store ad account ids without the prefix. */
export function adAccountPath(accountId: string): string {
  const id = accountId.trim();
  return id.startsWith('act_') ? id : `act_${id}`;
}

import { createHmac } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody } from '../http-kit';
import { fail } from './graph-errors';
import type { MetaStore } from './meta-store';
import { type MultipartFile, parseMultipart } from './multipart';

/** One call as the handlers see it: its path after the version, its params (query and form merged). */
export interface GraphCall {
  method: string;
  segments: string[];
  params: Record<string, string>;
  files: MultipartFile[];
  url: URL;
  response: ServerResponse;
  store: MetaStore;
  /** `http://host:port`: for `paging.next` and image URLs. */
  baseUrl: string;
  /** The version prefix the caller used, e.g. `v24.0`, reused in `paging.next`. */
  version: string;
  /** The sandbox's clock (the app's), which decides "today", creation times and status histories. */
  now: () => number;
}

/** Query params and a form, multipart or JSON body, merged as Graph does (body wins). */
export async function readParams(
  request: IncomingMessage,
  url: URL,
): Promise<{ params: Record<string, string>; files: MultipartFile[] }> {
  const params: Record<string, string> = Object.fromEntries(url.searchParams);
  const type = request.headers['content-type'] ?? '';
  const body = await readBody(request);
  if (body.length === 0) return { params, files: [] };
  if (type.startsWith('multipart/form-data')) {
    const parsed = parseMultipart(body, type);
    return { params: { ...params, ...parsed.fields }, files: parsed.files };
  }
  if (type.startsWith('application/json')) {
    let json: unknown;
    try {
      json = JSON.parse(body.toString('utf8'));
    } catch {
      return fail({ message: '(#100) The request body is not valid JSON', code: 100 });
    }
    for (const [key, value] of Object.entries((json ?? {}) as Record<string, unknown>)) {
      params[key] = typeof value === 'string' ? value : JSON.stringify(value);
    }
    return { params, files: [] };
  }
  return {
    params: { ...params, ...Object.fromEntries(new URLSearchParams(body.toString('utf8'))) },
    files: [],
  };
}

export type Caller = 'user' | 'app';

/**
 * Checks `access_token` and `appsecret_proof` the way an app with "Require App Secret" on does: the user
 * token, or the app token `{app_id}|{app_secret}` (enough for `/debug_token`).
 */
export function authenticate(
  params: Record<string, string>,
  store: MetaStore,
  expired: boolean,
  now: number,
): Caller {
  const { identity } = store.state;
  const token = params.access_token;
  if (!token) {
    return fail({ message: 'An access token is required to request this resource.', code: 104 });
  }
  const appToken = `${identity.appId}|${identity.appSecret}`;
  const caller: Caller | undefined =
    token === identity.accessToken ? 'user' : token === appToken ? 'app' : undefined;
  if (!caller) return fail({ message: 'Invalid OAuth access token - Cannot parse access token', code: 190 });
  if (expired && caller === 'user') {
    return fail({
      message: `Error validating access token: Session has expired on ${new Date(now - 3_600_000).toUTCString()}. The current time is ${new Date(now).toUTCString()}.`,
      code: 190,
      subcode: 463,
      userTitle: 'Session has expired',
      userMessage: 'Your session has expired. Please log in again.',
    });
  }
  const proof = params.appsecret_proof;
  if (!proof) {
    return fail({
      message: 'API calls from the server require an appsecret_proof argument',
      type: 'GraphMethodException',
      code: 100,
    });
  }
  if (proof !== createHmac('sha256', identity.appSecret).update(token).digest('hex')) {
    return fail({
      message: 'Invalid appsecret_proof provided in the API argument',
      type: 'GraphMethodException',
      code: 100,
    });
  }
  return caller;
}

/** A JSON-valued param (targeting, object_story_spec, time_range...), refused as Graph does when not JSON. */
export function jsonParam<T = unknown>(params: Record<string, string>, name: string): T | undefined {
  const raw = params[name];
  if (raw === undefined || raw === '') return undefined;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fail({ message: `(#100) param ${name} must be a valid JSON value`, code: 100 });
  }
}

/** A boolean form field as Graph reads one: true/false, 1/0. */
export function booleanParam(params: Record<string, string>, name: string): boolean | undefined {
  const raw = params[name];
  if (raw === undefined) return undefined;
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  return fail({ message: `(#100) param ${name} must be a boolean`, code: 100 });
}

/** A non-negative integer field (budgets, bids in minor units). */
export function integerParam(params: Record<string, string>, name: string): number | undefined {
  const raw = params[name];
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    return fail({ message: `(#100) param ${name} must be a non-negative integer`, code: 100 });
  }
  return value;
}

import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { sendJson } from '../http-kit';

export interface GraphErrorSpec {
  message: string;
  code: number;
  subcode?: number;
  /** Graph's `type`: OAuthException for most Marketing API errors. */
  type?: string;
  userTitle?: string;
  userMessage?: string;
  isTransient?: boolean;
  /** Meta answers almost every error with 400, throttles included. */
  status?: number;
  headers?: Record<string, string>;
  /** e.g. `{blame_field_specs: [['optimization_goal']]}`. */
  errorData?: unknown;
}

/** A refusal raised anywhere in a handler and answered in Graph's error shape. */
export class GraphFailure extends Error {
  constructor(readonly spec: GraphErrorSpec) {
    super(spec.message);
  }
}

export const fail = (spec: GraphErrorSpec): never => {
  throw new GraphFailure(spec);
};

/** `{error: {message, type, code, error_subcode, error_user_title, error_user_msg, fbtrace_id, is_transient}}`. */
export function sendGraphError(response: ServerResponse, spec: GraphErrorSpec) {
  const error: Record<string, unknown> = {
    message: spec.message,
    type: spec.type ?? 'OAuthException',
    code: spec.code,
  };
  if (spec.subcode !== undefined) error.error_subcode = spec.subcode;
  error.is_transient = spec.isTransient ?? false;
  if (spec.userTitle) error.error_user_title = spec.userTitle;
  if (spec.userMessage) error.error_user_msg = spec.userMessage;
  if (spec.errorData !== undefined) error.error_data = spec.errorData;
  error.fbtrace_id = randomBytes(8).toString('base64url');
  sendJson(response, spec.status ?? 400, { error }, spec.headers);
}

/** Graph's answer for an id that does not exist or is not the caller's. */
export const unsupportedRequest = (method: string, id: string): GraphErrorSpec => ({
  message: `Unsupported ${method.toLowerCase()} request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation. Please read the Graph API documentation at https://developers.facebook.com/docs/graph-api`,
  type: 'GraphMethodException',
  code: 100,
  subcode: 33,
});

/** `(#100) The parameter x is required`. */
export const required = (param: string): GraphErrorSpec => ({
  message: `(#100) The parameter ${param} is required`,
  code: 100,
});

/** Graph's enum refusal: `(#100) param x must be one of {A, B}`. */
export const notInEnum = (param: string, allowed: readonly string[]): GraphErrorSpec => ({
  message: `(#100) param ${param} must be one of {${allowed.join(', ')}}`,
  code: 100,
});

export const invalidParameter = (
  userTitle: string,
  userMessage: string,
  subcode?: number,
): GraphErrorSpec => ({
  message: 'Invalid parameter',
  code: 100,
  subcode,
  userTitle,
  userMessage,
});

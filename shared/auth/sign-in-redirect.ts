import type { SecondFactorMethod } from '../schemas/second-factor-sign-in';
import { tooManyAttempts } from './too-many-attempts';

/**
 * Where `POST /api/login/form` (the login page's form, before the page's script has loaded) sends the
 * browser, and how the login page reads that back. The URL carries codes only, never text: a crafted link
 * can pick one of the page's own messages, but cannot put words of its own on the page. The login page's
 * bundle imports this module, so it stays free of zod: the schema file lends it a type only.
 */

export const SIGN_IN_PAGE = '/login';
/** Where the login page's HTML form posts (`POST /api/login/form`) when no script has taken it over. */
export const SIGN_IN_FORM_ACTION = '/api/login/form';
/** Where a finished sign-in lands. */
export const SIGNED_IN_PAGE = '/';

/** The login page's query parameters. */
export const SIGN_IN_PARAMS = { error: 'error', retry: 'retry', step: 'step', methods: 'methods' } as const;
/** The `step` of a sign-in whose password was right and which awaits a second factor. */
export const SECOND_FACTOR_STEP = 'second-factor';

export const SIGN_IN_ERRORS = ['invalid', 'rate-limited', 'bad-request'] as const;
export type SignInError = (typeof SIGN_IN_ERRORS)[number];

/** How a form sign-in ended: the domain's `LoginResult` (which fits), or a body that failed validation. */
export type SignInOutcome =
  | { outcome: 'signed-in' }
  | { outcome: 'second-factor'; methods: readonly SecondFactorMethod[] }
  | { outcome: 'invalid' | 'bad-request' }
  | { outcome: 'rate-limited'; retryAfterSeconds: number };

/** The URL the browser is sent to after a form sign-in (a path and query on this site). */
export function signInRedirectUrl(result: SignInOutcome): string {
  const { error, retry, step, methods } = SIGN_IN_PARAMS;
  switch (result.outcome) {
    case 'signed-in':
      return SIGNED_IN_PAGE;
    case 'second-factor':
      return `${SIGN_IN_PAGE}?${step}=${SECOND_FACTOR_STEP}&${methods}=${result.methods.join(',')}`;
    case 'rate-limited':
      return `${SIGN_IN_PAGE}?${error}=rate-limited&${retry}=${result.retryAfterSeconds}`;
    default:
      return `${SIGN_IN_PAGE}?${error}=${result.outcome}`;
  }
}

/** The text the login page shows for an error code. */
export function signInErrorMessage(code: SignInError, retrySeconds?: number): string {
  switch (code) {
    case 'invalid':
      return 'Invalid email or password';
    case 'rate-limited':
      // Only a link typed by hand lacks the wait; the server always gives it.
      return retrySeconds === undefined
        ? 'Too many failed sign-in attempts. Please try again later.'
        : tooManyAttempts(retrySeconds);
    case 'bad-request':
      return 'Enter your email and password.';
  }
}

/** The methods as a plain record, not the schema's enum (which would bring zod); typed to match it. */
const METHODS: Record<SecondFactorMethod, true> = { totp: true, recovery_code: true, passkey: true };
const isMethod = (name: string): name is SecondFactorMethod => Object.hasOwn(METHODS, name);
const isSignInError = (code: string | null): code is SignInError =>
  (SIGN_IN_ERRORS as readonly (string | null)[]).includes(code);

export interface SignInRedirectState {
  /** The message to show. */
  error?: string;
  /** Present when the password was right and one of these second factors finishes signing in. */
  secondFactorMethods?: SecondFactorMethod[];
}

/**
 * What a redirect from `signInRedirectUrl` tells the login page, read from its `location.search`. Unknown
 * codes and methods are ignored.
 */
export function parseSignInRedirect(search: string): SignInRedirectState {
  const params = new URLSearchParams(search);
  const state: SignInRedirectState = {};
  const code = params.get(SIGN_IN_PARAMS.error);
  if (isSignInError(code)) {
    // Whole seconds, at most six digits: the server's waits are minutes, and a hand-made link's wait is
    // still a number that reads well (never "Infinity minutes").
    const retry = params.get(SIGN_IN_PARAMS.retry) ?? '';
    state.error = signInErrorMessage(code, /^[1-9]\d{0,5}$/.test(retry) ? Number(retry) : undefined);
  }
  if (params.get(SIGN_IN_PARAMS.step) === SECOND_FACTOR_STEP) {
    const methods = [...new Set((params.get(SIGN_IN_PARAMS.methods) ?? '').split(',').filter(isMethod))];
    if (methods.length > 0) state.secondFactorMethods = methods;
  }
  return state;
}

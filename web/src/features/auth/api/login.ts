import { useMutation } from '@tanstack/react-query';
import type { LoginInput, LoginResponse } from '#shared/schemas/auth';
import type { MfaRequired } from '#shared/schemas/second-factor-sign-in';
import { jsonBody } from '../../../lib/json-body';
import { toast } from '../../../lib/toast';

/** Delay before the full page load after a successful login, so the success toast is seen. */
export const LOGIN_RELOAD_DELAY_MS = 500;

/**
 * One sign-in call (`POST /api/login`, or its second step). Not `apiRequest`: a failed login must show the
 * server's own `message`, not the generic "status: body" text.
 */
export async function postSignIn(url: string, body: unknown): Promise<LoginResponse | MfaRequired> {
  const response = await fetch(url, { method: 'POST', credentials: 'include', ...(await jsonBody(body)) });
  const data = (await response.json().catch(() => null)) as
    | (Partial<LoginResponse> & Partial<MfaRequired>)
    | null;
  if (!response.ok) throw new Error(data?.message || `Login failed: ${response.status}`);
  if (data?.mfaRequired) return { mfaRequired: true, methods: data.methods ?? [] };
  if (!data?.success) throw new Error(data?.message || 'Authentication failed');
  return { success: true, message: data.message ?? '' };
}

/** `POST /api/login`: signed in, or (for a user with a second factor) asked for it. */
export const login = (input: LoginInput) =>
  postSignIn('/api/login', { username: input.username, password: input.password });

/** Welcomes the user and loads the app afresh: every cached query starts again as the new user. */
export function welcome() {
  toast({ title: 'Login successful', description: 'Welcome back!' });
  setTimeout(() => {
    window.location.href = '/';
  }, LOGIN_RELOAD_DELAY_MS);
}

export const loginFailed = (error: Error) =>
  toast({ title: 'Login failed', description: error.message, variant: 'destructive' });

/** The password step; `onSecondFactor` takes over when the user has a second factor. */
export function useLogin(onSecondFactor: (required: MfaRequired) => void) {
  return useMutation({
    mutationFn: login,
    onSuccess: (result) => ('mfaRequired' in result ? onSecondFactor(result) : welcome()),
    onError: loginFailed,
  });
}

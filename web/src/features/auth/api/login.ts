import { useMutation } from '@tanstack/react-query';
import type { LoginInput, LoginResponse } from '#shared/schemas/auth';
import { jsonBody } from '../../../lib/json-body';
import { toast } from '../../../lib/toast';

/** Delay before the full page load after a successful login, so the success toast is seen. */
export const LOGIN_RELOAD_DELAY_MS = 500;

/**
 * `POST /api/login`. Not `apiRequest`: a failed login must show the server's own `message`,
 * not the generic "status: body" text.
 */
export async function login(input: LoginInput): Promise<LoginResponse> {
  const response = await fetch('/api/login', {
    method: 'POST',
    credentials: 'include',
    ...(await jsonBody({ username: input.username, password: input.password })),
  });
  const data = (await response.json().catch(() => null)) as Partial<LoginResponse> | null;
  if (!response.ok) throw new Error(data?.message || `Login failed: ${response.status}`);
  if (!data?.success) throw new Error(data?.message || 'Authentication failed');
  return { success: true, message: data.message ?? '' };
}

export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: () => {
      toast({ title: 'Login successful', description: 'Welcome back!' });
      // A full page load, not a client navigation: every cached query starts again as the new user.
      setTimeout(() => {
        window.location.href = '/';
      }, LOGIN_RELOAD_DELAY_MS);
    },
    onError: (error) => {
      toast({ title: 'Login failed', description: error.message, variant: 'destructive' });
    },
  });
}

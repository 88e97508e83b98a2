import { useMutation } from '@tanstack/react-query';
import type { PasskeyAssertion } from '#shared/schemas/passkey-credentials';
import type { SecondFactorSignIn } from '#shared/schemas/second-factor-sign-in';
import { loginFailed, postSignIn, welcome } from './login';

/** Signs with one of the user's passkeys; the WebAuthn library loads only now, never with the page. */
async function passkeyProof(): Promise<SecondFactorSignIn> {
  const response = await fetch('/api/login/mfa/passkey-options', { method: 'POST', credentials: 'include' });
  const options = (await response.json().catch(() => null)) as { message?: string } | null;
  if (!response.ok) throw new Error(options?.message || `Login failed: ${response.status}`);
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const passkey = await startAuthentication({ optionsJSON: options as never });
  // The library's extension outputs are a closed DOM type; the schema takes any extension output.
  return { passkey: passkey as PasskeyAssertion };
}

/**
 * `POST /api/login/mfa`: the second step with a code (from the app, or a recovery code) or, given none,
 * with a passkey. Success is welcomed as the password step's is.
 */
export function useSecondStep() {
  return useMutation({
    mutationFn: async (code?: string) =>
      postSignIn('/api/login/mfa', code === undefined ? await passkeyProof() : { code }),
    onSuccess: welcome,
    onError: loginFailed,
  });
}

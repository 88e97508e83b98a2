import type { PasskeySummary, PasswordProof } from '#shared/schemas/second-factors';
import { apiRequest } from '../../../lib/api-client';
import { useSecondFactorMutation } from './second-factors';

/**
 * Makes a passkey: the server's options (after the current password), the browser's own dialog, then the
 * server's check. The WebAuthn library loads only now, never with the page.
 */
async function addPasskey({
  name,
  currentPassword,
}: PasswordProof & { name: string }): Promise<PasskeySummary> {
  const options = await (
    await apiRequest('POST', '/api/me/mfa/passkeys/options', { currentPassword })
  ).json();
  const { startRegistration } = await import('@simplewebauthn/browser');
  const response = await startRegistration({ optionsJSON: options });
  return (await apiRequest('POST', '/api/me/mfa/passkeys', { name, response })).json();
}

export const useAddPasskey = () =>
  useSecondFactorMutation({
    mutationFn: addPasskey,
    success: { title: 'Passkey added', description: 'You can finish signing in with it.' },
    failureTitle: 'Could not add the passkey',
  });

/** `DELETE /api/me/mfa/passkeys/{id}`. */
export const useRemovePasskey = () =>
  useSecondFactorMutation({
    mutationFn: async ({ id, currentPassword }: PasswordProof & { id: string }) => {
      await apiRequest('DELETE', `/api/me/mfa/passkeys/${encodeURIComponent(id)}`, { currentPassword });
    },
    success: { title: 'Passkey removed', description: 'It can no longer be used to sign in.' },
    failureTitle: 'Could not remove the passkey',
  });

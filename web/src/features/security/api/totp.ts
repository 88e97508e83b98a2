import type {
  PasswordProof,
  RecoveryCodes,
  TotpConfirm,
  TotpEnrolment,
} from '#shared/schemas/second-factors';
import { apiRequest } from '../../../lib/api-client';
import { useSecondFactorMutation } from './second-factors';

/** `POST /api/me/mfa/totp`: a new secret for the app, shown once; nothing is on until it is confirmed. */
export const useStartTotp = () =>
  useSecondFactorMutation({
    mutationFn: async (proof: PasswordProof): Promise<TotpEnrolment> =>
      (await apiRequest('POST', '/api/me/mfa/totp', proof)).json(),
    failureTitle: 'Could not set up the authenticator app',
  });

/** `POST /api/me/mfa/totp/confirm`: on with the app's current code; the recovery codes, shown once. */
export const useConfirmTotp = () =>
  useSecondFactorMutation({
    mutationFn: async (input: TotpConfirm): Promise<RecoveryCodes> =>
      (await apiRequest('POST', '/api/me/mfa/totp/confirm', input)).json(),
    success: { title: 'Authenticator app set up', description: 'Signing in now asks for its code.' },
    failureTitle: 'Could not confirm the code',
  });

/** `DELETE /api/me/mfa/totp`. */
export const useRemoveTotp = () =>
  useSecondFactorMutation({
    mutationFn: async (proof: PasswordProof) => {
      await apiRequest('DELETE', '/api/me/mfa/totp', proof);
    },
    success: { title: 'Authenticator app removed', description: 'Signing in no longer asks for its code.' },
    failureTitle: 'Could not remove the authenticator app',
  });

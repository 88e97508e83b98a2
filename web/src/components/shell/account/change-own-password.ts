import { useMutation } from '@tanstack/react-query';
import type { ChangeOwnPasswordInput } from '#shared/schemas/auth';
import { apiRequest } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { toast } from '../../../lib/toast';

/**
 * `POST /api/me/password`: the signed-in user's new password. The server ends the user's other sessions
 * and renews this browser's cookie, so nothing here has to sign in again.
 */
async function changeOwnPassword(input: ChangeOwnPasswordInput): Promise<void> {
  await apiRequest('POST', '/api/me/password', input);
}

export function useChangeOwnPassword() {
  return useMutation({
    mutationFn: changeOwnPassword,
    onSuccess: () => {
      toast({
        title: 'Password changed',
        description: 'Your other sessions have been signed out; you stay signed in here.',
      });
    },
    onError: (error) => {
      toast({
        title: 'Failed to change password',
        description: apiErrorMessage(error),
        variant: 'destructive',
      });
    },
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SecondFactorPolicy } from '#shared/schemas/second-factors';
import { apiRequest } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { queryKeys } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast';

/** `GET /api/settings/second-factor`: the roles that must have a second factor (system_settings only). */
export function useSecondFactorPolicy(enabled: boolean) {
  return useQuery<SecondFactorPolicy>({ queryKey: queryKeys.secondFactorPolicy(), enabled });
}

/** `PUT /api/settings/second-factor`: the policy as the server saved it. */
export function useSaveSecondFactorPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SecondFactorPolicy): Promise<SecondFactorPolicy> =>
      (await apiRequest('PUT', '/api/settings/second-factor', input)).json(),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.secondFactorPolicy(), saved);
      toast({
        title: 'Security settings saved',
        description:
          saved.requiredRoles.length > 0
            ? 'Users of those roles without a second factor set one up at their next step.'
            : 'No role is required to have a second factor.',
      });
    },
    onError: (error) =>
      toast({
        title: 'Failed to save security settings',
        description: apiErrorMessage(error),
        variant: 'destructive',
      }),
  });
}

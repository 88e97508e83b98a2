import { type MutationFunction, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SecondFactorStatus } from '#shared/schemas/second-factors';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { queryKeys } from '../../../lib/query-keys';
import { type ToastOptions, toast } from '../../../lib/toast';

/** `GET /api/me/mfa`: the signed-in user's authenticator app, passkeys and recovery codes left. */
export function useSecondFactors() {
  return useQuery<SecondFactorStatus>({ queryKey: queryKeys.secondFactors() });
}

/**
 * A change to the user's second factors: refreshes them, and the signed-in user too, whose obligation to
 * set one up may just have ended. A failure toast carries the server's reason.
 */
export function useSecondFactorMutation<TResult, TInput>(options: {
  mutationFn: MutationFunction<TResult, TInput>;
  /** Said once it worked; none for a step whose next step speaks for it. */
  success?: ToastOptions;
  failureTitle: string;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: options.mutationFn,
    onSuccess: async () => {
      if (options.success) toast(options.success);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.secondFactors() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.authUser() }),
      ]);
    },
    onError: (error) =>
      toast({ title: options.failureTitle, description: apiErrorMessage(error), variant: 'destructive' }),
  });
}

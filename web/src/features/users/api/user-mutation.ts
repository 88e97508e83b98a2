import { type MutationFunction, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { queryKeys } from '../../../lib/query-keys';
import { type ToastOptions, toast } from '../../../lib/toast';

interface UserMutationOptions<TResult, TInput> {
  mutationFn: MutationFunction<TResult, TInput>;
  success: (result: TResult, input: TInput) => ToastOptions;
  failureTitle: string;
}

/**
 * A change to the users: refreshes the list (and the signed-in user, whose own role may have changed). A
 * failure toast carries the server's reason, e.g. the last active admin or a missing permission.
 */
export function useUserMutation<TResult, TInput>({
  mutationFn,
  success,
  failureTitle,
}: UserMutationOptions<TResult, TInput>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (result, input) => {
      toast(success(result, input));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.users() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.authUser() }),
      ]);
    },
    onError: (error) => {
      toast({ title: failureTitle, description: apiErrorMessage(error), variant: 'destructive' });
    },
  });
}

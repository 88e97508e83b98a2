import { type MutationFunction, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { queryKeys } from '../../../lib/query-keys';
import { type ToastOptions, toast } from '../../../lib/toast';

interface ProfileMutationOptions<TResult, TInput> {
  mutationFn: MutationFunction<TResult, TInput>;
  success: (result: TResult) => ToastOptions;
  /**
   * The failure toast title of docs/contract.md#ad-settings-profiles ('Failed to create profile', ...); the
   * error message is its text.
   */
  failure: string;
}

/** A change to the profiles: refreshes the list (the default may have moved) and says how it went. */
export function useProfileMutation<TResult, TInput>({
  mutationFn,
  success,
  failure,
}: ProfileMutationOptions<TResult, TInput>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (result) => {
      toast(success(result));
      await queryClient.invalidateQueries({ queryKey: queryKeys.profiles() });
    },
    onError: async (error) => {
      toast({ title: failure, description: apiErrorMessage(error), variant: 'destructive' });
      await queryClient.invalidateQueries({ queryKey: queryKeys.profiles() });
    },
  });
}

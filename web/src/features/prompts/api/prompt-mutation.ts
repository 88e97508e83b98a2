import { type MutationFunction, useMutation, useQueryClient } from '@tanstack/react-query';
import { serverMessage } from '../../../lib/api-error-message';
import { queryKeys } from '../../../lib/query-keys';
import { type ToastOptions, toast } from '../../../lib/toast';

interface PromptMutationOptions<TResult, TInput> {
  mutationFn: MutationFunction<TResult, TInput>;
  success: (result: TResult) => ToastOptions;
  /**
   * The description of the 'Error' toast (docs/contract.md#ai-prompts), used unless the server said what went
   * wrong.
   */
  failure: string;
}

/**
 * A change to the prompts: refreshes every prompt list on success. A failure shows the 'Error' toast with
 * the server's own reason when it gave one (e.g. the last active prompt of a category, a missing
 * permission), since that says what to do; otherwise the contract's "... Please try again." text.
 */
export function usePromptMutation<TResult, TInput>({
  mutationFn,
  success,
  failure,
}: PromptMutationOptions<TResult, TInput>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (result) => {
      toast(success(result));
      await queryClient.invalidateQueries({ queryKey: queryKeys.prompts.all() });
    },
    onError: (error) => {
      toast({ title: 'Error', description: serverMessage(error) ?? failure, variant: 'destructive' });
    },
  });
}

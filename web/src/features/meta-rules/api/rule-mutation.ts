import { type MutationFunction, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { queryKeys } from '../../../lib/query-keys';
import { type ToastOptions, toast } from '../../../lib/toast';

interface RuleMutationOptions<TResult, TInput> {
  mutationFn: MutationFunction<TResult, TInput>;
  /** The success toast; none (undefined) where the screen shows the result itself (a dry run's outcomes). */
  success?: (result: TResult, input: TInput) => ToastOptions | undefined;
  /** The failure toast's title; the server's message is its text. */
  failure: string;
}

/** A change to the rules or the log: refreshes both (a run writes the log) and says how it went. */
export function useRuleMutation<TResult, TInput>({
  mutationFn,
  success,
  failure,
}: RuleMutationOptions<TResult, TInput>) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.rules() }),
      queryClient.invalidateQueries({ queryKey: queryKeys.ruleLog.all() }),
    ]);
  return useMutation({
    mutationFn,
    onSuccess: async (result, input) => {
      const shown = success?.(result, input);
      if (shown) toast(shown);
      await refresh();
    },
    onError: async (error) => {
      toast({ title: failure, description: apiErrorMessage(error), variant: 'destructive' });
      await refresh();
    },
  });
}

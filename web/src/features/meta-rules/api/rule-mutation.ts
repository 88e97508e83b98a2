import { type MutationFunction, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { type ToastOptions, toast } from '../../../lib/toast';
import { RULE_LOG_QUERY_KEY } from './get-rule-log';
import { RULES_QUERY_KEY } from './get-rules';

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
      queryClient.invalidateQueries({ queryKey: RULES_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: RULE_LOG_QUERY_KEY }),
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

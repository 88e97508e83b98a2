import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AiBudgetSettings, HeldRun } from '#shared/schemas/ai-budget';
import { apiRequest } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { queryKeys } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast';

/** `GET /api/settings/ai-budget`: the account's limits and each site's own (system_settings only). */
export function useAiBudgetSettings(enabled: boolean) {
  return useQuery<AiBudgetSettings>({ queryKey: queryKeys.aiBudgetSettings(), enabled });
}

/** After a change to the budget: the spend and held runs, and every estimate's "left after this run". */
const readBudgetAgain = (queryClient: QueryClient) =>
  Promise.all(
    [queryKeys.aiBudget(), queryKeys.processingEstimate.all()].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );

/** `PUT /api/settings/ai-budget`: the limits as the server saved them (a raised one resumes held runs). */
export function useSaveAiBudget() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: AiBudgetSettings): Promise<AiBudgetSettings> =>
      (await apiRequest('PUT', '/api/settings/ai-budget', input)).json(),
    onSuccess: async (saved) => {
      queryClient.setQueryData(queryKeys.aiBudgetSettings(), saved);
      toast({
        title: 'AI budget saved',
        description: 'New runs are held once a limit is spent; runs a raised limit allows go on.',
      });
      await readBudgetAgain(queryClient);
    },
    onError: (error) =>
      toast({
        title: 'Failed to save the AI budget',
        description: apiErrorMessage(error),
        variant: 'destructive',
      }),
  });
}

/** `POST /api/ai-budget/held-runs/{runId}/release`: the run goes on whatever the budget says. */
export function useReleaseHeldRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (run: HeldRun) => {
      await apiRequest('POST', `/api/ai-budget/held-runs/${encodeURIComponent(run.runId)}/release`);
    },
    onSuccess: async (_, run) => {
      toast({ title: 'Run released', description: `"${run.label}" goes on regardless of the AI budget.` });
      await readBudgetAgain(queryClient);
    },
    onError: (error) =>
      toast({
        title: 'Failed to release the run',
        description: apiErrorMessage(error),
        variant: 'destructive',
      }),
  });
}

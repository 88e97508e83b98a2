import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InsightsRefreshResponse } from '#shared/schemas/meta-insights';
import { apiRequest } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { queryKeys } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast';

/** `POST /api/meta/insights/refresh`: pulls the last 30 days from Meta and the warehouse now. */
export async function refreshInsights(): Promise<InsightsRefreshResponse> {
  return (await apiRequest('POST', '/api/meta/insights/refresh')).json();
}

export function useRefreshInsights() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refreshInsights,
    onSuccess: async (result) => {
      const stoppedEarly = result.status === 'throttled' || result.status === 'failed';
      toast(
        stoppedEarly
          ? { title: 'Refresh incomplete', description: result.message, variant: 'destructive' }
          : { title: result.message },
      );
      await queryClient.invalidateQueries({ queryKey: queryKeys.insights.all() });
    },
    onError: (error) =>
      toast({ title: 'Refresh failed', description: apiErrorMessage(error), variant: 'destructive' }),
  });
}

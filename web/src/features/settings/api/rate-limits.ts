import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RateLimitSettings } from '#shared/schemas/rate-limits';
import { apiRequest } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { queryKeys } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast';

/** `GET /api/settings/rate-limits`: the AI models' limits per minute (system_settings only). */
export function useRateLimits(enabled: boolean) {
  return useQuery<RateLimitSettings>({ queryKey: queryKeys.rateLimits(), enabled });
}

/** `PUT /api/settings/rate-limits`: the limits as the server saved them. */
export function useSaveRateLimits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: RateLimitSettings): Promise<RateLimitSettings> =>
      (await apiRequest('PUT', '/api/settings/rate-limits', input)).json(),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.rateLimits(), saved);
      toast({
        title: 'Rate limits saved',
        description: 'Every run paces its AI calls by them within a minute.',
      });
    },
    onError: (error) =>
      toast({
        title: 'Failed to save rate limits',
        description: apiErrorMessage(error),
        variant: 'destructive',
      }),
  });
}

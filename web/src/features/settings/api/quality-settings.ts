import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QualitySettings } from '#shared/schemas/quality';
import { apiRequest } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { queryKeys } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast';

/** `GET /api/settings/quality`: the saved thresholds over the defaults (system_settings only). */
export function useQualitySettings(enabled: boolean) {
  return useQuery<QualitySettings>({ queryKey: queryKeys.qualitySettings(), enabled });
}

/** `PUT /api/settings/quality`: the whole settings, as the server saved them. */
export function useSaveQualitySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: QualitySettings): Promise<QualitySettings> =>
      (await apiRequest('PUT', '/api/settings/quality', input)).json(),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.qualitySettings(), saved);
      toast({
        title: 'Quality settings saved',
        description: 'The checks’ thresholds and what holds an article back have been updated.',
      });
    },
    onError: (error) =>
      toast({
        title: 'Failed to save quality settings',
        description: apiErrorMessage(error),
        variant: 'destructive',
      }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Preferences } from '#shared/schemas/settings';
import { apiRequest } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { queryKeys } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast';

/** `PUT /api/preferences`: saved for the signed-in user only. */
export async function savePreferences(preferences: Preferences): Promise<Preferences> {
  const response = await apiRequest('PUT', '/api/preferences', preferences);
  return (await response.json()) as Preferences;
}

export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePreferences,
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.preferences(), saved);
      toast({ title: 'Preferences saved', description: 'New keywords will use these defaults.' });
    },
    onError: (error) => {
      toast({
        title: 'Failed to save preferences',
        description: apiErrorMessage(error),
        variant: 'destructive',
      });
    },
  });
}

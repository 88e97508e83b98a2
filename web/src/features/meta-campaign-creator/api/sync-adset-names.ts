import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdsetNameSyncResponse } from '#shared/schemas/adset-names';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast';

/** `POST /api/adset-names/sync-from-meta`: marks the names Meta already uses as used. */
export async function syncAdsetNames(): Promise<AdsetNameSyncResponse> {
  return (await apiRequest('POST', '/api/adset-names/sync-from-meta')).json();
}

export function useSyncAdsetNames() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncAdsetNames,
    onSuccess: async ({ updatedCount }) => {
      toast({ title: 'Adset names synced', description: `${updatedCount} names marked as used.` });
      await queryClient.invalidateQueries({ queryKey: queryKeys.adsetNames() });
    },
    onError: (error) => toast({ title: 'Sync failed', description: error.message, variant: 'destructive' }),
  });
}

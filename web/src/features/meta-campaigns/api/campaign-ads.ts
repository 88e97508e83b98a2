import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { idempotencyKeyHeader } from '#shared/http/idempotency-key';
import type { CampaignAdsResponse, RefreshCreativeResponse } from '#shared/schemas/meta-creative-refresh';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { serverMessage } from '../../../lib/api-error-message';
import { queryKeys } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast';

/**
 * `GET /api/meta/campaigns/{id}/ads`: the campaign's ads as Meta listed them within the last minute, each
 * with its fatigue signal.
 */
export function useCampaignAds(id: string) {
  return useQuery<CampaignAdsResponse>({ queryKey: queryKeys.campaignAds(id) });
}

/** `GET /api/meta/campaigns/{id}/ads?refresh=true` (manage_meta_campaigns): Meta's listing now. */
export function useReadAdsAgain(id: string) {
  const queryClient = useQueryClient();
  const [path] = queryKeys.campaignAds(id);
  return useMutation({
    mutationFn: async (): Promise<CampaignAdsResponse> =>
      (await apiRequest('GET', `${path}?refresh=true`)).json(),
    onSuccess: (ads) => queryClient.setQueryData(queryKeys.campaignAds(id), ads),
    onError: (error) =>
      toast({
        title: 'Error',
        description: error instanceof ApiError ? (serverMessage(error) ?? error.message) : error.message,
        variant: 'destructive',
      }),
  });
}

export interface RefreshCreativeRequest {
  adId: string;
  newImage: boolean;
  /** One per opened dialog: a retried click is the same refresh, never a second new ad. */
  key: string;
}

/**
 * `POST /api/meta/campaigns/{id}/ads/{adId}/refresh-creative` with its toasts; on success the ads, the
 * action log and the keyword's economics (its AI cost grew) are read again.
 */
export function useRefreshCreative(id: string, onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ adId, newImage, key }: RefreshCreativeRequest): Promise<RefreshCreativeResponse> =>
      (
        await apiRequest(
          'POST',
          `/api/meta/campaigns/${encodeURIComponent(id)}/ads/${encodeURIComponent(adId)}/refresh-creative`,
          { newImage },
          idempotencyKeyHeader(key),
        )
      ).json(),
    onSuccess: async (result) => {
      toast({ title: 'Creative Refreshed', description: result.message });
      onDone();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.campaignAds(id) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.ruleLog.all() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.keywords.all() }),
      ]);
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description:
          error instanceof ApiError
            ? (serverMessage(error) ?? 'Failed to refresh the creative')
            : 'An unexpected error occurred',
        variant: 'destructive',
      }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KeywordIdsInput } from '#shared/schemas/keyword-input';
import type { CountResponse } from '#shared/schemas/keywords';
import { apiRequest } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { failureToast } from './failure-toast';
import { invalidateKeywordData, KEYWORDS_URL } from './keyword-cache';

/** `POST /api/keywords/bulk-regenerate-images`: new images for the selected keywords, in the background. */
export async function bulkRegenerateImages(input: KeywordIdsInput): Promise<CountResponse> {
  const response = await apiRequest('POST', `${KEYWORDS_URL}/bulk-regenerate-images`, input);
  return (await response.json()) as CountResponse;
}

export function useBulkRegenerateImages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkRegenerateImages,
    onSuccess: async ({ count }) => {
      toast({
        title: 'Image regeneration started',
        description: `Regenerating images for ${count} keywords in the background.`,
      });
      await invalidateKeywordData(queryClient);
    },
    onError: failureToast('Failed to regenerate images'),
  });
}

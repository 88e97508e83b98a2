import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CountResponse } from '#shared/schemas/keywords';
import { apiRequest } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { failureToast } from './failure-toast';
import { invalidateKeywordData, keywordUrl } from './keyword-cache';

/** `POST /api/keywords/{id}/regenerate-images`: new images for one keyword, in the background. */
export async function regenerateImages(id: string): Promise<CountResponse> {
  return (await (await apiRequest('POST', keywordUrl(id, 'regenerate-images'))).json()) as CountResponse;
}

export function useRegenerateImages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateImages,
    onSuccess: async () => {
      toast({
        title: 'Image regeneration started',
        description: 'New images for this keyword are being generated in the background.',
      });
      await invalidateKeywordData(queryClient);
    },
    onError: failureToast('Regeneration failed'),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { VARIANTS_PER_KEYWORD } from '#shared/constants';
import { apiRequest } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { failureToast } from './failure-toast';
import { invalidateKeywordData, keywordUrl } from './keyword-cache';

/** `POST /api/keywords/{id}/variants`: generates the keyword's variants and processes them. */
export async function generateVariants(id: string): Promise<void> {
  await apiRequest('POST', keywordUrl(id, 'variants'));
}

export function useGenerateVariants() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateVariants,
    onSuccess: async () => {
      toast({
        title: 'Variant generation started',
        description: `${VARIANTS_PER_KEYWORD} keyword variants are being generated in the background.`,
      });
      await invalidateKeywordData(queryClient);
    },
    onError: failureToast('Failed to generate variants'),
  });
}

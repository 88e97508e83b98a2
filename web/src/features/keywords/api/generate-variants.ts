import { useMutation, useQueryClient } from '@tanstack/react-query';
import { variantsPerKeyword } from '#shared/keywords/keyword-variants';
import type { KeywordSummary } from '#shared/schemas/keywords';
import { apiRequest } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { failureToast } from './failure-toast';
import { invalidateKeywordData, keywordUrl } from './keyword-cache';

/** `POST /api/keywords/{id}/variants`: generates the keyword's variants and processes them. */
export async function generateVariants(id: string): Promise<void> {
  await apiRequest('POST', keywordUrl(id, 'variants'));
}

/** Takes the keyword, whose options say how many variants it gets. */
export function useGenerateVariants() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (keyword: KeywordSummary) => generateVariants(keyword.id),
    onSuccess: async (_, keyword) => {
      toast({
        title: 'Variant generation started',
        description: `${variantsPerKeyword(keyword.options)} keyword variants are being generated in the background.`,
      });
      await invalidateKeywordData(queryClient);
    },
    onError: failureToast('Failed to generate variants'),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateKeywordInput } from '#shared/schemas/keyword-input';
import type { KeywordSummary } from '#shared/schemas/keywords';
import { apiRequest } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { failureToast } from './failure-toast';
import { invalidateKeywordData, KEYWORDS_URL } from './keyword-cache';

/** `POST /api/keywords`: the simple Keywords page's single keyword with its secondary tags. */
export async function createKeyword(input: CreateKeywordInput): Promise<KeywordSummary> {
  const response = await apiRequest('POST', KEYWORDS_URL, input);
  return (await response.json()) as KeywordSummary;
}

export function useCreateKeyword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createKeyword,
    onSuccess: async (keyword) => {
      toast({ title: 'Keyword added', description: `"${keyword.primaryTag}" has been added.` });
      await invalidateKeywordData(queryClient);
    },
    onError: failureToast('Failed to add keyword'),
  });
}

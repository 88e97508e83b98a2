import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddKeywordsInput, AddKeywordsResponse } from '#shared/schemas/keyword-input';
import { apiRequest } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { failureToast } from './failure-toast';
import { invalidateKeywordData, KEYWORDS_URL } from './keyword-cache';

/** `POST /api/keywords/batch`: creates the keywords as Pending and starts processing them. */
export async function addKeywords(input: AddKeywordsInput): Promise<AddKeywordsResponse> {
  const response = await apiRequest('POST', `${KEYWORDS_URL}/batch`, input);
  return (await response.json()) as AddKeywordsResponse;
}

/** Keywords that already existed are skipped by the server; the toast says so rather than hiding it. */
function addedDescription({ created, duplicates }: AddKeywordsResponse): string {
  const base = 'Your keywords are now being processed.';
  if (duplicates.length === 0) return base;
  const skipped = `${duplicates.length} already existed and ${duplicates.length === 1 ? 'was' : 'were'} skipped: ${duplicates.join(', ')}.`;
  return created.length === 0 ? `Nothing new to process: ${skipped}` : `${base} ${skipped}`;
}

export function useAddKeywords() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addKeywords,
    onSuccess: async (result) => {
      toast({
        title: result.created.length === 0 ? 'No new keywords' : 'Keywords added successfully',
        description: addedDescription(result),
      });
      await invalidateKeywordData(queryClient);
    },
    onError: failureToast('Failed to add keywords'),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { failureToast } from './failure-toast';
import { invalidateKeywordData, keywordUrl } from './keyword-cache';

/** `POST /api/keywords/{id}/retry`: puts a keyword in Error back into processing. */
export async function retryKeyword(id: string): Promise<void> {
  await apiRequest('POST', keywordUrl(id, 'retry'));
}

export function useRetryKeyword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryKeyword,
    onSuccess: async () => {
      toast({ title: 'Processing started', description: 'The keyword is being reprocessed.' });
      await invalidateKeywordData(queryClient);
    },
    onError: failureToast('Failed to reprocess keyword'),
  });
}

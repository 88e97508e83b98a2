import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { failureToast } from './failure-toast';
import { invalidateKeywordData, keywordUrl } from './keyword-cache';

/** `DELETE /api/keywords/{id}`: the keyword with its variants and images. */
export async function deleteKeyword(id: string): Promise<void> {
  await apiRequest('DELETE', keywordUrl(id));
}

export function useDeleteKeyword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteKeyword,
    onSuccess: async () => {
      toast({ title: 'Keyword deleted', description: 'The keyword has been successfully deleted.' });
      await invalidateKeywordData(queryClient);
    },
    onError: failureToast('Failed to delete keyword'),
  });
}

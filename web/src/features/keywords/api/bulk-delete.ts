import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KeywordIdsInput } from '#shared/schemas/keyword-input';
import type { CountResponse } from '#shared/schemas/keywords';
import { apiRequest } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { failureToast } from './failure-toast';
import { invalidateKeywordData, KEYWORDS_URL } from './keyword-cache';

/** `DELETE /api/keywords/bulk-delete`: removes the selected keywords with their variants and images. */
export async function bulkDelete(input: KeywordIdsInput): Promise<CountResponse> {
  return (await (await apiRequest('DELETE', `${KEYWORDS_URL}/bulk-delete`, input)).json()) as CountResponse;
}

export function useBulkDelete() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkDelete,
    onSuccess: async ({ count }) => {
      toast({ title: 'Keywords deleted', description: `${count} keywords have been deleted.` });
      await invalidateKeywordData(queryClient);
    },
    onError: failureToast('Failed to delete keywords'),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KeywordIdsInput } from '#shared/schemas/keyword-input';
import type { CountResponse } from '#shared/schemas/keywords';
import { apiRequest } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { failureToast } from './failure-toast';
import { invalidateKeywordData, KEYWORDS_URL } from './keyword-cache';

/** `POST /api/keywords/bulk-process`: processes the selected keywords again, in the background. */
export async function bulkProcess(input: KeywordIdsInput): Promise<CountResponse> {
  return (await (await apiRequest('POST', `${KEYWORDS_URL}/bulk-process`, input)).json()) as CountResponse;
}

export function useBulkProcess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkProcess,
    onSuccess: async ({ count }) => {
      toast({
        title: 'Bulk processing started',
        description: `Processing ${count} keywords in the background.`,
      });
      await invalidateKeywordData(queryClient);
    },
    onError: failureToast('Failed to start bulk processing'),
  });
}

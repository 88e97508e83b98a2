import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CountResponse } from '#shared/schemas/keywords';
import { apiRequest } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { failureToast } from './failure-toast';
import { invalidateKeywordData, KEYWORDS_URL } from './keyword-cache';

/** `POST /api/keywords/process-all`: starts processing every Pending or Error keyword. */
export async function processAll(): Promise<CountResponse> {
  return (await (await apiRequest('POST', `${KEYWORDS_URL}/process-all`)).json()) as CountResponse;
}

/** The Process All buttons; with nothing to process a toast says so instead of an empty progress dialog. */
export function useProcessAll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: processAll,
    onSuccess: async ({ count }) => {
      if (count === 0) {
        toast({
          title: 'Nothing to process',
          description: 'There are no pending or failed keywords to process.',
        });
      }
      await invalidateKeywordData(queryClient);
    },
    onError: failureToast('Failed to start processing'),
  });
}

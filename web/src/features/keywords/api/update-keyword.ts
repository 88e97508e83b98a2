import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateKeywordInput } from '#shared/schemas/keyword-input';
import type { Keyword } from '#shared/schemas/keywords';
import { apiRequest } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { failureToast } from './failure-toast';
import { invalidateKeywordData, keywordUrl } from './keyword-cache';

/** `PATCH /api/keywords/{id}`: the edit dialog's title, tags and ad copy. */
export async function updateKeyword({ id, changes }: { id: string; changes: UpdateKeywordInput }) {
  return (await (await apiRequest('PATCH', keywordUrl(id), changes)).json()) as Keyword;
}

export function useUpdateKeyword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateKeyword,
    onSuccess: async () => {
      toast({ title: 'Keyword updated', description: 'Your changes have been saved.' });
      await invalidateKeywordData(queryClient);
    },
    onError: failureToast('Failed to update keyword'),
  });
}

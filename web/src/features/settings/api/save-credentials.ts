import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { queryKeys } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast';

interface SaveCredentialsOptions {
  /** The GET query of the same credentials; it receives the masked answer, so the form shows it. */
  queryKey: QueryKey;
  success: { title: string; description: string };
  failureTitle: string;
}

/**
 * Saves one credentials form (`POST` to the query's URL). The answer is the saved values masked; the API
 * status is checked again, since it depends on them.
 */
export function useSaveCredentials<TInput, TMasked>({
  queryKey,
  success,
  failureTitle,
}: SaveCredentialsOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TInput): Promise<TMasked> => {
      const response = await apiRequest('POST', String(queryKey[0]), input);
      return (await response.json()) as TMasked;
    },
    onSuccess: async (saved) => {
      queryClient.setQueryData(queryKey, saved);
      toast(success);
      await queryClient.invalidateQueries({ queryKey: queryKeys.apiStatus() });
    },
    onError: (error) => {
      toast({ title: failureTitle, description: apiErrorMessage(error), variant: 'destructive' });
    },
  });
}

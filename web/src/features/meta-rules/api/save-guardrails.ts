import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountGuardrails, RuleGuardrails } from '#shared/schemas/meta-rule-guardrails';
import { apiRequest } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { toast } from '../../../lib/toast';
import { guardrailsQueryOptions } from './get-guardrails';

/** `PUT /api/meta/rule-guardrails/{accountId}`: one ad account's caps (admins only). */
export async function saveGuardrails(input: {
  accountId: string;
  guardrails: RuleGuardrails;
}): Promise<AccountGuardrails> {
  const path = `/api/meta/rule-guardrails/${encodeURIComponent(input.accountId)}`;
  return (await apiRequest('PUT', path, input.guardrails)).json();
}

export function useSaveGuardrails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveGuardrails,
    onSuccess: async (saved) => {
      toast({ title: 'Guardrails saved', description: `From now on they hold ${saved.name}'s automation.` });
      await queryClient.invalidateQueries({ queryKey: guardrailsQueryOptions().queryKey });
    },
    onError: (error) =>
      toast({
        title: 'Failed to save the guardrails',
        description: apiErrorMessage(error),
        variant: 'destructive',
      }),
  });
}

import type { Rule } from '#shared/schemas/meta-rules';
import { apiRequest } from '../../../lib/api-client';
import { useRuleMutation } from './rule-mutation';

/** `DELETE /api/meta/rules/{id}`; the log keeps its entries. */
export async function deleteRule(rule: Rule): Promise<Rule> {
  await apiRequest('DELETE', `/api/meta/rules/${encodeURIComponent(rule.id)}`);
  return rule;
}

export function useDeleteRule() {
  return useRuleMutation({
    mutationFn: deleteRule,
    success: (rule) => ({ title: 'Rule deleted', description: `"${rule.name}" has been deleted.` }),
    failure: 'Failed to delete rule',
  });
}

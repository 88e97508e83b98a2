import type { Rule, RuleInput } from '#shared/schemas/meta-rules';
import { apiRequest } from '../../../lib/api-client';
import { useRuleMutation } from './rule-mutation';

/** `POST /api/meta/rules` (201). */
export async function createRule(input: RuleInput): Promise<Rule> {
  return (await apiRequest('POST', '/api/meta/rules', input)).json();
}

export function useCreateRule() {
  return useRuleMutation({
    mutationFn: createRule,
    success: (rule) => ({ title: 'Rule created', description: `"${rule.name}" has been added.` }),
    failure: 'Failed to create rule',
  });
}

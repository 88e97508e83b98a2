import type { Rule, RulePatch } from '#shared/schemas/meta-rules';
import { apiRequest } from '../../../lib/api-client';
import { useRuleMutation } from './rule-mutation';

/** `PATCH /api/meta/rules/{id}`: the fields given change, the rest stay. */
export async function updateRule({ id, changes }: { id: string; changes: RulePatch }): Promise<Rule> {
  return (await apiRequest('PATCH', `/api/meta/rules/${encodeURIComponent(id)}`, changes)).json();
}

export function useUpdateRule() {
  return useRuleMutation({
    mutationFn: updateRule,
    success: (rule) => ({ title: 'Rule updated', description: `"${rule.name}" has been saved.` }),
    failure: 'Failed to update rule',
  });
}

/** The list's switch: the same update, with a toast that says what the switch did. */
export function useToggleRule() {
  return useRuleMutation({
    mutationFn: (rule: Rule) => updateRule({ id: rule.id, changes: { enabled: !rule.enabled } }),
    success: (rule) => ({
      title: rule.enabled ? 'Rule enabled' : 'Rule disabled',
      description: rule.enabled
        ? `"${rule.name}" runs after each insights refresh.`
        : `"${rule.name}" no longer runs on its own.`,
    }),
    failure: 'Failed to update rule',
  });
}

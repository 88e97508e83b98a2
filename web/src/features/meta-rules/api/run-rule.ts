import type { RuleRunResponse } from '#shared/schemas/meta-rule-runs';
import type { Rule } from '#shared/schemas/meta-rules';
import { apiRequest } from '../../../lib/api-client';
import { outcomeCounts } from '../rule-words';
import { useRuleMutation } from './rule-mutation';

/** `POST /api/meta/rules/{id}/run`: a dry run says what the rule would do; a run does it. */
export async function runRule({ rule, dryRun }: { rule: Rule; dryRun: boolean }): Promise<RuleRunResponse> {
  return (await apiRequest('POST', `/api/meta/rules/${encodeURIComponent(rule.id)}/run`, { dryRun })).json();
}

/** Both kinds of run; the screen shows the outcomes, and a real run also toasts its tally. */
export function useRunRule() {
  return useRuleMutation({
    mutationFn: runRule,
    success: (result, { rule }) =>
      result.dryRun
        ? undefined
        : { title: 'Rule ran', description: `"${rule.name}": ${outcomeCounts(result.outcomes)}.` },
    failure: 'Failed to run rule',
  });
}

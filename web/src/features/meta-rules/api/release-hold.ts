import type { RuleHold } from '#shared/schemas/meta-rule-holds';
import { apiRequest } from '../../../lib/api-client';
import { useRuleMutation } from './rule-mutation';

/** `DELETE /api/meta/rules/{id}/holds/{campaignId}`: the rule may act on the campaign again. */
export async function releaseHold(hold: RuleHold): Promise<RuleHold> {
  await apiRequest(
    'DELETE',
    `/api/meta/rules/${encodeURIComponent(hold.ruleId)}/holds/${encodeURIComponent(hold.campaignId)}`,
  );
  return hold;
}

export function useReleaseHold() {
  return useRuleMutation({
    mutationFn: releaseHold,
    success: (hold) => ({
      title: 'Rule may act again',
      description: `From its next evaluation the rule may act on ${hold.campaignName} again.`,
    }),
    failure: 'Failed to let the rule act again',
  });
}

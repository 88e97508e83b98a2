import { HELD_AFTER_UNDO, type RuleHold } from '#shared/schemas/meta-rule-holds';
import type { RuleOutcome, RuleValue } from '#shared/schemas/meta-rule-runs';
import type { RuleAction } from '#shared/schemas/meta-rules';

const utcTime = (ms: number) => `${new Date(ms).toISOString().slice(11, 16)} UTC`;
const utcDateTime = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

/** An outcome's status and reason: what happened, then the conditions that matched. */
export const headline = (status: RuleOutcome['status'], text: string, conditions: string) => ({
  status,
  reason: `${text}. ${conditions}`,
});

export const NOT_IN_STORE =
  'Not evaluated: the campaign is not in the insights store (refresh the insights, or check the saved ad accounts)';

export const actedFirst = (ruleName: string) =>
  `Skipped: rule "${ruleName}" already acted on this campaign in this evaluation`;

/** Why a held rule did not act, and how to let it act again. */
export const heldReason = (hold: RuleHold) =>
  `Skipped: ${HELD_AFTER_UNDO} (${hold.heldBy} undid this rule's action on this campaign on ${utcDateTime(hold.heldAt)}; let it act again from the rule card or the action log)`;

export const coolingDown = (lastMs: number, untilMs: number) =>
  `Skipped: cooldown (this rule acted on this campaign at ${utcTime(lastMs)}; it may act again at ${utcTime(untilMs)})`;

export const CLAIMED_MEANWHILE = 'Skipped: cooldown (this rule acted on this campaign a moment ago)';

/** What a dry run would do, in words: "Would pause the campaign", "Would set the daily budget to $24.00". */
export function wouldDo(action: RuleAction, after: RuleValue): string {
  if (action.type === 'pause' || action.type === 'activate') return `Would ${action.type} the campaign`;
  if (action.type === 'notify') return 'Would notify (no change)';
  if (action.type === 'set_bid_cap') return `Would set the bid cap to $${action.amount.toFixed(2)}`;
  if (action.type === 'refresh_creative')
    return `Would refresh the creative: a new ad${action.newImage ? ' with a new image' : ''}, the running one paused once Meta accepts it`;
  if (action.type === 'duplicate')
    return `Would copy the ${action.source === 'best_adset' ? "campaign's best ad set" : 'campaign'} at $${(after?.dailyBudget ?? 0).toFixed(2)} a day, ${action.startStatus === 'ACTIVE' ? 'active' : 'paused'}`;
  return `Would set the daily budget to $${(after?.dailyBudget ?? 0).toFixed(2)}`;
}

import { CAMPAIGN_PAGE_RULE_ID } from '#shared/meta/rules/campaign-page-rule';
import type { RuleLogEntry } from '#shared/schemas/meta-rule-runs';
import type { RuleAction } from '#shared/schemas/meta-rules';
import type { Clock } from '../../../ports/clock';
import type { RuleHoldStore, RuleLogStore, RulePausedStore } from '../../../ports/meta-rules';
import { conflict, notFound } from '../../domain-error';
import type { CampaignActions } from '../campaign-actions/campaign-actions-service';
import type { CreativeRefresh } from '../creative-refresh/creative-refresh-service';
import { timeId } from './rule-ids';

export const LOG_ENTRY_NOT_FOUND = 'Log entry not found';
export const ALREADY_UNDONE = 'This action was already undone';
export const NOT_UNDOABLE =
  'Only an applied status, budget, creative refresh or copy action can be undone (not a dry run, a skip, a failure, a notice, a bid cap or an undo)';

export interface RuleUndoDeps {
  log: Pick<RuleLogStore, 'get' | 'append' | 'markUndone' | 'clearUndone'>;
  paused: Pick<RulePausedStore, 'markPausedByRule' | 'clearPausedByRule'>;
  holds: Pick<RuleHoldStore, 'hold'>;
  campaignActions: Pick<CampaignActions, 'updateStatus' | 'updateBudget'>;
  creativeRefresh: Pick<CreativeRefresh, 'undo'>;
  clock: Clock;
}

/** The action that puts back what `entry` changed, how to make it, and the undo's own before and after. */
function inverse(
  entry: RuleLogEntry,
  deps: RuleUndoDeps,
): { action: RuleAction; run: () => Promise<string>; values?: Pick<RuleLogEntry, 'before' | 'after'> } {
  const { campaignId } = entry;
  const copyId = entry.after?.campaignId;
  if (entry.action.type === 'duplicate' && copyId)
    return {
      // The copy stays (its figures and channel are history): it is paused, and the log shows it so.
      action: entry.action,
      run: async () =>
        (await deps.campaignActions.updateStatus({ campaignId: copyId, status: 'PAUSED' })).message,
      values: { before: entry.after, after: { ...entry.after, status: 'PAUSED' } },
    };
  const oldAdId = entry.before?.adId;
  const newAdId = entry.after?.adId;
  if (entry.action.type === 'refresh_creative' && oldAdId && newAdId)
    return {
      // Logged as the same action undone: the entry's before and after say which ad runs again.
      action: entry.action,
      run: () =>
        deps.creativeRefresh.undo({ campaignId, oldAdId, newAdId, refreshId: entry.after?.refreshId }),
    };
  const status = entry.before?.status;
  if (
    (entry.action.type === 'pause' || entry.action.type === 'activate') &&
    (status === 'ACTIVE' || status === 'PAUSED')
  )
    return {
      action: { type: status === 'ACTIVE' ? 'activate' : 'pause' },
      run: async () => (await deps.campaignActions.updateStatus({ campaignId, status })).message,
    };
  const budget = entry.before?.dailyBudget;
  if (typeof budget === 'number')
    return {
      action: { type: 'set_budget', amount: budget },
      run: async () => (await deps.campaignActions.updateBudget({ campaignId, dailyBudget: budget })).message,
    };
  throw conflict(NOT_UNDOABLE);
}

/**
 * Puts back the status or daily budget an applied rule action changed, as it was before (whatever changed
 * since), or pauses the copy a duplicate made. The entry is marked undone first, conditionally, so two undos
 * never both run; Meta refusing the undo takes the mark back and answers Meta's words. The undo is a new entry pointing at the one it undid,
 * and the rule is then held off the campaign until a person releases it: otherwise its next evaluation would
 * take the same action again, as soon as its cooldown allowed (decision 038).
 */
export async function undoEntry(deps: RuleUndoDeps, entryId: string, actor: string): Promise<RuleLogEntry> {
  const entry = await deps.log.get(entryId);
  if (!entry) throw notFound(LOG_ENTRY_NOT_FOUND);
  if (entry.undoneAt) throw conflict(ALREADY_UNDONE);
  if (!entry.undoable) throw conflict(NOT_UNDOABLE);
  const { action, run, values } = inverse(entry, deps);
  const nowMs = deps.clock.now();
  const at = new Date(nowMs).toISOString();
  if (!(await deps.log.markUndone(entry.id, at, actor))) throw conflict(ALREADY_UNDONE);
  let message: string;
  try {
    message = await run();
  } catch (error) {
    await deps.log.clearUndone(entry.id, at);
    throw error;
  }
  const undo: RuleLogEntry = {
    ...entry,
    id: timeId(nowMs),
    at,
    trigger: 'manual',
    actor,
    dryRun: false,
    action,
    before: entry.after,
    after: entry.before,
    ...values,
    status: 'undone',
    message,
    undoable: false,
    undoneAt: null,
    undoneBy: null,
    undoOf: entry.id,
  };
  await deps.log.append([undo]);
  // A person's own refresh from the campaign page is no rule's: nothing to hold.
  if (entry.ruleId !== CAMPAIGN_PAGE_RULE_ID)
    await deps.holds.hold({
      ruleId: entry.ruleId,
      campaignId: entry.campaignId,
      campaignName: entry.campaignName,
      entryId: entry.id,
      undoEntryId: undo.id,
      heldAt: at,
      heldBy: actor,
    });
  if (action.type === 'activate') await deps.paused.clearPausedByRule(entry.campaignId);
  // A revive undone: the campaign is paused again, as a rule had paused it.
  if (action.type === 'pause') await deps.paused.markPausedByRule(entry.campaignId, undo.id);
  return undo;
}

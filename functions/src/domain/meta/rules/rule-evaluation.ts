import { revenueDataUsed } from '#shared/meta-rule-revenue-data';
import { HELD_AFTER_UNDO, type RuleHold } from '#shared/schemas/meta-rule-holds';
import type {
  RuleLogEntry,
  RuleOutcome,
  RuleRunResponse,
  RuleTrigger,
  RuleValue,
} from '#shared/schemas/meta-rule-runs';
import type { Rule, RuleAction, RuleWindow } from '#shared/schemas/meta-rules';
import { RULE_WINDOW_DAYS, UNDOABLE_ACTION_TYPES } from '#shared/schemas/meta-rules';
import { withLogKeys } from '../../../lib/log-keys';
import { logger } from '../../../lib/logger';
import { emitMetric } from '../../../lib/metrics';
import type { Clock } from '../../../ports/clock';
import type { InsightsStore } from '../../../ports/insights-store';
import type {
  RuleCooldownStore,
  RuleHoldStore,
  RuleLogStore,
  RulePausedStore,
  RuleStore,
} from '../../../ports/meta-rules';
import { failureMessage, type PreparedAction, prepareAction, type RuleActionDeps } from './rule-actions';
import { evaluateConditions } from './rule-conditions';
import { readWindowCampaigns, unknownFigures, type WindowCampaign } from './rule-figures';
import { timeId } from './rule-ids';
import { revenueView } from './rule-revenue-data';
import { staleReason, windowRange } from './rule-window';

export interface RuleEvaluationDeps extends RuleActionDeps {
  insights: Pick<InsightsStore, 'campaignDays' | 'revenueDays' | 'snapshots' | 'state'>;
  rules: Pick<RuleStore, 'markEvaluated'>;
  cooldowns: RuleCooldownStore;
  paused: RulePausedStore;
  holds: Pick<RuleHoldStore, 'list'>;
  log: Pick<RuleLogStore, 'append'>;
  clock: Clock;
}

export interface EvaluationContext {
  trigger: RuleTrigger;
  /** The person's email, or 'scheduler'. */
  actor: string;
  dryRun: boolean;
}

/** An outcome with what the log needs besides: whether the schedule keeps it out of the log. */
interface Evaluated extends RuleOutcome {
  /** Nothing to do, or waiting for its cooldown: the schedule would log it every 15 minutes otherwise. */
  quiet: boolean;
}

const MINUTE_MS = 60_000;
/** A cooldown record outlives its cooldown by an hour, then DynamoDB's TTL removes it. */
const COOLDOWN_RECORD_SLACK_MS = 3_600_000;
const utcTime = (ms: number) => `${new Date(ms).toISOString().slice(11, 16)} UTC`;
const utcDateTime = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

/** Campaigns in the rule's scope, by name then id (a stable order); chosen ones the store lacks included. */
function inScope(rule: Rule, campaigns: Map<string, WindowCampaign>): WindowCampaign[] {
  const chosen =
    rule.scope.kind === 'all'
      ? [...campaigns.values()]
      : rule.scope.campaignIds.map(
          (campaignId) =>
            campaigns.get(campaignId) ?? {
              campaignId,
              name: campaignId,
              figures: unknownFigures(),
              finalFigures: unknownFigures(),
              estimatedDays: [],
            },
        );
  return chosen.sort((a, b) => a.name.localeCompare(b.name) || a.campaignId.localeCompare(b.campaignId));
}

/** What a dry run would do, in words: "Would pause the campaign", "Would set the daily budget to $24.00". */
function wouldDo(action: RuleAction, after: RuleValue): string {
  if (action.type === 'pause' || action.type === 'activate') return `Would ${action.type} the campaign`;
  if (action.type === 'notify') return 'Would notify (no change)';
  if (action.type === 'set_bid_cap') return `Would set the bid cap to $${action.amount.toFixed(2)}`;
  if (action.type === 'refresh_creative')
    return `Would refresh the creative: a new ad${action.newImage ? ' with a new image' : ''}, the running one paused once Meta accepts it`;
  return `Would set the daily budget to $${(after?.dailyBudget ?? 0).toFixed(2)}`;
}

/** Why a held rule did not act, and how to let it act again. */
const heldReason = (hold: RuleHold) =>
  `Skipped: ${HELD_AFTER_UNDO} (${hold.heldBy} undid this rule's action on this campaign on ${utcDateTime(hold.heldAt)}; let it act again from the rule card or the action log)`;

const headline = (status: RuleOutcome['status'], text: string, conditions: string) => ({
  status,
  reason: `${text}. ${conditions}`,
});

/**
 * Evaluates `rules` in the given (stable) order against one read of the insights store: per campaign in
 * scope the figures over the rule's window, the conditions, then the guardrails in order (stale data,
 * another rule already acting on the campaign in this evaluation, a hold after a person undid this rule's
 * action on the campaign (whatever the cooldown), the rule's cooldown on the campaign, the
 * action's own checks: state, floor and ceiling, the 4-per-hour limit), and the action unless it is a dry
 * run. Meta's refusal fails the outcome and gives the cooldown back, so the next evaluation tries again.
 * Every matched outcome is logged (the schedule leaves out those with nothing to do); each rule is marked
 * evaluated.
 */
export async function evaluateRules(
  deps: RuleEvaluationDeps,
  rules: Rule[],
  context: EvaluationContext,
): Promise<RuleRunResponse[]> {
  const nowMs = deps.clock.now();
  const evaluatedAt = new Date(nowMs).toISOString();
  const evaluationId = timeId(nowMs);
  const [snapshots, state, holdList] = await Promise.all([
    deps.insights.snapshots(),
    deps.insights.state(),
    deps.holds.list(),
  ]);
  const holds = new Map(holdList.map((hold) => [`${hold.ruleId} ${hold.campaignId}`, hold]));
  const windows = new Map<RuleWindow, Promise<Map<string, WindowCampaign>>>();
  const campaignsOver = (window: RuleWindow) => {
    const known = windows.get(window);
    if (known) return known;
    const read = readWindowCampaigns(deps.insights, snapshots, windowRange(window, nowMs));
    windows.set(window, read);
    return read;
  };
  /** Campaign id -> the rule that acted (or would act) on it in this evaluation. */
  const acted = new Map<string, string>();
  let sequence = 0;

  async function decide(rule: Rule, campaign: WindowCampaign, stale: string | undefined) {
    const view = revenueView(rule, campaign, RULE_WINDOW_DAYS[rule.window].days);
    const base = {
      campaignId: campaign.campaignId,
      campaignName: campaign.name,
      figures: view.figures,
      revenueData: view.revenueData,
    };
    const entryId = `${evaluationId}-${String(sequence++).padStart(4, '0')}`;
    const outcome = (
      result: Pick<RuleOutcome, 'status' | 'reason'>,
      extra: Partial<Pick<Evaluated, 'before' | 'after' | 'quiet' | 'matched'>> = {},
    ): Evaluated & { entryId: string } => ({
      ...base,
      entryId,
      matched: true,
      action: rule.action,
      before: null,
      after: null,
      quiet: false,
      ...result,
      ...extra,
    });
    if (!campaign.snapshot && Object.values(campaign.figures).every((figure) => figure === null))
      return outcome(
        {
          status: 'not_matched',
          reason:
            'Not evaluated: the campaign is not in the insights store (refresh the insights, or check the saved ad accounts)',
        },
        { matched: false },
      );
    const conditions = evaluateConditions(rule.conditions, rule.match, view.figures);
    if (!conditions.matched)
      return outcome({ status: 'not_matched', reason: conditions.reason }, { matched: false });
    if (stale) return outcome(headline('skipped', stale, conditions.reason));
    // Kept out of the schedule's log like a cooldown: it would repeat every 15 minutes until a day settles.
    if (view.waiting) return outcome(headline('skipped', view.waiting, conditions.reason), { quiet: true });
    if (view.revenueData.estimatedDays.length > 0)
      conditions.reason = `${conditions.reason}. ${revenueDataUsed(view.revenueData)}`;
    const first = acted.get(campaign.campaignId);
    if (first)
      return outcome(
        headline(
          'skipped',
          `Skipped: rule "${first}" already acted on this campaign in this evaluation`,
          conditions.reason,
        ),
      );
    const hold = holds.get(`${rule.id} ${campaign.campaignId}`);
    if (hold) return outcome(headline('skipped', heldReason(hold), conditions.reason));
    const cooldownMs = rule.cooldownMinutes * MINUTE_MS;
    const last = await deps.cooldowns.lastActed(rule.id, campaign.campaignId);
    const coolingUntil = last === undefined ? undefined : last + cooldownMs;
    if (coolingUntil !== undefined && coolingUntil > nowMs)
      return outcome(
        headline(
          'skipped',
          `Skipped: cooldown (this rule acted on this campaign at ${utcTime(last as number)}; it may act again at ${utcTime(coolingUntil)})`,
          conditions.reason,
        ),
        { quiet: true },
      );
    let prepared: PreparedAction;
    try {
      prepared = await prepareAction(deps, rule, campaign);
    } catch (error) {
      return outcome(headline('failed', failureMessage(error, campaign.campaignId), conditions.reason));
    }
    const values = { before: prepared.before, after: prepared.after };
    if (prepared.skip)
      return outcome(headline('skipped', prepared.skip, conditions.reason), {
        ...values,
        quiet: prepared.noop === true,
      });
    if (context.dryRun) {
      acted.set(campaign.campaignId, rule.name);
      emitMetric('RuleActions', 1, { Action: rule.action.type });
      logger.info('Rule action applied', { action: rule.action.type });
      return outcome(
        headline('would_apply', wouldDo(rule.action, prepared.after), conditions.reason),
        values,
      );
    }
    const claimed = await deps.cooldowns.claim(
      rule.id,
      campaign.campaignId,
      nowMs,
      nowMs - cooldownMs,
      nowMs + cooldownMs + COOLDOWN_RECORD_SLACK_MS,
    );
    if (!claimed)
      return outcome(
        headline(
          'skipped',
          'Skipped: cooldown (this rule acted on this campaign a moment ago)',
          conditions.reason,
        ),
        { ...values, quiet: true },
      );
    try {
      const answer = await prepared.apply();
      acted.set(campaign.campaignId, rule.name);
      emitMetric('RuleActions', 1, { Action: rule.action.type });
      logger.info('Rule action applied', { action: rule.action.type });
      if (rule.action.type === 'pause') await deps.paused.markPausedByRule(campaign.campaignId, entryId);
      if (rule.action.type === 'activate') await deps.paused.clearPausedByRule(campaign.campaignId);
      // `after` as the action set it when it applied (a refresh's new ad).
      return outcome(headline('applied', answer, conditions.reason), { ...values, after: prepared.after });
    } catch (error) {
      // Nothing changed in Meta: the cooldown is given back and the next evaluation tries again.
      await deps.cooldowns.release(rule.id, campaign.campaignId, nowMs, last);
      return outcome(
        headline('failed', failureMessage(error, campaign.campaignId), conditions.reason),
        values,
      );
    }
  }

  const responses: RuleRunResponse[] = [];
  for (const rule of rules) {
    const campaigns = inScope(rule, await campaignsOver(rule.window));
    const stale = staleReason(rule.window, state, nowMs);
    const outcomes: (Evaluated & { entryId: string })[] = [];
    // One campaign at a time: the overlap and the ledger are decided in order.
    for (const campaign of campaigns) {
      const keys = { ruleId: rule.id, campaignId: campaign.campaignId };
      outcomes.push(await withLogKeys(keys, () => decide(rule, campaign, stale)));
    }
    const entries: RuleLogEntry[] = outcomes
      .filter((o) => o.status !== 'not_matched' && !(context.trigger === 'schedule' && o.quiet))
      .map((o) => ({
        id: o.entryId,
        at: evaluatedAt,
        evaluationId,
        ruleId: rule.id,
        ruleName: rule.name,
        campaignId: o.campaignId,
        campaignName: o.campaignName,
        trigger: context.trigger,
        actor: context.actor,
        dryRun: context.dryRun,
        figures: o.figures,
        action: o.action,
        before: o.before,
        after: o.after,
        status: o.status,
        message: o.reason,
        undoable:
          o.status === 'applied' && UNDOABLE_ACTION_TYPES.includes(o.action.type) && o.before !== null,
        undoneAt: null,
        undoneBy: null,
        undoOf: null,
        revenueData: o.revenueData,
      }));
    await deps.log.append(entries);
    await deps.rules.markEvaluated(rule.id, evaluatedAt);
    if (!context.dryRun) emitMetric('RuleEvaluations', 1, {});
    responses.push({
      evaluationId,
      dryRun: context.dryRun,
      evaluatedAt,
      dataAsOf: state.lastRefreshedAt ?? null,
      outcomes: outcomes.map(({ quiet: _quiet, entryId: _entryId, ...shown }) => shown),
    });
  }
  return responses;
}

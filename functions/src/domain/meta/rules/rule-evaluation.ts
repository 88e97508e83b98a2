import type { RuleWindowDays } from '#shared/schemas/meta-rule-days';
import type { RuleLogEntry, RuleRunResponse, RuleTrigger } from '#shared/schemas/meta-rule-runs';
import type { Rule, RuleWindow } from '#shared/schemas/meta-rules';
import { UNDOABLE_ACTION_TYPES } from '#shared/schemas/meta-rules';
import { REVENUE_TIME_ZONE } from '#shared/time/account-time';
import { withLogKeys } from '../../../lib/log-keys';
import { emitMetric } from '../../../lib/metrics';
import type { Clock } from '../../../ports/clock';
import type { InsightsStore, RefreshState } from '../../../ports/insights-store';
import type { RuleActionNotifier, RuleHoldStore, RuleLogStore, RuleStore } from '../../../ports/meta-rules';
import { type Decided, type DecisionDeps, decide, type Evaluation } from './rule-decision';
import { readWindowCampaigns, unknownFigures, type WindowCampaign } from './rule-figures';
import { ruleAtHour } from './rule-hours';
import { timeId } from './rule-ids';
import { staleReason, windowRange } from './rule-window';

export interface RuleEvaluationDeps extends DecisionDeps {
  insights: Pick<InsightsStore, 'campaignDays' | 'revenueDays' | 'snapshots' | 'state'>;
  rules: Pick<RuleStore, 'markEvaluated'>;
  holds: Pick<RuleHoldStore, 'list'>;
  log: Pick<RuleLogStore, 'append'>;
  /** Tells the team what an evaluation did, would do (a person's dry run) or failed to do. */
  actionNotifier: RuleActionNotifier;
  clock: Clock;
}

export interface EvaluationContext {
  trigger: RuleTrigger;
  /** The person's email, or 'scheduler'. */
  actor: string;
  dryRun: boolean;
}

/** One evaluation: the decisions' shared part, one read of the insights store, and its context. */
interface EvaluationRun extends Evaluation {
  context: EvaluationContext;
  evaluatedAt: string;
  evaluationId: string;
  state: RefreshState;
  /** The campaigns over a window, read once per window whatever the number of rules over it. */
  campaignsOver(window: RuleWindow): Promise<Map<string, WindowCampaign>>;
}

/**
 * Evaluates `rules` in the given (stable) order against one read of the insights store, deciding per
 * campaign in scope (`decide`: conditions, guardrails, action). Every matched outcome is logged (the
 * schedule leaves out those with nothing to do) and what was done is told to the team; each rule is marked
 * evaluated.
 */
export async function evaluateRules(
  deps: RuleEvaluationDeps,
  rules: Rule[],
  context: EvaluationContext,
): Promise<RuleRunResponse[]> {
  const evaluation = await startEvaluation(deps, context);
  const responses: RuleRunResponse[] = [];
  for (const rule of rules) responses.push(await evaluateRule(deps, evaluation, rule));
  return responses;
}

async function startEvaluation(deps: RuleEvaluationDeps, context: EvaluationContext): Promise<EvaluationRun> {
  const nowMs = deps.clock.now();
  const evaluationId = timeId(nowMs);
  const [snapshots, state, holdList] = await Promise.all([
    deps.insights.snapshots(),
    deps.insights.state(),
    deps.holds.list(),
  ]);
  const windows = new Map<RuleWindow, Promise<Map<string, WindowCampaign>>>();
  let sequence = 0;
  return {
    context,
    nowMs,
    dryRun: context.dryRun,
    evaluatedAt: new Date(nowMs).toISOString(),
    evaluationId,
    state,
    holds: new Map(holdList.map((hold) => [`${hold.ruleId} ${hold.campaignId}`, hold])),
    acted: new Map(),
    nextEntryId: () => `${evaluationId}-${String(sequence++).padStart(4, '0')}`,
    campaignsOver(window) {
      const known = windows.get(window);
      if (known) return known;
      const read = readWindowCampaigns(deps.insights, snapshots, (zone) => windowRange(window, nowMs, zone));
      windows.set(window, read);
      return read;
    },
  };
}

/** One rule over its scope: decided, logged, told to the team, and marked evaluated. */
async function evaluateRule(
  deps: RuleEvaluationDeps,
  evaluation: EvaluationRun,
  rule: Rule,
): Promise<RuleRunResponse> {
  const { context, evaluatedAt } = evaluation;
  const campaigns = inScope(rule, await evaluation.campaignsOver(rule.window));
  const { nowMs, state } = evaluation;
  const outcomes: Decided[] = [];
  // One campaign at a time: the overlap and the ledger are decided in order.
  for (const campaign of campaigns) {
    const keys = { ruleId: rule.id, campaignId: campaign.campaignId };
    // Each campaign in its ad account's day and hour (decision 057).
    const timing = {
      stale: staleReason(rule.window, state, nowMs, campaign.timeZone),
      atHour: ruleAtHour(rule, campaign.timeZone, nowMs),
    };
    outcomes.push(await withLogKeys(keys, () => decide(deps, evaluation, rule, campaign, timing)));
  }
  const entries = logEntries(evaluation, rule, outcomes);
  await deps.log.append(entries);
  // Acting notifies: the notifier picks out what a person should hear of (acted, would act, failed).
  await deps.actionNotifier.notify(entries);
  await deps.rules.markEvaluated(rule.id, evaluatedAt, distinctDays(campaigns));
  if (!context.dryRun) emitMetric('RuleEvaluations', 1, {});
  return {
    evaluationId: evaluation.evaluationId,
    dryRun: context.dryRun,
    evaluatedAt,
    dataAsOf: evaluation.state.lastRefreshedAt ?? null,
    outcomes: outcomes.map(({ quiet: _quiet, entryId: _entryId, ...shown }) => shown),
  };
}

/** The days the rule's campaigns were read over, once per ad account time zone. */
function distinctDays(campaigns: WindowCampaign[]): RuleWindowDays[] {
  const byZone = new Map<string, RuleWindowDays>();
  for (const { windowDays } of campaigns)
    if (windowDays && !byZone.has(windowDays.meta.timeZone)) byZone.set(windowDays.meta.timeZone, windowDays);
  return [...byZone.values()];
}

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
              timeZone: REVENUE_TIME_ZONE,
            },
        );
  return chosen.sort((a, b) => a.name.localeCompare(b.name) || a.campaignId.localeCompare(b.campaignId));
}

/** The action log's entries for a rule's outcomes: the matched ones, less the schedule's quiet ones. */
function logEntries(evaluation: EvaluationRun, rule: Rule, outcomes: Decided[]): RuleLogEntry[] {
  const { context } = evaluation;
  return outcomes
    .filter((o) => o.status !== 'not_matched' && !(context.trigger === 'schedule' && o.quiet))
    .map((o) => ({
      id: o.entryId,
      at: evaluation.evaluatedAt,
      evaluationId: evaluation.evaluationId,
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
      undoable: o.status === 'applied' && UNDOABLE_ACTION_TYPES.includes(o.action.type) && o.before !== null,
      undoneAt: null,
      undoneBy: null,
      undoOf: null,
      revenueData: o.revenueData,
      windowDays: o.windowDays,
    }));
}

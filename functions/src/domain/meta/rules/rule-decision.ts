import { revenueDataUsed } from '#shared/meta/rules/meta-rule-revenue-data';
import type { RuleHold } from '#shared/schemas/meta-rule-holds';
import type { RuleOutcome } from '#shared/schemas/meta-rule-runs';
import type { Rule } from '#shared/schemas/meta-rules';
import { RULE_WINDOW_DAYS } from '#shared/schemas/meta-rules';
import { logger } from '../../../lib/logger';
import { emitMetric } from '../../../lib/metrics';
import type { RuleCooldownStore, RulePausedStore } from '../../../ports/meta-rules';
import type { AutomationCaps } from './automation-caps';
import { failureMessage, type PreparedAction, prepareAction, type RuleActionDeps } from './rule-actions';
import { evaluateConditions } from './rule-conditions';
import type { WindowCampaign } from './rule-figures';
import type { RuleAtHour } from './rule-hours';
import {
  actedFirst,
  CLAIMED_MEANWHILE,
  coolingDown,
  headline,
  heldReason,
  NOT_IN_STORE,
  wouldDo,
} from './rule-outcome-text';
import { type RevenueView, revenueView } from './rule-revenue-data';

export interface DecisionDeps extends RuleActionDeps {
  cooldowns: RuleCooldownStore;
  paused: RulePausedStore;
  /** Each ad account's caps on what automation adds to budgets in a day (decision 056). */
  caps: Pick<AutomationCaps, 'check' | 'reserve' | 'release'>;
}

/** What the decisions of one evaluation share. */
export interface Evaluation {
  nowMs: number;
  dryRun: boolean;
  /** Rule id and campaign id -> the hold a person's undo put on the rule for that campaign. */
  holds: Map<string, RuleHold>;
  /** Campaign id -> the rule that acted (or would act) on it in this evaluation. */
  acted: Map<string, string>;
  /** The id of the next action log entry, in the evaluation's order. */
  nextEntryId(): string;
}

/** An outcome with what the log needs besides. */
export interface Decided extends RuleOutcome {
  entryId: string;
  /** Nothing to do, or waiting for its cooldown: the schedule would log it every 15 minutes otherwise. */
  quiet: boolean;
}

type Outcome = (
  result: Pick<RuleOutcome, 'status' | 'reason'>,
  extra?: Partial<Pick<Decided, 'before' | 'after' | 'quiet' | 'matched'>>,
) => Decided;

const MINUTE_MS = 60_000;
/** A cooldown record outlives its cooldown by an hour, then DynamoDB's TTL removes it. */
const COOLDOWN_RECORD_SLACK_MS = 3_600_000;

/**
 * What a rule does on one campaign in scope: the figures over the rule's window, the conditions, then the
 * guardrails in order (stale data, another rule already acting on the campaign in this evaluation, a hold
 * after a person undid this rule's action on the campaign (whatever the cooldown), the rule's cooldown on
 * the campaign, the action's own checks: state, floor and ceiling, the 4-per-hour limit, then the ad
 * account's caps), and the action unless it is a dry run.
 */
export async function decide(
  deps: DecisionDeps,
  evaluation: Evaluation,
  rule: Rule,
  campaign: WindowCampaign,
  timing: { stale: string | undefined; atHour: RuleAtHour },
): Promise<Decided> {
  const { stale, atHour } = timing;
  // A schedule acts as a pause or an activate rule in its hours.
  const acting = 'rule' in atHour ? atHour.rule : rule;
  const view = revenueView(acting, campaign, RULE_WINDOW_DAYS[rule.window].days);
  const entryId = evaluation.nextEntryId();
  const outcome = outcomeOf(acting, campaign, view, entryId);
  if (!campaign.snapshot && Object.values(campaign.figures).every((figure) => figure === null))
    return outcome({ status: 'not_matched', reason: NOT_IN_STORE }, { matched: false });
  // Outside its hours the rule does nothing, and the schedule would log it every 15 minutes otherwise.
  if ('outside' in atHour)
    return outcome({ status: 'skipped', reason: atHour.outside }, { matched: false, quiet: true });
  const bySchedule = atHour.bySchedule;
  const conditions = evaluateConditions(rule.conditions, rule.match, view.figures);
  if (!conditions.matched)
    return outcome({ status: 'not_matched', reason: conditions.reason }, { matched: false });
  if (stale) return outcome(headline('skipped', stale, conditions.reason));
  // Kept out of the schedule's log like a cooldown: it would repeat every 15 minutes until a day settles.
  if (view.waiting) return outcome(headline('skipped', view.waiting, conditions.reason), { quiet: true });
  const matched =
    view.revenueData.estimatedDays.length > 0
      ? `${conditions.reason}. ${revenueDataUsed(view.revenueData)}`
      : conditions.reason;
  const first = evaluation.acted.get(campaign.campaignId);
  if (first) return outcome(headline('skipped', actedFirst(first), matched));
  const hold = evaluation.holds.get(`${rule.id} ${campaign.campaignId}`);
  if (hold) return outcome(headline('skipped', heldReason(hold), matched));
  const cooldownMs = rule.cooldownMinutes * MINUTE_MS;
  const last = await deps.cooldowns.lastActed(rule.id, campaign.campaignId);
  const coolingUntil = last === undefined ? undefined : last + cooldownMs;
  if (last !== undefined && coolingUntil !== undefined && coolingUntil > evaluation.nowMs)
    return outcome(headline('skipped', coolingDown(last, coolingUntil), matched), { quiet: true });
  return act(deps, evaluation, {
    rule: acting,
    bySchedule,
    campaign,
    entryId,
    matched,
    outcome,
    cooldownMs,
    last,
  });
}

/** Builds the outcomes of one rule on one campaign, all under the same log entry id. */
function outcomeOf(rule: Rule, campaign: WindowCampaign, view: RevenueView, entryId: string): Outcome {
  return (result, extra = {}) => ({
    campaignId: campaign.campaignId,
    campaignName: campaign.name,
    figures: view.figures,
    revenueData: view.revenueData,
    windowDays: campaign.windowDays,
    entryId,
    matched: true,
    action: rule.action,
    before: null,
    after: null,
    quiet: false,
    ...result,
    ...extra,
  });
}

/**
 * The action's own checks, then (unless a dry run) the claim of the cooldown and the action. Meta's refusal
 * fails the outcome and gives the cooldown back, so the next evaluation tries again.
 */
async function act(
  deps: DecisionDeps,
  evaluation: Evaluation,
  decision: {
    rule: Rule;
    /** A schedule's pause or activation: marked and checked as the schedule's, not a rule's. */
    bySchedule: boolean;
    campaign: WindowCampaign;
    entryId: string;
    /** The conditions that matched, in words. */
    matched: string;
    outcome: Outcome;
    cooldownMs: number;
    /** When the rule last acted on the campaign. */
    last: number | undefined;
  },
): Promise<Decided> {
  const { rule, bySchedule, campaign, entryId, matched, outcome, cooldownMs, last } = decision;
  const { nowMs } = evaluation;
  let prepared: PreparedAction;
  try {
    prepared = await prepareAction(deps, rule, campaign, bySchedule);
  } catch (error) {
    return outcome(headline('failed', failureMessage(error, campaign.campaignId), matched));
  }
  const values = { before: prepared.before, after: prepared.after };
  if (prepared.skip)
    return outcome(headline('skipped', prepared.skip, matched), { ...values, quiet: prepared.noop === true });
  if (evaluation.dryRun) {
    const capped = prepared.cap && (await deps.caps.check(prepared.cap, nowMs));
    if (capped) return outcome(headline('skipped', capped, matched), values);
    countAction(evaluation, rule, campaign);
    return outcome(headline('would_apply', wouldDo(rule.action, prepared.after), matched), values);
  }
  // The caps are taken before the cooldown, so an action a cap stops claims no cooldown.
  const reserved = prepared.cap ? await deps.caps.reserve(prepared.cap, nowMs) : undefined;
  if (reserved && 'skip' in reserved) return outcome(headline('skipped', reserved.skip, matched), values);
  const giveBack = async () => {
    if (reserved) await deps.caps.release(reserved.reservation);
  };
  const claimed = await deps.cooldowns.claim(
    rule.id,
    campaign.campaignId,
    nowMs,
    nowMs - cooldownMs,
    nowMs + cooldownMs + COOLDOWN_RECORD_SLACK_MS,
  );
  if (!claimed) {
    await giveBack();
    return outcome(headline('skipped', CLAIMED_MEANWHILE, matched), { ...values, quiet: true });
  }
  try {
    const answer = await prepared.apply();
    countAction(evaluation, rule, campaign);
    if (rule.action.type === 'pause')
      await (bySchedule
        ? deps.paused.markPausedBySchedule(campaign.campaignId, entryId)
        : deps.paused.markPausedByRule(campaign.campaignId, entryId));
    if (rule.action.type === 'activate') await deps.paused.clearPausedByRule(campaign.campaignId);
    // `after` as the action set it when it applied (a refresh's new ad).
    return outcome(headline('applied', answer, matched), { ...values, after: prepared.after });
  } catch (error) {
    // Nothing changed in Meta: the cooldown is given back and the next evaluation tries again.
    await deps.cooldowns.release(rule.id, campaign.campaignId, nowMs, last);
    await giveBack();
    return outcome(headline('failed', failureMessage(error, campaign.campaignId), matched), values);
  }
}

/** The campaign is taken for this evaluation, and the action (or the dry run's) counted. */
function countAction(evaluation: Evaluation, rule: Rule, campaign: WindowCampaign) {
  evaluation.acted.set(campaign.campaignId, rule.name);
  emitMetric('RuleActions', 1, { Action: rule.action.type });
  logger.info('Rule action applied', { action: rule.action.type });
}

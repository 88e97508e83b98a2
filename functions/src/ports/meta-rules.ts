import type { RuleWindowDays } from '#shared/schemas/meta-rule-days';
import type { RuleHold } from '#shared/schemas/meta-rule-holds';
import type { RuleLogEntry, RuleLogQuery } from '#shared/schemas/meta-rule-runs';
import type { Rule } from '#shared/schemas/meta-rules';

/** The stored rules: one item each, replaced only as read (conditional on `updatedAt`). */
export interface RuleStore {
  /** Every rule, oldest first (the stable order evaluations follow). */
  list(): Promise<Rule[]>;
  get(id: string): Promise<Rule | undefined>;
  create(rule: Rule): Promise<void>;
  /** Replaces the rule unless it changed since `previous` was read; false then. */
  replace(previous: Rule, next: Rule): Promise<boolean>;
  /** False when there was no such rule. */
  delete(id: string): Promise<boolean>;
  /**
   * Records an evaluation's time and the days it read (one entry per account time zone) without touching
   * `updatedAt` (an edit's condition).
   */
  markEvaluated(id: string, at: string, windowDays: RuleWindowDays[]): Promise<void>;
}

/**
 * When a rule last acted on a campaign, for its cooldown. A claim is a conditional write, so the schedule and
 * a manual run never both act inside one cooldown; a failed action gives its claim back.
 */
export interface RuleCooldownStore {
  /** When the rule last acted on the campaign (epoch ms), if it did and the record has not expired. */
  lastActed(ruleId: string, campaignId: string): Promise<number | undefined>;
  /** Takes the action at `nowMs` unless the rule acted after `notAfterMs`; false then. */
  claim(
    ruleId: string,
    campaignId: string,
    nowMs: number,
    notAfterMs: number,
    expiresAtMs: number,
  ): Promise<boolean>;
  /** Gives a claim back: the previous time again (or none), unless another claim came since. */
  release(
    ruleId: string,
    campaignId: string,
    claimedAtMs: number,
    previousMs: number | undefined,
  ): Promise<void>;
}

/**
 * Campaigns a rule paused (and nobody activated since), for the revive rules; a schedule's pauses are
 * recorded as the schedule's (decision 057): not "paused by a rule" for revive, and the only ones the
 * schedule activates.
 */
export interface RulePausedStore {
  isPausedByRule(campaignId: string): Promise<boolean>;
  markPausedByRule(campaignId: string, entryId: string): Promise<void>;
  isPausedBySchedule(campaignId: string): Promise<boolean>;
  markPausedBySchedule(campaignId: string, entryId: string): Promise<void>;
  /** Clears either mark (the campaign was activated). */
  clearPausedByRule(campaignId: string): Promise<void>;
}

/** Rules held off a campaign after a person undid their action there, until a person releases them. */
export interface RuleHoldStore {
  /** Every hold (a few: one per undone rule and campaign). */
  list(): Promise<RuleHold[]>;
  /** Holds the rule off the campaign, replacing an older hold of the same pair. */
  hold(hold: RuleHold): Promise<void>;
  /** False when the rule was not held off the campaign. */
  release(ruleId: string, campaignId: string): Promise<boolean>;
}

/**
 * Tells the team what rules did to campaigns (decision 031): called with the entries an evaluation, or a
 * manual creative refresh, has just written to the action log; it raises one notification for those a
 * person should hear of (acted, would act in a person's dry run, failed) and nothing for the rest.
 */
export interface RuleActionNotifier {
  notify(entries: RuleLogEntry[]): Promise<void>;
}

export type RuleLogPageQuery = Omit<RuleLogQuery, 'limit'> & { limit: number };

/** The action log, newest first; entries are written once, only the undo marks change. */
export interface RuleLogStore {
  append(entries: RuleLogEntry[]): Promise<void>;
  get(id: string): Promise<RuleLogEntry | undefined>;
  page(query: RuleLogPageQuery): Promise<{ entries: RuleLogEntry[]; nextCursor: string | null }>;
  /**
   * The entries that changed something in Meta (applied actions and undos, no dry run) written from
   * `fromMs` (included) to `toMs` (excluded), oldest first: what the impact report reads.
   */
  actedBetween(fromMs: number, toMs: number): Promise<RuleLogEntry[]>;
  /** Marks the entry undone unless it already is; false then. */
  markUndone(id: string, at: string, by: string): Promise<boolean>;
  /** Takes an undo mark back (the undo failed in Meta). */
  clearUndone(id: string, at: string): Promise<void>;
}

import { randomUUID } from 'node:crypto';
import type {
  RuleLogEntry,
  RuleLogQuery,
  RuleLogResponse,
  RuleRunResponse,
} from '#shared/schemas/meta-rule-runs';
import {
  type Rule,
  type RuleInput,
  type RulePatch,
  type RulesResponse,
  ruleInputSchema,
} from '#shared/schemas/meta-rules';
import type { RuleHoldStore, RuleLogStore, RuleStore } from '../../../ports/meta-rules';
import { conflict, invalid, notFound } from '../../domain-error';
import { evaluateRules, type RuleEvaluationDeps } from './rule-evaluation';
import { type RuleUndoDeps, undoEntry } from './rule-undo';

export const RULE_NOT_FOUND = 'Rule not found';
export const NOT_HELD = 'This rule is not held off that campaign';
export const RULE_CHANGED = 'The rule was changed meanwhile; reload and try again.';

/** Who evaluates rules after a refresh. */
export const SCHEDULER_ACTOR = 'scheduler';

export type RuleServiceDeps = RuleEvaluationDeps &
  RuleUndoDeps & {
    rules: RuleStore;
    log: RuleLogStore;
    paused: RuleEvaluationDeps['paused'];
    holds: RuleHoldStore;
  };

/** Explains an invalid merged rule the way the request validator does: `path: message; ...`. */
const describe = (issues: { path: PropertyKey[]; message: string }[]) =>
  issues
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');

/** Campaign rules: CRUD, manual and scheduled evaluation, the action log, undo and the holds after it. */
export function createRuleService(deps: RuleServiceDeps) {
  const now = () => new Date(deps.clock.now()).toISOString();

  async function existing(id: string) {
    const rule = await deps.rules.get(id);
    if (!rule) throw notFound(RULE_NOT_FOUND);
    return rule;
  }

  return {
    /** The rules and the holds of those that still exist. */
    async list(): Promise<RulesResponse> {
      const [rules, holds] = await Promise.all([deps.rules.list(), deps.holds.list()]);
      const ids = new Set(rules.map((rule) => rule.id));
      return { rules, holds: holds.filter((hold) => ids.has(hold.ruleId)) };
    },

    async create(input: RuleInput, actor: string): Promise<Rule> {
      const at = now();
      const rule: Rule = {
        ...input,
        id: randomUUID(),
        createdAt: at,
        updatedAt: at,
        createdBy: actor,
        lastEvaluatedAt: null,
      };
      await deps.rules.create(rule);
      return rule;
    },

    /** Merges the changed fields into the stored rule and checks the whole rule again (floor and ceiling...). */
    async update(id: string, patch: RulePatch): Promise<Rule> {
      const previous = await existing(id);
      const {
        id: _id,
        createdAt,
        updatedAt: _updated,
        createdBy,
        lastEvaluatedAt,
        lastWindowDays,
        ...fields
      } = previous;
      const merged = ruleInputSchema.safeParse({ ...fields, ...patch });
      if (!merged.success) throw invalid(describe(merged.error.issues));
      // A second edit within the same millisecond would otherwise keep the condition's value.
      const updatedAt = now() === previous.updatedAt ? new Date(deps.clock.now() + 1).toISOString() : now();
      const evaluated = { lastEvaluatedAt, ...(lastWindowDays ? { lastWindowDays } : {}) };
      const next: Rule = { ...merged.data, id, createdAt, createdBy, updatedAt, ...evaluated };
      if (!(await deps.rules.replace(previous, next))) throw conflict(RULE_CHANGED);
      return next;
    },

    async remove(id: string) {
      if (!(await deps.rules.delete(id))) throw notFound(RULE_NOT_FOUND);
      const holds = (await deps.holds.list()).filter((hold) => hold.ruleId === id);
      await Promise.all(holds.map((hold) => deps.holds.release(hold.ruleId, hold.campaignId)));
    },

    /** A manual run of one rule (enabled or not: running it is explicit), dry or real. */
    async run(id: string, dryRun: boolean, actor: string): Promise<RuleRunResponse> {
      const rule = await existing(id);
      const [response] = await evaluateRules(deps, [rule], { trigger: 'manual', actor, dryRun });
      return response as RuleRunResponse;
    },

    /**
     * Every enabled rule, oldest first, in one evaluation (so overlapping rules never both act on a
     * campaign), as the scheduler after a refresh landed fresh data.
     */
    async runScheduled(): Promise<RuleRunResponse[]> {
      const rules = (await deps.rules.list()).filter((rule) => rule.enabled);
      if (rules.length === 0) return [];
      return evaluateRules(deps, rules, { trigger: 'schedule', actor: SCHEDULER_ACTOR, dryRun: false });
    },

    async log(query: RuleLogQuery): Promise<RuleLogResponse> {
      return deps.log.page(query);
    },

    undo(entryId: string, actor: string): Promise<RuleLogEntry> {
      return undoEntry(deps, entryId, actor);
    },

    /** Lets a rule held after an undo act on the campaign again (from its next evaluation). */
    async release(ruleId: string, campaignId: string) {
      await existing(ruleId);
      if (!(await deps.holds.release(ruleId, campaignId))) throw notFound(NOT_HELD);
    },
  };
}

export type RuleService = ReturnType<typeof createRuleService>;

import type { CapUsage, RuleGuardrails } from '#shared/schemas/meta-rule-guardrails';

/** Each ad account's guardrails (decision 056): one item per account that has any saved. */
export interface GuardrailStore {
  /** Ad account id -> its saved guardrails. */
  all(): Promise<Map<string, RuleGuardrails>>;
  get(accountId: string): Promise<RuleGuardrails | undefined>;
  save(accountId: string, guardrails: RuleGuardrails): Promise<void>;
}

/** The day's caps a reservation must stay within (null: none). */
export type DayCaps = Pick<RuleGuardrails, 'maxDailyIncreaseUsd' | 'maxCopiesPerDay'>;

/**
 * What automation took of an account's caps per day, kept by conditional atomic additions: two evaluations
 * (or an evaluation and a duplicate) that each fit under a cap cannot both pass it together.
 */
export interface CapUsageStore {
  /** Adds `add` to the account's day unless that would pass `caps`; refused, the usage as it stood. */
  reserve(
    accountId: string,
    day: string,
    add: CapUsage,
    caps: DayCaps,
  ): Promise<{ reserved: true } | { reserved: false; used: CapUsage }>;
  /** Takes a reservation back (Meta refused the action it was for). */
  release(accountId: string, day: string, add: CapUsage): Promise<void>;
  used(accountId: string, day: string): Promise<CapUsage>;
}

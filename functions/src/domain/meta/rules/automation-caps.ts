import { NO_GUARDRAILS, type RuleGuardrails } from '#shared/schemas/meta-rule-guardrails';
import type { CapUsageStore, GuardrailStore } from '../../../ports/automation-caps';
import type { Notifier } from '../../notifications/notifier';
import type { AccountDay } from './account-day';
import { type CapBreach, type CapName, type CapRequest, capBreach } from './cap-arithmetic';

/** What a granted reservation took, to give back if Meta refuses the action. */
export interface CapReservation {
  accountId: string;
  day: string;
  increaseUsd: number;
  copies: number;
}

/**
 * Each ad account's caps on what automation adds to budgets and copies in a day (decision 056). Any
 * automated action that raises budgets or makes a copy asks here first: `check` for a dry run (takes
 * nothing), `reserve` before acting (taken atomically, so two evaluations never both pass a cap), and
 * `release` when Meta refuses the action.
 */
export interface AutomationCaps {
  /** The "Skipped: cap" text, or undefined when the action fits. */
  check(request: CapRequest, nowMs: number): Promise<string | undefined>;
  /** Takes the request from the day's caps, or says which cap it would pass (and tells the team, once a day). */
  reserve(request: CapRequest, nowMs: number): Promise<{ reservation: CapReservation } | { skip: string }>;
  release(reservation: CapReservation): Promise<void>;
}

const NOTHING_USED = { increaseUsd: 0, copies: 0 };
const RESERVE_ATTEMPTS = 3;
const CAPS_BUSY =
  "Skipped: cap. The account's usage changed during the check; the next evaluation tries again";

const CAP_TITLES: Record<CapName, string> = {
  daily_increase: 'daily budget increase cap',
  campaign_budget: 'per-campaign budget cap',
  copies: 'copies-per-day cap',
};

export function createAutomationCaps(deps: {
  guardrails: Pick<GuardrailStore, 'get'>;
  usage: CapUsageStore;
  notifier: Notifier;
  accountDay: AccountDay;
}): AutomationCaps {
  const guardrailsOf = async (accountId: string): Promise<RuleGuardrails> =>
    (await deps.guardrails.get(accountId)) ?? NO_GUARDRAILS;

  // Once per account, cap and day, however many actions the cap stops.
  const tell = (accountId: string, day: string, breach: CapBreach) =>
    deps.notifier.raise({
      kind: 'rule_cap',
      severity: 'warning',
      title: `Ad account ${accountId} reached its ${CAP_TITLES[breach.cap]}`,
      message: `${day}: ${breach.skip.replace('Skipped: cap. ', '')}. Automation skips what would pass the cap until the day ends or an admin raises it.`,
      link: '/meta-rules/guardrails',
      conditionKey: `rule-cap#${accountId}#${breach.cap}#${day}`,
    });

  async function refuse(accountId: string, day: string, breach: CapBreach) {
    await tell(accountId, day, breach);
    return { skip: breach.skip };
  }

  return {
    async check(request, nowMs) {
      const day = await deps.accountDay(request.accountId, nowMs);
      const [guardrails, used] = await Promise.all([
        guardrailsOf(request.accountId),
        deps.usage.used(request.accountId, day),
      ]);
      return capBreach(guardrails, used, request)?.skip;
    },

    async reserve(request, nowMs) {
      const { accountId } = request;
      const day = await deps.accountDay(accountId, nowMs);
      const guardrails = await guardrailsOf(accountId);
      const add = { increaseUsd: request.addUsd, copies: request.copies };
      // The per-campaign cap needs no sum: checked before anything is taken.
      const budget = capBreach(guardrails, NOTHING_USED, { ...request, addUsd: 0, copies: 0 });
      if (budget) return refuse(accountId, day, budget);
      for (let attempt = 0; attempt < RESERVE_ATTEMPTS; attempt += 1) {
        const answer = await deps.usage.reserve(accountId, day, add, guardrails);
        if (answer.reserved) return { reservation: { accountId, day, ...add } };
        const breach = capBreach(guardrails, answer.used, request);
        if (breach) return refuse(accountId, day, breach);
        // A release between the refusal and the read left room: try again.
      }
      return { skip: CAPS_BUSY };
    },

    release: ({ accountId, day, increaseUsd, copies }) =>
      deps.usage.release(accountId, day, { increaseUsd, copies }),
  };
}

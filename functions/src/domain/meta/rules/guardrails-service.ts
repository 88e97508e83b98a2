import {
  type AccountGuardrails,
  NO_GUARDRAILS,
  type RuleGuardrails,
  type RuleGuardrailsResponse,
} from '#shared/schemas/meta-rule-guardrails';
import type { CapUsageStore, GuardrailStore } from '../../../ports/automation-caps';
import type { Clock } from '../../../ports/clock';
import { notFound } from '../../domain-error';
import type { MetaCredentialsStore } from '../meta-credentials-store';
import type { AccountDay } from './account-day';

export const UNKNOWN_AD_ACCOUNT = 'No saved ad account has this id (Settings > Meta)';

/** The Rules page's Guardrails tab: each saved ad account's caps and what automation used of them today. */
export function createGuardrailsService(deps: {
  credentials: Pick<MetaCredentialsStore, 'read'>;
  guardrails: GuardrailStore;
  usage: Pick<CapUsageStore, 'used'>;
  accountDay: AccountDay;
  clock: Clock;
}) {
  async function accounts() {
    return (await deps.credentials.read())?.adAccountEntries ?? [];
  }

  async function withUsage(
    account: { id: string; name: string },
    guardrails: RuleGuardrails,
  ): Promise<AccountGuardrails> {
    const day = await deps.accountDay(account.id, deps.clock.now());
    const usedToday = await deps.usage.used(account.id, day);
    return { accountId: account.id, name: account.name, ...guardrails, usedToday, day };
  }

  return {
    /** Every saved ad account in the credentials' order; one without saved caps has none. */
    async list(): Promise<RuleGuardrailsResponse> {
      const [entries, saved] = await Promise.all([accounts(), deps.guardrails.all()]);
      return {
        accounts: await Promise.all(
          entries.map((entry) => withUsage(entry, saved.get(entry.id) ?? NO_GUARDRAILS)),
        ),
      };
    },

    /** Replaces one saved ad account's caps; an id not among the saved ad accounts is not found. */
    async save(accountId: string, guardrails: RuleGuardrails): Promise<AccountGuardrails> {
      const account = (await accounts()).find((entry) => entry.id === accountId);
      if (!account) throw notFound(UNKNOWN_AD_ACCOUNT);
      await deps.guardrails.save(accountId, guardrails);
      return withUsage(account, guardrails);
    },
  };
}

export type GuardrailsService = ReturnType<typeof createGuardrailsService>;

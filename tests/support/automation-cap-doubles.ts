import type { CapUsage, RuleGuardrails } from '#shared/schemas/meta-rule-guardrails';
import { easternAccountDay } from '../../functions/src/domain/meta/rules/account-day';
import { createAutomationCaps } from '../../functions/src/domain/meta/rules/automation-caps';
import type { CapUsageStore, GuardrailStore } from '../../functions/src/ports/automation-caps';
import { recordingNotifier } from './notifier-double';

const cents = (usd: number) => Math.round(usd * 100);

/**
 * The caps' stores in memory, with the table's rule (decision 056): a reservation is added whole or refused
 * when it would take a capped sum past its cap; sums in cents.
 */
export function memoryCapStores() {
  const saved = new Map<string, RuleGuardrails>();
  const sums = new Map<string, { cents: number; copies: number }>();
  const sumOf = (accountId: string, day: string) =>
    sums.get(`${accountId} ${day}`) ?? { cents: 0, copies: 0 };
  const guardrails: GuardrailStore = {
    all: async () => new Map(saved),
    get: async (accountId) => saved.get(accountId),
    save: async (accountId, value) => void saved.set(accountId, value),
  };
  const used = async (accountId: string, day: string): Promise<CapUsage> => {
    const sum = sumOf(accountId, day);
    return { increaseUsd: sum.cents / 100, copies: sum.copies };
  };
  const usage: CapUsageStore = {
    async reserve(accountId, day, add, caps) {
      const sum = sumOf(accountId, day);
      const next = { cents: sum.cents + cents(add.increaseUsd), copies: sum.copies + add.copies };
      const passes =
        (caps.maxDailyIncreaseUsd !== null && next.cents > cents(caps.maxDailyIncreaseUsd)) ||
        (caps.maxCopiesPerDay !== null && next.copies > caps.maxCopiesPerDay);
      if (passes) return { reserved: false, used: await used(accountId, day) };
      sums.set(`${accountId} ${day}`, next);
      return { reserved: true };
    },
    async release(accountId, day, add) {
      const sum = sumOf(accountId, day);
      sums.set(`${accountId} ${day}`, {
        cents: sum.cents - cents(add.increaseUsd),
        copies: sum.copies - add.copies,
      });
    },
    used,
  };
  return { saved, guardrails, usage };
}

/** The real caps over the memory stores, with a notifier that records what it raises. */
export function automationCapsWithFakes() {
  const stores = memoryCapStores();
  const notifications = recordingNotifier();
  const caps = createAutomationCaps({
    guardrails: stores.guardrails,
    usage: stores.usage,
    notifier: notifications.notifier,
    accountDay: easternAccountDay,
  });
  return { caps, ...stores, raised: notifications.raised };
}

import { describe, expect, it } from 'vitest';
import type { AiBudgetSettings } from '#shared/schemas/ai-budget';
import { createAiBudgetSettings } from './ai-budget-settings';

function settingsOnStore() {
  let stored: AiBudgetSettings | undefined;
  const service = createAiBudgetSettings({
    store: {
      get: async () => stored,
      save: async (settings) => {
        stored = settings;
      },
    },
    clock: { now: () => 0 },
  });
  return { service, stored: () => stored };
}

describe('saving the AI budget', () => {
  it('keeps limits in whole cents, so a sliver of a dollar is stored as none at all', async () => {
    const { service, stored } = settingsOnStore();
    const saved = await service.save({ dailyLimitUsd: 12.345, monthlyLimitUsd: 5e-324 });
    expect(saved).toEqual({ dailyLimitUsd: 12.35, monthlyLimitUsd: 0 });
    expect(stored()).toEqual(saved);
  });

  it('keeps only the sites with a limit of their own', async () => {
    const { service } = settingsOnStore();
    const saved = await service.save({
      dailyLimitUsd: null,
      monthlyLimitUsd: null,
      sites: {
        a: { dailyLimitUsd: 5.001, monthlyLimitUsd: null },
        b: { dailyLimitUsd: null, monthlyLimitUsd: null },
      },
    });
    expect(saved).toEqual({
      dailyLimitUsd: null,
      monthlyLimitUsd: null,
      sites: { a: { dailyLimitUsd: 5, monthlyLimitUsd: null } },
    });
    expect(await service.current()).toEqual(saved);
  });
});

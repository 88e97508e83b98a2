import { describe, expect, it } from 'vitest';
import { DEFAULT_AI_PRICES } from '#shared/economics/ai-prices';
import type { AiBudgetSettings } from '#shared/schemas/ai-budget';
import type { AiSpendLedger } from '../../ports/ai-spend';
import type { NotificationInput } from '../notifications/notifier';
import { createSpendRecorder } from './spend-recorder';

/** One Vision image: $0.0015 at the default prices, scaled by `images`. */
const usage = (images: number) => ({ 'images:vision:images': images, 'images:vision:calls': 1 });

function recorderWith(settings: AiBudgetSettings) {
  let day = 0;
  const raised: NotificationInput[] = [];
  const ledger: AiSpendLedger = {
    async add(cost) {
      day += cost;
      return { account: { day, month: day } };
    },
    spent: async () => ({ account: { day, month: day }, sites: {} }),
  };
  const record = createSpendRecorder({
    ledger,
    settings: { current: async () => settings },
    notifier: {
      async raise(input) {
        raised.push(input);
        return 'id';
      },
      clear: async () => undefined,
    },
    clock: { now: () => Date.parse('2026-06-10T15:30:00Z') },
    prices: DEFAULT_AI_PRICES,
  });
  return { record, raised, spent: () => day };
}

describe('recording AI spend', () => {
  it('adds the usage’s cost at the ledger’s prices', async () => {
    const { record, spent } = recorderWith({ dailyLimitUsd: null, monthlyLimitUsd: null });
    await record(usage(10));
    expect(spent()).toBeCloseTo(0.015, 9);
  });

  it('tells the team once at 80% and once at 100% of a limit, keyed by the day', async () => {
    // $0.03 a day: 20 Vision images.
    const { record, raised } = recorderWith({ dailyLimitUsd: 0.03, monthlyLimitUsd: null });
    // $0.0045 each: the sixth (0.027) crosses 80% (0.024), the seventh (0.0315) 100%.
    for (let call = 0; call < 6; call += 1) await record(usage(3));
    expect(raised.map((input) => input.title)).toEqual(['The daily AI budget is 80% spent']);
    expect(raised[0]).toMatchObject({
      kind: 'ai_budget',
      severity: 'warning',
      link: '/settings?tab=budget',
      conditionKey: 'ai-budget#account#2026-06-10#0.8',
    });
    await record(usage(3));
    expect(raised.map((input) => input.title)).toEqual([
      'The daily AI budget is 80% spent',
      'The daily AI budget is spent',
    ]);
    expect(raised[1]?.severity).toBe('error');
  });

  it('records nothing for work that cost nothing', async () => {
    const { record, spent } = recorderWith({ dailyLimitUsd: 1, monthlyLimitUsd: null });
    await record({ 'tags:unpriced-model:calls': 1 });
    expect(spent()).toBe(0);
  });
});

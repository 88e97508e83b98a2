import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayIn } from '#shared/insights/insights-formulas';
import type { AccountGuardrails, RuleGuardrailsResponse } from '#shared/schemas/meta-rule-guardrails';
import type { RuleRunResponse } from '#shared/schemas/meta-rule-runs';
import type { Rule } from '#shared/schemas/meta-rules';
import { expectStatus, startRuleStack } from '#tests/support/meta-rule-stack';
import { TEST_NOW_MS } from '#tests/support/test-clock';
import { addUser } from '#tests/support/user-builder';
import { createCapUsageStore } from '../../functions/src/adapters/dynamodb/cap-usage-store';

let stack: Awaited<ReturnType<typeof startRuleStack>>;
let accountId: string;
/** The test clock's day in New York, the day the caps count in (decision 056). */
const DAY = dayIn(TEST_NOW_MS);

const guardrails = (method: string, path = '', body?: unknown, cookie = stack.admin) =>
  stack.t.call(method, `/api/meta/rule-guardrails${path}`, { cookie, body });
const caps = { maxDailyIncreaseUsd: 15, maxCampaignBudgetUsd: 500, maxCopiesPerDay: 3 };

beforeAll(async () => {
  stack = await startRuleStack();
  accountId = stack.t.stack.sandbox.meta.adAccount.id;
}, 120_000);
afterAll(() => stack.t.close());

describe('guardrails settings', () => {
  it('lists each saved ad account without caps, and refuses bad caps with a 400 that changes nothing', async () => {
    const listed = await expectStatus<RuleGuardrailsResponse>(await guardrails('GET'), 200);
    expect(listed.accounts).toEqual([
      expect.objectContaining({
        accountId,
        maxDailyIncreaseUsd: null,
        maxCampaignBudgetUsd: null,
        maxCopiesPerDay: null,
        usedToday: { increaseUsd: 0, copies: 0 },
        day: DAY,
      }),
    ]);
    const negative = await guardrails('PUT', `/${accountId}`, { ...caps, maxDailyIncreaseUsd: -1 });
    expect((await expectStatus<{ message: string }>(negative, 400)).message).toContain(
      'The daily increase cap cannot be negative',
    );
    const fraction = await guardrails('PUT', `/${accountId}`, { ...caps, maxCopiesPerDay: 1.5 });
    expect((await expectStatus<{ message: string }>(fraction, 400)).message).toContain(
      'The copies cap must be a whole number',
    );
    expect(await expectStatus(await guardrails('GET'), 200)).toEqual(listed);
    const unknown = await guardrails('PUT', '/999', caps);
    expect((await expectStatus<{ message: string }>(unknown, 404)).message).toContain('No saved ad account');
  });

  it('an editor (who runs rules) reads the caps but only an admin changes them', async () => {
    const editor = await addUser(stack.t, stack.admin, { role: 'editor' });
    const cookie = await stack.t.signIn(editor.email, editor.password);
    await expectStatus(await guardrails('GET', '', undefined, cookie), 200);
    await expectStatus(await guardrails('PUT', `/${accountId}`, caps, cookie), 403);
  });
});

describe('a cap on the Graph sandbox', () => {
  it('skips the raise that would pass the daily cap, logs "Skipped: cap" and notifies once', async () => {
    const saved = await expectStatus<AccountGuardrails>(await guardrails('PUT', `/${accountId}`, caps), 200);
    expect(saved).toMatchObject({ ...caps, accountId, usedToday: { increaseUsd: 0, copies: 0 } });
    // Both $20 campaigns set to $30: the first +$10 fits the $15 cap, the second's +$10 would pass it.
    const rule = await expectStatus<Rule>(
      await stack.call('POST', '', {
        ...stack.stopLossFor(stack.ids[0] as string),
        name: 'Raise both to $30',
        scope: { kind: 'campaigns', campaignIds: stack.ids },
        conditions: [{ metric: 'spend', operator: 'gt', value: 0 }],
        action: { type: 'set_budget', amount: 30 },
      }),
      201,
    );
    const run = await expectStatus<RuleRunResponse>(
      await stack.call('POST', `/${rule.id}/run`, { dryRun: false }),
      200,
    );
    const statuses = run.outcomes.map((outcome) => outcome.status);
    expect(statuses).toEqual(['applied', 'skipped']);
    const skipped = run.outcomes[1];
    expect(skipped?.reason).toMatch(
      /^Skipped: cap\. Adding \$10\.00 to daily budgets would pass the account's cap of \$15\.00 a day \(\$10\.00 added today\)/,
    );
    const budgetOf = async (campaignId: string) => {
      const { data } = await stack.graph.get<{ data: { daily_budget: string }[] }>(`${campaignId}/adsets`, {
        fields: 'daily_budget',
      });
      return data.map((adset) => Number(adset.daily_budget));
    };
    expect(await budgetOf(run.outcomes[0]?.campaignId as string)).toEqual([3000]);
    expect(await budgetOf(skipped?.campaignId as string)).toEqual([2000]);

    const listed = await expectStatus<RuleGuardrailsResponse>(await guardrails('GET'), 200);
    expect(listed.accounts[0]?.usedToday).toEqual({ increaseUsd: 10, copies: 0 });
    // The second run is stopped again; the team hears of the cap once that day.
    await expectStatus(await stack.call('POST', `/${rule.id}/run`, { dryRun: false }), 200);
    const notified = await stack.t.call('GET', '/api/notifications?kind=rule_cap', { cookie: stack.admin });
    const { notifications } = await expectStatus<{ notifications: { title: string; link: string }[] }>(
      notified,
      200,
    );
    expect(notifications).toHaveLength(1);
    expect(notifications[0]).toMatchObject({
      title: `Ad account ${accountId} reached its daily budget increase cap`,
      link: '/meta-rules/guardrails',
    });
    const log = await expectStatus<{ entries: { message: string }[] }>(
      await stack.call('GET', `/log?ruleId=${rule.id}`),
      200,
    );
    expect(log.entries.filter((entry) => entry.message.startsWith('Skipped: cap.'))).toHaveLength(2);
  });

  it('lets only as many simultaneous reservations through as the cap holds', async () => {
    const usage = createCapUsageStore(stack.t.stack.table);
    const limits = { maxDailyIncreaseUsd: 50, maxCopiesPerDay: null };
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => usage.reserve('42', DAY, { increaseUsd: 10, copies: 1 }, limits)),
    );
    expect(answers.filter((answer) => answer.reserved)).toHaveLength(5);
    expect(await usage.used('42', DAY)).toEqual({ increaseUsd: 50, copies: 5 });
    await usage.release('42', DAY, { increaseUsd: 10, copies: 1 });
    expect(await usage.used('42', DAY)).toEqual({ increaseUsd: 40, copies: 4 });
  });
});

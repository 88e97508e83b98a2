import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduleRule } from '#shared/meta/rules/meta-rule-templates';
import type { RuleLogResponse, RuleRunResponse } from '#shared/schemas/meta-rule-runs';
import type { Rule, RulesResponse } from '#shared/schemas/meta-rules';
import { expectStatus, startRuleStack } from '#tests/support/meta-rule-stack';

let stack: Awaited<ReturnType<typeof startRuleStack>>;
const SINGAPORE = 'Asia/Singapore';
/** The admin's session, signed in again after each move of the clock (sessions expire). */
let cookie: string;

async function setClock(iso: string) {
  stack.t.stack.clock.set(Date.parse(iso));
  cookie = await stack.t.signIn();
}

const call = (method: string, path: string, body?: unknown) => stack.call(method, path, body, cookie);

/** The insights refresh, and right after it the enabled rules (as the scheduler). */
async function refresh() {
  const response = await stack.t.call('POST', '/api/meta/insights/refresh', { cookie });
  expect((await expectStatus<{ status: string }>(response, 200)).status).toBe('done');
}

/** Meta's own spend of a campaign on one day of the ad account (the sandbox answers in the account's days). */
async function metaSpendOn(campaignId: string, day: string): Promise<number> {
  const account = `act_${stack.t.stack.sandbox.meta.adAccount.id}`;
  const rows = await stack.graph.get<{ data: { campaign_id: string; spend: string }[] }>(
    `${account}/insights`,
    {
      level: 'campaign',
      fields: 'campaign_id,spend',
      time_range: { since: day, until: day },
    },
  );
  return Number(rows.data.find((row) => row.campaign_id === campaignId)?.spend ?? 0);
}

beforeAll(async () => {
  stack = await startRuleStack();
  // The sandbox's ad account moves to UTC+8: 01:30Z on 11 June is 21:30 on 10 June in New York and
  // 09:30 on 11 June in Singapore, so "yesterday" is 10 June for Meta and 9 June for the revenue.
  await stack.t.stack.sandbox.metaControls.setTimeZone(SINGAPORE);
  await setClock('2026-06-11T01:30:00Z');
  await refresh(); // learns the account's zone with its campaigns
  await refresh(); // reads Meta's days in it
}, 120_000);
afterAll(() => stack.t.close());

describe("a rule in an ad account at UTC+8 (the account's days for Meta, US Eastern for revenue)", () => {
  it('evaluates "yesterday" as that account\'s day and says which days each side used', async () => {
    const [campaignId] = stack.ids as [string];
    const spendOn10 = await metaSpendOn(campaignId, '2026-06-10');
    // The sandbox's delivery differs per day, so the New York "yesterday" would read another figure.
    expect(spendOn10).not.toBe(await metaSpendOn(campaignId, '2026-06-09'));
    const rule = await expectStatus<Rule>(
      await call('POST', '', stack.stopLossFor(campaignId, { window: 'yesterday' })),
      201,
    );
    const run = await expectStatus<RuleRunResponse>(
      await call('POST', `/${rule.id}/run`, { dryRun: true }),
      200,
    );
    const days = {
      meta: { since: '2026-06-10', until: '2026-06-10', timeZone: SINGAPORE },
      revenue: { since: '2026-06-09', until: '2026-06-09', timeZone: 'America/New_York' },
    };
    expect(run.outcomes).toEqual([expect.objectContaining({ campaignId, windowDays: days })]);
    expect(run.outcomes[0]?.figures.spend).toBe(spendOn10);

    const log = await expectStatus<RuleLogResponse>(await call('GET', `/log?ruleId=${rule.id}`), 200);
    expect(log.entries.map((entry) => entry.windowDays)).toEqual([days]);
    const { rules } = await expectStatus<RulesResponse>(await call('GET', ''), 200);
    expect(rules.find((saved) => saved.id === rule.id)?.lastWindowDays).toEqual([days]);
  });
});

describe('a schedule (the ad account at UTC+8)', () => {
  it("pauses at night and activates in the morning, and its pause is not a rule's for revive", async () => {
    const campaignId = stack.ids[1] as string;
    const schedule = {
      ...scheduleRule({ pauseHour: 22, activateHour: 7 }),
      scope: { kind: 'campaigns', campaignIds: [campaignId] },
    };
    await expectStatus<Rule>(await call('POST', '', schedule), 201);
    const revive = await expectStatus<Rule>(
      await call('POST', '', {
        ...stack.stopLossFor(campaignId),
        name: 'Revive anything',
        conditions: [{ metric: 'spend', operator: 'gte', value: 0 }],
        action: { type: 'activate' },
        onlyRulePaused: true,
      }),
      201,
    );

    // 14:10Z is 22:10 in Singapore: the refresh's own evaluation pauses the campaign.
    await setClock('2026-06-11T14:10:00Z');
    await refresh();
    expect(await stack.statusInMeta(campaignId)).toBe('PAUSED');
    const night = await expectStatus<RuleRunResponse>(
      await call('POST', `/${revive.id}/run`, { dryRun: true }),
      200,
    );
    expect(night.outcomes[0]).toMatchObject({
      status: 'skipped',
      reason: expect.stringContaining('the campaign was not paused by a rule'),
    });

    // 23:10Z is 07:10 on 12 June in Singapore: it activates what it paused.
    await setClock('2026-06-11T23:10:00Z');
    await refresh();
    expect(await stack.statusInMeta(campaignId)).toBe('ACTIVE');
    const log = await expectStatus<RuleLogResponse>(
      await call('GET', `/log?campaignId=${campaignId}&status=applied`),
      200,
    );
    expect(log.entries.map((entry) => [entry.trigger, entry.action.type])).toEqual([
      ['schedule', 'activate'],
      ['schedule', 'pause'],
    ]);
  });
});

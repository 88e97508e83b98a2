import { beforeEach, describe, expect, it } from 'vitest';
import { RULE_TEMPLATE_DEFINITIONS } from '#shared/meta/rules/meta-rule-templates';
import { NO_GUARDRAILS } from '#shared/schemas/meta-rule-guardrails';
import type { RuleRunResponse } from '#shared/schemas/meta-rule-runs';
import { ruleServiceWithFakes } from '#tests/support/meta-rule-doubles';
import { nextCopy, ruleCopyId } from './rule-copy-limit';

// 10:00 in New York on 24 November.
const NOW = Date.parse('2026-11-24T15:00:00Z');
const TODAY = '2026-11-24';
const MINUTE = 60_000;
const DAY = 1440 * MINUTE;

let now: { value: number };
let t: ReturnType<typeof ruleServiceWithFakes>;

const scaleByCopy = (maxCopies = 2) => ({
  ...RULE_TEMPLATE_DEFINITIONS.scale_by_copy.build({ roiAbove: 150, spendAbove: 20, maxCopies }),
  action: { type: 'duplicate', budgetFactor: 1.5, maxCopies, startStatus: 'PAUSED' },
});

const only = (response: RuleRunResponse) => {
  expect(response.outcomes).toHaveLength(1);
  return response.outcomes[0]!;
};

beforeEach(() => {
  now = { value: NOW };
  t = ruleServiceWithFakes(now, TODAY);
  // A winner: spend $40, revenue $100 (ROI 250%), made in this app, $20 a day on its one ad set.
  t.insights.campaign('1', 'kw_winner_1', { spend: 40, revenue: 100 });
  t.graph.addCampaign('1', 'kw_winner_1', 20);
  t.copies.own('1');
});

const refreshed = () => {
  t.insights.data.state = { lastRefreshedAt: new Date(now.value - 5 * MINUTE).toISOString(), pending: [] };
};

describe('nextCopy', () => {
  it('counts made copies against the limit, skips failed ones and resumes one still creating', () => {
    expect(nextCopy([undefined, undefined], 1)).toEqual({ ordinal: 1, made: 0 });
    expect(nextCopy(['created', undefined, undefined, undefined], 2)).toEqual({ ordinal: 2, made: 1 });
    expect(nextCopy(['failed', 'creating', undefined, undefined], 2)).toEqual({ ordinal: 2, made: 0 });
    expect(nextCopy(['created', 'failed', 'created', undefined], 2)).toEqual({
      skip: 'Skipped: copies limit (2 of 2 copies of this campaign made)',
    });
    expect(nextCopy(['failed', 'failed'], 1)).toEqual({
      skip: 'Skipped: 2 copies of this campaign failed; raise the copies limit to try again',
    });
  });

  it('keys a copy by rule, source and ordinal, so a retried action finds the same creation', () => {
    expect(ruleCopyId('r', 'c', 1)).toBe(ruleCopyId('r', 'c', 1));
    expect(new Set([ruleCopyId('r', 'c', 1), ruleCopyId('r', 'c', 2), ruleCopyId('r', 'd', 1)]).size).toBe(3);
  });
});

describe('the duplicate action', () => {
  beforeEach(refreshed);

  it('a dry run says what it would copy at the budget times the factor, and copies nothing', async () => {
    const rule = await t.create(scaleByCopy());
    const outcome = only(await t.service.run(rule.id, true, 'ann@example.com'));
    expect(outcome).toMatchObject({
      status: 'would_apply',
      before: { campaignId: '1', campaignName: 'kw_winner_1', dailyBudget: 20 },
      after: { dailyBudget: 30, status: 'PAUSED' },
    });
    expect(outcome.reason).toMatch(/^Would copy the campaign at \$30\.00 a day, paused\./);
    expect(t.copies.records.size).toBe(1);
  });

  it('copies once per cooldown and stops at the copies limit, across evaluations', async () => {
    const rule = await t.create(scaleByCopy(2));
    const first = only(await t.service.run(rule.id, false, 'ann@example.com'));
    expect(first).toMatchObject({
      status: 'applied',
      after: { campaignId: 'copy1', dailyBudget: 30, status: 'PAUSED' },
    });
    expect(first.reason).toMatch(/^Copied as kw_copy_1, copy 1 of at most 2\./);
    expect(t.graph.statusOf('copy1')).toBe('PAUSED');

    now.value += 60 * MINUTE;
    refreshed();
    expect(only(await t.service.run(rule.id, false, 'ann@example.com')).reason).toMatch(/^Skipped: cooldown/);

    now.value += DAY;
    refreshed();
    expect(only(await t.service.run(rule.id, false, 'ann@example.com'))).toMatchObject({
      status: 'applied',
      after: { campaignId: 'copy2' },
    });

    now.value += DAY;
    refreshed();
    const limit = only(await t.service.run(rule.id, false, 'ann@example.com'));
    expect(limit).toMatchObject({ status: 'skipped' });
    expect(limit.reason).toMatch(/^Skipped: copies limit \(2 of 2 copies of this campaign made\)/);
    expect(t.copies.records.size).toBe(3);
  });

  it('a refused copy does not count and gives the cooldown back: the next run copies', async () => {
    const rule = await t.create(scaleByCopy(1));
    t.copies.state.refuseNext = true;
    expect(only(await t.service.run(rule.id, false, 'ann@example.com')).status).toBe('failed');
    expect(only(await t.service.run(rule.id, false, 'ann@example.com'))).toMatchObject({
      status: 'applied',
      after: { campaignId: 'copy2' },
    });
  });

  it("asks its ad account's caps for the copy's budget and one copy, and a cap skips it", async () => {
    t.caps.saved.set('100', { ...NO_GUARDRAILS, maxCopiesPerDay: 1, maxDailyIncreaseUsd: 100 });
    const rule = await t.create({ ...scaleByCopy(3), cooldownMinutes: 0 });
    expect(only(await t.service.run(rule.id, false, 'ann@example.com')).status).toBe('applied');
    expect(await t.caps.usage.used('100', TODAY)).toEqual({ increaseUsd: 30, copies: 1 });

    const second = only(await t.service.run(rule.id, false, 'ann@example.com'));
    expect(second.status).toBe('skipped');
    expect(second.reason).toMatch(
      /^Skipped: cap\. Another copy would pass the account's cap of 1 copy a day \(1 made today\)/,
    );
    expect(t.copies.records.size).toBe(2);
    expect(t.caps.raised).toHaveLength(1);

    // The next day in the account's zone the copies cap is free again; one more $30 copy fits $100.
    now.value += DAY;
    refreshed();
    expect(only(await t.service.run(rule.id, false, 'ann@example.com'))).toMatchObject({
      status: 'applied',
      after: { campaignId: 'copy2', dailyBudget: 30 },
    });
  });

  it('leaves a copy and a campaign made elsewhere alone, quietly', async () => {
    const rule = await t.create(scaleByCopy());
    await t.service.run(rule.id, false, 'ann@example.com');
    t.insights.campaign('copy1', 'kw_copy_1', { spend: 40, revenue: 100 });
    t.insights.campaign('9', 'kw_elsewhere_9', { spend: 40, revenue: 100 });
    t.graph.addCampaign('9', 'kw_elsewhere_9');
    const response = await t.service.run(rule.id, false, 'ann@example.com');
    const reason = (id: string) => response.outcomes.find((o) => o.campaignId === id)?.reason;
    expect(reason('copy1')).toMatch(/^Skipped: the campaign is a copy itself/);
    expect(reason('9')).toMatch(/^Skipped: only campaigns created in this app can be copied/);
  });

  it('undo pauses the copy and logs the copy before and after', async () => {
    const rule = await t.create({ ...scaleByCopy(), action: { type: 'duplicate', startStatus: 'ACTIVE' } });
    await t.service.run(rule.id, false, 'ann@example.com');
    expect(t.graph.statusOf('copy1')).toBe('ACTIVE');
    const [entry] = t.stores.log;
    expect(entry).toMatchObject({ undoable: true, after: { campaignId: 'copy1', status: 'ACTIVE' } });
    const undo = await t.service.undo(entry!.id, 'bob@example.com');
    expect(t.graph.statusOf('copy1')).toBe('PAUSED');
    expect(t.graph.statusOf('1')).toBe('ACTIVE');
    expect(undo).toMatchObject({
      status: 'undone',
      undoOf: entry!.id,
      action: { type: 'duplicate' },
      before: { campaignId: 'copy1', status: 'ACTIVE' },
      after: { campaignId: 'copy1', status: 'PAUSED' },
    });
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '#shared/insights/insights-formulas';
import { RULE_TEMPLATE_DEFINITIONS } from '#shared/meta/rules/meta-rule-templates';
import type { RuleRunResponse } from '#shared/schemas/meta-rule-runs';
import { ruleServiceWithFakes, throttled } from '#tests/support/meta-rule-doubles';
import { DomainError } from '../../domain-error';

// 10:00 in New York: "today" is 24 November there.
const NOW = Date.parse('2026-11-24T15:00:00Z');
const TODAY = '2026-11-24';
const MINUTE = 60_000;
const stopLoss = RULE_TEMPLATE_DEFINITIONS.stop_loss.build({ spendAbove: 50, roiBelow: 80, window: 'today' });

let now: { value: number };
let t: ReturnType<typeof ruleServiceWithFakes>;

beforeEach(() => {
  now = { value: NOW };
  t = ruleServiceWithFakes(now, TODAY);
  t.insights.data.state = { lastRefreshedAt: new Date(NOW - 5 * MINUTE).toISOString(), pending: [] };
});

const outcomeOf = (response: RuleRunResponse, campaignId: string) =>
  response.outcomes.find((outcome) => outcome.campaignId === campaignId);

describe('the stop-loss template', () => {
  beforeEach(() => {
    // 1: spend 60, ROI 50% (acts). 2: ROI exactly 80% (not below). 3: spend exactly 50 (not above).
    t.insights.campaign('1', 'kw_a_1', { spend: 60, revenue: 30 });
    t.insights.campaign('2', 'kw_b_2', { spend: 60, revenue: 48 });
    t.insights.campaign('3', 'kw_c_3', { spend: 50, revenue: 10 });
    for (const id of ['1', '2', '3']) t.graph.addCampaign(id, `kw_${id}`);
  });

  it('a dry run says it would pause exactly the campaign past both thresholds, and changes nothing', async () => {
    const rule = await t.create(stopLoss);
    const response = await t.service.run(rule.id, true, 'ann@example.com');
    expect(outcomeOf(response, '1')).toMatchObject({
      matched: true,
      status: 'would_apply',
      figures: { spend: 60, revenue: 30, roi: 50 },
      before: { status: 'ACTIVE' },
      after: { status: 'PAUSED' },
    });
    expect(outcomeOf(response, '1')?.reason).toBe(
      'Would pause the campaign. Conditions held: Spend $60.00 > $50.00 and ROI 50.00% < 80.00%',
    );
    expect(outcomeOf(response, '2')).toMatchObject({ matched: false, status: 'not_matched' });
    expect(outcomeOf(response, '2')?.reason).toContain('ROI 80.00% not < 80.00%');
    expect(outcomeOf(response, '3')).toMatchObject({ matched: false, status: 'not_matched' });
    expect(t.graph.state.writes).toBe(0);
    expect(t.stores.log).toHaveLength(1);
    expect(t.stores.log[0]).toMatchObject({
      status: 'would_apply',
      dryRun: true,
      undoable: false,
      trigger: 'manual',
    });
  });

  it('a run pauses it in Meta, logs it with the figures, and undo restores it once', async () => {
    const rule = await t.create(stopLoss);
    const response = await t.service.run(rule.id, false, 'ann@example.com');
    expect(outcomeOf(response, '1')).toMatchObject({ status: 'applied' });
    expect(t.graph.statusOf('1')).toBe('PAUSED');
    expect(t.graph.statusOf('2')).toBe('ACTIVE');
    const [entry] = t.stores.log;
    expect(entry).toMatchObject({
      campaignId: '1',
      status: 'applied',
      actor: 'ann@example.com',
      undoable: true,
      before: { status: 'ACTIVE' },
      after: { status: 'PAUSED' },
    });
    expect(entry?.message).toContain('Campaign kw_1 paused');
    expect(t.stores.paused.has('1')).toBe(true);

    const undo = await t.service.undo(entry!.id, 'bob@example.com');
    expect(undo).toMatchObject({
      status: 'undone',
      undoOf: entry!.id,
      action: { type: 'activate' },
      actor: 'bob@example.com',
    });
    expect(t.graph.statusOf('1')).toBe('ACTIVE');
    expect(t.stores.paused.has('1')).toBe(false);
    const again = await t.service.undo(entry!.id, 'bob@example.com').catch((error: unknown) => error);
    expect(again).toBeInstanceOf(DomainError);
    expect((again as DomainError).kind).toBe('conflict');
  });

  it('a campaign without spend has no ROI: "ROI below 80" alone does not hold for it', async () => {
    t.insights.campaign('4', 'kw_d_4', { spend: 0, revenue: 0, clicks: 0 });
    const rule = await t.create({ ...stopLoss, conditions: [{ metric: 'roi', operator: 'lt', value: 80 }] });
    const response = await t.service.run(rule.id, true, 'ann@example.com');
    expect(outcomeOf(response, '4')).toMatchObject({ matched: false, figures: { roi: null, cpc: null } });
    expect(outcomeOf(response, '1')).toMatchObject({ matched: true });
  });

  it('Meta refusing logs its words, changes nothing and leaves no cooldown: the next run acts', async () => {
    const rule = await t.create(stopLoss);
    t.graph.state.refuseNext = throttled();
    const failed = await t.service.run(rule.id, false, 'ann@example.com');
    expect(outcomeOf(failed, '1')).toMatchObject({ status: 'failed' });
    expect(outcomeOf(failed, '1')?.reason).toContain('There have been too many calls from this ad account.');
    expect(t.graph.statusOf('1')).toBe('ACTIVE');
    expect(t.stores.log[0]).toMatchObject({ status: 'failed', undoable: false });
    expect(t.stores.paused.has('1')).toBe(false);

    const retried = await t.service.run(rule.id, false, 'ann@example.com');
    expect(outcomeOf(retried, '1')).toMatchObject({ status: 'applied' });
    expect(t.graph.statusOf('1')).toBe('PAUSED');
  });

  it('never acts on stale data: a today window wants a refresh within 30 minutes', async () => {
    t.insights.data.state = { lastRefreshedAt: new Date(NOW - 31 * MINUTE).toISOString(), pending: [] };
    const rule = await t.create(stopLoss);
    const response = await t.service.run(rule.id, false, 'ann@example.com');
    expect(outcomeOf(response, '1')).toMatchObject({ matched: true, status: 'skipped' });
    expect(outcomeOf(response, '1')?.reason).toContain('Skipped: stale data');
    expect(t.graph.state.writes).toBe(0);

    t.insights.data.state = { lastRefreshedAt: new Date(NOW - 30 * MINUTE).toISOString(), pending: [] };
    expect(outcomeOf(await t.service.run(rule.id, true, 'ann@example.com'), '1')?.status).toBe('would_apply');
  });

  it("yesterday's window is fresh once a refresh ran after yesterday ended in New York", async () => {
    const yesterday = addDays(TODAY, -1);
    t.insights.campaign('5', 'kw_e_5', { spend: 70, revenue: 7, day: yesterday });
    t.graph.addCampaign('5', 'kw_5');
    const rule = await t.create({ ...stopLoss, window: 'yesterday' });
    // 04:59Z is still 23:59 of yesterday in New York.
    t.insights.data.state = { lastRefreshedAt: '2026-11-24T04:59:00.000Z', pending: [] };
    expect(outcomeOf(await t.service.run(rule.id, true, 'ann@example.com'), '5')?.reason).toContain(
      'stale data',
    );
    t.insights.data.state = { lastRefreshedAt: '2026-11-24T05:01:00.000Z', pending: [] };
    expect(outcomeOf(await t.service.run(rule.id, true, 'ann@example.com'), '5')?.status).toBe('would_apply');
  });
});

describe('the scale winners template, the ceiling and the 4-per-hour limit', () => {
  beforeEach(() => {
    // Over the last 3 days: spend 30, revenue 60: ROI 200%.
    for (const day of [addDays(TODAY, -2), addDays(TODAY, -1), TODAY])
      t.insights.campaign('7', 'kw_win_7', { spend: 10, revenue: 20, day });
    t.graph.addCampaign('7', 'kw_win_7', 20);
  });

  it('raises the budget by Z% exactly above the ROI threshold, never past the ceiling', async () => {
    const exact = await t.create(
      RULE_TEMPLATE_DEFINITIONS.scale_winners.build({
        roiAbove: 200,
        days: 3,
        increasePercent: 20,
        budgetCeiling: 100,
      }),
    );
    expect(outcomeOf(await t.service.run(exact.id, true, 'ann@example.com'), '7')?.matched).toBe(false);

    const rule = await t.create(
      RULE_TEMPLATE_DEFINITIONS.scale_winners.build({
        roiAbove: 199,
        days: 3,
        increasePercent: 20,
        budgetCeiling: 22,
      }),
    );
    const first = await t.service.run(rule.id, false, 'ann@example.com');
    expect(outcomeOf(first, '7')).toMatchObject({
      status: 'applied',
      before: { dailyBudget: 20 },
      after: { dailyBudget: 22 },
    });
    expect(t.graph.budgetOf('7')).toBe(22);
    now.value += 61 * MINUTE;
    t.insights.data.state.lastRefreshedAt = new Date(now.value - MINUTE).toISOString();
    const second = await t.service.run(rule.id, false, 'ann@example.com');
    expect(outcomeOf(second, '7')).toMatchObject({ status: 'skipped' });
    expect(outcomeOf(second, '7')?.reason).toContain('already at the ceiling of $22.00');
    expect(t.graph.budgetOf('7')).toBe(22);
  });

  it('the 5th budget change of an ad set within an hour is "skipped: limit" before Meta is asked', async () => {
    const rule = await t.create({
      ...RULE_TEMPLATE_DEFINITIONS.scale_winners.build({
        roiAbove: 150,
        days: 3,
        increasePercent: 10,
        budgetCeiling: 1000,
      }),
      cooldownMinutes: 0,
    });
    for (let run = 0; run < 4; run += 1) {
      expect(outcomeOf(await t.service.run(rule.id, false, 'ann@example.com'), '7')?.status).toBe('applied');
      now.value += MINUTE;
    }
    const writes = t.graph.state.writes;
    const fifth = await t.service.run(rule.id, false, 'ann@example.com');
    expect(outcomeOf(fifth, '7')).toMatchObject({ status: 'skipped' });
    expect(outcomeOf(fifth, '7')?.reason).toMatch(
      /^Skipped: limit\. Meta allows 4 budget changes per ad set per hour/,
    );
    expect(t.graph.state.writes).toBe(writes);
    expect(t.graph.budgetOf('7')).toBeCloseTo(20 * 1.1 ** 4, 1);
    // A dry run says the same, taking nothing.
    expect(outcomeOf(await t.service.run(rule.id, true, 'ann@example.com'), '7')?.reason).toContain(
      'Skipped: limit',
    );
  });

  it('lowers down to the floor and then holds; undo puts the budget back', async () => {
    const rule = await t.create({
      ...stopLoss,
      window: 'last_3_days',
      conditions: [{ metric: 'spend', operator: 'gt', value: 1 }],
      action: { type: 'decrease_budget', percent: 50 },
      budgetFloor: 18,
      cooldownMinutes: 0,
    });
    const first = await t.service.run(rule.id, false, 'ann@example.com');
    expect(outcomeOf(first, '7')).toMatchObject({ status: 'applied', after: { dailyBudget: 18 } });
    const second = await t.service.run(rule.id, false, 'ann@example.com');
    expect(outcomeOf(second, '7')?.reason).toContain('already at the floor of $18.00');
    const applied = t.stores.log.find((entry) => entry.status === 'applied');
    await t.service.undo(applied!.id, 'ann@example.com');
    expect(t.graph.budgetOf('7')).toBe(20);
  });
});

describe('the cooldown, overlapping rules and the revive template', () => {
  beforeEach(() => {
    t.insights.campaign('1', 'kw_a_1', { spend: 60, revenue: 30 });
    t.graph.addCampaign('1', 'kw_1', 20);
  });

  it('a rule acts on a campaign at most once per cooldown', async () => {
    const rule = await t.create({
      ...stopLoss,
      action: { type: 'decrease_budget', percent: 10 },
      cooldownMinutes: 60,
    });
    expect(outcomeOf(await t.service.run(rule.id, false, 'ann@example.com'), '1')?.status).toBe('applied');
    now.value += 59 * MINUTE;
    t.insights.data.state.lastRefreshedAt = new Date(now.value).toISOString();
    const cooling = await t.service.run(rule.id, false, 'ann@example.com');
    expect(outcomeOf(cooling, '1')).toMatchObject({ status: 'skipped' });
    expect(outcomeOf(cooling, '1')?.reason).toContain('Skipped: cooldown');
    now.value += MINUTE;
    t.insights.data.state.lastRefreshedAt = new Date(now.value).toISOString();
    expect(outcomeOf(await t.service.run(rule.id, false, 'ann@example.com'), '1')?.status).toBe('applied');
    expect(t.graph.budgetOf('1')).toBeCloseTo(16.2, 2);
  });

  it('of two rules matching one campaign in one evaluation, only the older acts', async () => {
    const older = await t.create({ ...stopLoss, name: 'Older stop-loss' });
    now.value += 1;
    await t.create({
      ...stopLoss,
      name: 'Newer budget cut',
      action: { type: 'decrease_budget', percent: 10 },
    });
    const [first, second] = await t.service.runScheduled();
    expect(outcomeOf(first!, '1')).toMatchObject({ status: 'applied' });
    expect(outcomeOf(second!, '1')).toMatchObject({ status: 'skipped' });
    expect(outcomeOf(second!, '1')?.reason).toContain(
      'Skipped: rule "Older stop-loss" already acted on this campaign',
    );
    expect(t.graph.budgetOf('1')).toBe(20);
    expect(t.stores.log.map((entry) => [entry.ruleId === older.id, entry.trigger, entry.actor])).toEqual([
      [true, 'schedule', 'scheduler'],
      [false, 'schedule', 'scheduler'],
    ]);
  });

  it('the schedule evaluates enabled rules only and keeps "nothing to do" out of the log', async () => {
    await t.create({ ...stopLoss, enabled: false });
    expect(await t.service.runScheduled()).toEqual([]);
    const rule = await t.create(stopLoss);
    await t.service.runScheduled();
    expect(t.graph.statusOf('1')).toBe('PAUSED');
    t.insights.data.snapshots[0]!.status = 'PAUSED';
    now.value += 2 * 60 * MINUTE;
    t.insights.data.state.lastRefreshedAt = new Date(now.value).toISOString();
    const [again] = await t.service.runScheduled();
    expect(outcomeOf(again!, '1')?.reason).toContain('already paused');
    expect(t.stores.log).toHaveLength(1);
    expect(t.stores.rules.get(rule.id)?.lastEvaluatedAt).toBe(new Date(now.value).toISOString());
  });

  it('revive activates a campaign a rule paused once ROI recovers, and leaves one paused by hand', async () => {
    const pause = await t.create(stopLoss);
    await t.service.run(pause.id, false, 'ann@example.com');
    t.insights.data.snapshots[0]!.status = 'PAUSED';
    t.insights.campaign('2', 'kw_b_2', { spend: 10, revenue: 30 });
    t.graph.addCampaign('2', 'kw_2', 20, 'PAUSED');
    t.insights.data.snapshots[1]!.status = 'PAUSED';
    // ROI recovered: campaign 1 made 150 more today.
    t.insights.data.revenue.push({
      day: TODAY,
      channel: 'channel_1',
      revenue: 150,
      conversions: 1,
      pageViews: 1,
      sessions: 1,
      final: true,
      firstEstimate: null,
    });
    const revive = await t.create(RULE_TEMPLATE_DEFINITIONS.revive.build({ roiAbove: 120, window: 'today' }));
    const response = await t.service.run(revive.id, false, 'ann@example.com');
    expect(outcomeOf(response, '1')).toMatchObject({ status: 'applied', after: { status: 'ACTIVE' } });
    expect(outcomeOf(response, '2')).toMatchObject({
      status: 'skipped',
      reason: expect.stringContaining('not paused by a rule'),
    });
    expect(t.graph.statusOf('1')).toBe('ACTIVE');
    expect(t.graph.statusOf('2')).toBe('PAUSED');
    expect(t.stores.paused.has('1')).toBe(false);
  });
});

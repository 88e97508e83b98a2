import { beforeEach, describe, expect, it } from 'vitest';
import { RULE_TEMPLATE_DEFINITIONS } from '#shared/meta/rules/meta-rule-templates';
import type { RuleLogEntry } from '#shared/schemas/meta-rule-runs';
import { ruleServiceWithFakes } from '#tests/support/meta-rule-doubles';
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
  // 1 and 2: spend 60, ROI 50%, past the stop-loss.
  t.insights.campaign('1', 'kw_a_1', { spend: 60, revenue: 30 });
  t.insights.campaign('2', 'kw_b_2', { spend: 60, revenue: 30 });
  for (const id of ['1', '2']) t.graph.addCampaign(id, `kw_${id}`);
});

/** Runs the rule for real, 15 minutes later each time (a refresh's cadence), and answers campaign 1's outcome. */
async function runLater(ruleId: string, minutes = 15) {
  now.value += minutes * MINUTE;
  t.insights.data.state = { lastRefreshedAt: new Date(now.value).toISOString(), pending: [] };
  const response = await t.service.run(ruleId, false, 'ann@example.com');
  return response.outcomes.find((outcome) => outcome.campaignId === '1');
}

const appliedOn = (campaignId: string) =>
  t.stores.log.find((e) => e.status === 'applied' && e.campaignId === campaignId) as RuleLogEntry;

describe('a rule held after a person undid its action', () => {
  it('skips that campaign with "held after undo", past any cooldown, until released', async () => {
    const rule = await t.create({ ...stopLoss, cooldownMinutes: 0 });
    await t.service.run(rule.id, false, 'ann@example.com');
    expect(t.graph.statusOf('1')).toBe('PAUSED');
    const undo = await t.service.undo(appliedOn('1').id, 'bob@example.com');
    expect(t.graph.statusOf('1')).toBe('ACTIVE');
    expect((await t.service.list()).holds).toEqual([
      {
        ruleId: rule.id,
        campaignId: '1',
        campaignName: 'kw_a_1',
        entryId: appliedOn('1').id,
        undoEntryId: undo.id,
        heldAt: new Date(NOW).toISOString(),
        heldBy: 'bob@example.com',
      },
    ]);

    // No cooldown at all, and hours later: still held.
    for (const minutes of [15, 6 * 60]) {
      const held = await runLater(rule.id, minutes);
      expect(held).toMatchObject({ status: 'skipped', matched: true });
      expect(held?.reason).toMatch(
        /^Skipped: held after undo \(bob@example.com undid this rule's action on this campaign on 2026-11-24 15:00 UTC; /,
      );
    }
    expect(t.graph.statusOf('1')).toBe('ACTIVE');
    const logged = t.stores.log.filter((e) => e.campaignId === '1').at(-1);
    expect(logged).toMatchObject({ status: 'skipped', undoable: false });
    expect(logged?.message).toContain('held after undo');

    await t.service.release(rule.id, '1');
    expect((await t.service.list()).holds).toEqual([]);
    expect(await runLater(rule.id)).toMatchObject({ status: 'applied' });
    expect(t.graph.statusOf('1')).toBe('PAUSED');
  });

  it('holds only that rule on that campaign: the other campaign and another rule still act', async () => {
    const rule = await t.create({ ...stopLoss, cooldownMinutes: 0, name: 'First' });
    await t.service.run(rule.id, false, 'ann@example.com');
    await t.service.undo(appliedOn('1').id, 'bob@example.com');
    await t.service.undo(appliedOn('2').id, 'bob@example.com');
    await t.service.release(rule.id, '2');
    now.value += 15 * MINUTE;
    const response = await t.service.run(rule.id, false, 'ann@example.com');
    expect(response.outcomes.map((o) => [o.campaignId, o.status])).toEqual([
      ['1', 'skipped'],
      ['2', 'applied'],
    ]);
    const other = await t.create({ ...stopLoss, name: 'Second' });
    const second = await t.service.run(other.id, true, 'ann@example.com');
    expect(second.outcomes.find((o) => o.campaignId === '1')).toMatchObject({ status: 'would_apply' });
  });

  it('a dry run of a held rule says it is held, and deleting the rule drops its holds', async () => {
    const rule = await t.create(stopLoss);
    await t.service.run(rule.id, false, 'ann@example.com');
    await t.service.undo(appliedOn('1').id, 'bob@example.com');
    const dry = await t.service.run(rule.id, true, 'ann@example.com');
    expect(dry.outcomes.find((o) => o.campaignId === '1')?.reason).toContain('held after undo');
    await t.service.remove(rule.id);
    expect(t.stores.holds.size).toBe(0);
  });

  it('releasing a pair that is not held is "not found", and changes nothing', async () => {
    const rule = await t.create(stopLoss);
    const error = await t.service.release(rule.id, '1').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ kind: 'not_found', message: 'This rule is not held off that campaign' });
    const missing = await t.service.release('no-such-rule', '1').catch((caught: unknown) => caught);
    expect(missing).toMatchObject({ kind: 'not_found', message: 'Rule not found' });
  });
});

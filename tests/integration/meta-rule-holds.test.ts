import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RuleLogEntry, RuleLogResponse } from '#shared/schemas/meta-rule-runs';
import type { Rule, RulesResponse } from '#shared/schemas/meta-rules';
import { expectStatus, startRuleStack } from '#tests/support/meta-rule-stack';
import { addUser } from '#tests/support/user-builder';

let s: Awaited<ReturnType<typeof startRuleStack>>;

beforeAll(async () => {
  s = await startRuleStack();
}, 120_000);
afterAll(() => s.t.close());

const latestOf = async (ruleId: string) =>
  (await expectStatus<RuleLogResponse>(await s.call('GET', `/log?ruleId=${ruleId}&limit=1`), 200))
    .entries[0] as RuleLogEntry;

describe('an undo that sticks, on the Graph sandbox', () => {
  it('a stop-loss pauses, a person undoes, the next evaluations skip "held after undo"; release, it acts again', async () => {
    const [campaignId] = s.ids as [string];
    // No cooldown: only the hold keeps the rule off the campaign.
    const rule = await expectStatus<Rule>(
      await s.call('POST', '', s.stopLossFor(campaignId, { enabled: true, cooldownMinutes: 0 })),
      201,
    );
    await s.refresh();
    expect(await s.statusInMeta(campaignId)).toBe('PAUSED');
    const applied = await latestOf(rule.id);
    expect(applied).toMatchObject({ status: 'applied', trigger: 'schedule', campaignId });

    const undo = await expectStatus<RuleLogEntry>(await s.call('POST', `/log/${applied.id}/undo`), 201);
    expect(await s.statusInMeta(campaignId)).toBe('ACTIVE');
    const { holds } = await expectStatus<RulesResponse>(await s.call('GET', ''), 200);
    expect(holds).toEqual([
      expect.objectContaining({
        ruleId: rule.id,
        campaignId,
        entryId: applied.id,
        undoEntryId: undo.id,
        heldBy: 'admin@example.com',
      }),
    ]);

    // The scheduler's next evaluation and a person's run both skip it, and say why.
    await s.refresh();
    expect(await s.statusInMeta(campaignId)).toBe('ACTIVE');
    const skipped = await latestOf(rule.id);
    expect(skipped).toMatchObject({ status: 'skipped', trigger: 'schedule', campaignId });
    expect(skipped.message).toContain('Skipped: held after undo (admin@example.com undid');
    const run = await expectStatus<{ outcomes: { status: string; reason: string }[] }>(
      await s.call('POST', `/${rule.id}/run`, { dryRun: false }),
      200,
    );
    expect(run.outcomes[0]?.status).toBe('skipped');
    expect(run.outcomes[0]?.reason).toContain('held after undo');
    expect(await s.statusInMeta(campaignId)).toBe('ACTIVE');

    await expectStatus(await s.call('DELETE', `/${rule.id}/holds/${campaignId}`), 204);
    expect((await expectStatus<RulesResponse>(await s.call('GET', ''), 200)).holds).toEqual([]);
    await s.refresh();
    expect(await s.statusInMeta(campaignId)).toBe('PAUSED');
    expect(await latestOf(rule.id)).toMatchObject({ status: 'applied', trigger: 'schedule' });
    await expectStatus(await s.call('DELETE', `/${rule.id}`), 204);
  });

  it('release refuses a pair not held (404), a bad id (400) and a viewer (403), changing nothing', async () => {
    const [campaignId] = s.ids as [string];
    const rule = await expectStatus<Rule>(await s.call('POST', '', s.stopLossFor(campaignId)), 201);
    const notHeld = await expectStatus<{ message: string }>(
      await s.call('DELETE', `/${rule.id}/holds/${campaignId}`),
      404,
    );
    expect(notHeld.message).toBe('This rule is not held off that campaign');
    const badCampaign = await expectStatus<{ message: string }>(
      await s.call('DELETE', `/${rule.id}/holds/not-a-campaign`),
      400,
    );
    expect(badCampaign.message).toContain('Campaign ID must be a Meta campaign id');
    const viewer = await addUser(s.t, s.admin);
    const cookie = await s.t.signIn(viewer.email, viewer.password);
    await expectStatus(await s.call('DELETE', `/${rule.id}/holds/${campaignId}`, undefined, cookie), 403);
    await expectStatus(await s.call('DELETE', `/${rule.id}`), 204);
  });
});

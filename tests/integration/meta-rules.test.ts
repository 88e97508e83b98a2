import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EnrichedInsight } from '#shared/schemas/meta-insights';
import type { RuleLogEntry, RuleLogResponse, RuleRunResponse } from '#shared/schemas/meta-rule-runs';
import type { Rule } from '#shared/schemas/meta-rules';
import { expectStatus, startRuleStack } from '#tests/support/meta-rule-stack';
import type { TestStack } from '#tests/support/test-stack';
import { addUser } from '#tests/support/user-builder';
import { createRuleLogStore } from '../../functions/src/adapters/dynamodb/meta-rule-log-store';
import { createRuleRepository } from '../../functions/src/adapters/dynamodb/meta-rule-repository';

let t: TestStack;
let admin: string;
/** Today's insights rows of the two sandbox campaigns, after a refresh. */
let today: Map<string, EnrichedInsight>;
let ids: string[];
let stack: Awaited<ReturnType<typeof startRuleStack>>;

const call = (method: string, path: string, body?: unknown, cookie = admin) =>
  stack.call(method, path, body, cookie);
const statusInMeta = (campaignId: string) => stack.statusInMeta(campaignId);
const updateCalls = () => t.stack.sandbox.callCounts()['meta:update'] ?? 0;
const stopLossFor = (campaignId: string, overrides: Partial<Rule> = {}) =>
  stack.stopLossFor(campaignId, overrides);
const refresh = () => stack.refresh();

beforeAll(async () => {
  stack = await startRuleStack();
  ({ t, admin, today, ids } = stack);
}, 120_000);
afterAll(() => t.close());
beforeEach(() => t.stack.sandbox.setKnobs({}));

describe('rules CRUD', () => {
  it('refuses invalid rules with messages naming the field, and changes nothing', async () => {
    const empty = await expectStatus<{ message: string }>(await call('POST', '', {}), 400);
    expect(empty.message).toContain('name: Name is required');
    expect(empty.message).toContain('conditions: Add at least one condition');
    const reversed = await expectStatus<{ message: string }>(
      await call('POST', '', { ...stopLossFor(ids[0] as string), budgetFloor: 50, budgetCeiling: 10 }),
      400,
    );
    expect(reversed.message).toBe('budgetFloor: The budget floor must not be above the budget ceiling');
    const noCampaigns = await expectStatus<{ message: string }>(
      await call('POST', '', {
        ...stopLossFor(ids[0] as string),
        scope: { kind: 'campaigns', campaignIds: [] },
      }),
      400,
    );
    expect(noCampaigns.message).toBe('scope.campaignIds: Choose at least one campaign');
    expect((await expectStatus<{ rules: Rule[] }>(await call('GET', ''), 200)).rules).toEqual([]);
  });

  it('creates, edits (checked together with the stored fields) and deletes a rule', async () => {
    const created = await expectStatus<Rule>(await call('POST', '', stopLossFor(ids[0] as string)), 201);
    expect(created).toMatchObject({
      createdBy: 'admin@example.com',
      lastEvaluatedAt: null,
      template: 'stop_loss',
    });
    const patched = await expectStatus<Rule>(
      await call('PATCH', `/${created.id}`, { name: 'Renamed', cooldownMinutes: 30 }),
      200,
    );
    expect(patched).toMatchObject({ name: 'Renamed', cooldownMinutes: 30, conditions: created.conditions });
    const invalid = await expectStatus<{ message: string }>(
      await call('PATCH', `/${created.id}`, { onlyRulePaused: true }),
      400,
    );
    expect(invalid.message).toBe(
      'onlyRulePaused: Only an activate rule can be limited to campaigns a rule paused',
    );
    expect(
      (await expectStatus<{ message: string }>(await call('PATCH', `/${created.id}`, {}), 400)).message,
    ).toBe('Nothing to change');
    await expectStatus(await call('DELETE', `/${created.id}`), 204);
    expect(
      (await expectStatus<{ message: string }>(await call('DELETE', `/${created.id}`), 404)).message,
    ).toBe('Rule not found');
    expect(
      (await expectStatus<{ message: string }>(await call('PATCH', '/nope', { name: 'x' }), 404)).message,
    ).toBe('Rule not found');
  });

  it('a viewer reads the rules and the log but cannot write or run rules (403)', async () => {
    const viewer = await addUser(t, admin, { role: 'viewer' });
    const cookie = await t.signIn(viewer.email, viewer.password);
    const rule = await expectStatus<Rule>(await call('POST', '', stopLossFor(ids[0] as string)), 201);
    await expectStatus(await call('GET', '', undefined, cookie), 200);
    await expectStatus(await call('GET', '/log', undefined, cookie), 200);
    await expectStatus(await call('POST', '', stopLossFor(ids[0] as string), cookie), 403);
    await expectStatus(await call('POST', `/${rule.id}/run`, { dryRun: true }, cookie), 403);
    await expectStatus(await call('DELETE', `/${rule.id}`, undefined, cookie), 403);
    await expectStatus(await call('DELETE', `/${rule.id}`), 204);
  });
});

describe('running a stop-loss against the Graph sandbox', () => {
  it('a dry run says it would pause the campaign and changes nothing in Meta', async () => {
    const [campaignId] = ids as [string];
    const rule = await expectStatus<Rule>(await call('POST', '', stopLossFor(campaignId)), 201);
    const updates = updateCalls();
    const dry = await expectStatus<RuleRunResponse>(
      await call('POST', `/${rule.id}/run`, { dryRun: true }),
      200,
    );
    expect(dry.outcomes).toEqual([
      expect.objectContaining({
        campaignId,
        matched: true,
        status: 'would_apply',
        before: { status: 'ACTIVE' },
        after: { status: 'PAUSED' },
      }),
    ]);
    expect(dry.outcomes[0]?.figures.spend).toBe(today.get(campaignId)?.spend);
    expect(dry.dataAsOf).not.toBeNull();
    expect(updateCalls()).toBe(updates);
    expect(await statusInMeta(campaignId)).toBe('ACTIVE');
    // A person's dry run that would act is told to the team, once per evaluation.
    const listed = await t.call('GET', '/api/notifications?kind=rule_acted', { cookie: admin });
    expect((await listed.json()).notifications[0]).toMatchObject({
      severity: 'info',
      title: `Rule "${rule.name}" would act on 1 campaign (dry run)`,
      link: `/meta-rules/log?ruleId=${rule.id}`,
    });
    await expectStatus(await call('DELETE', `/${rule.id}`), 204);
  });

  it('a run pauses it in Meta and logs it; the log filters; undo restores it, once', async () => {
    const [campaignId] = ids as [string];
    const rule = await expectStatus<Rule>(await call('POST', '', stopLossFor(campaignId)), 201);
    const written: string[] = [];
    const stdout = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      written.push(String(chunk));
      return true;
    });
    const run = await expectStatus<RuleRunResponse>(
      await call('POST', `/${rule.id}/run`, { dryRun: false }),
      200,
    ).finally(() => stdout.mockRestore());
    expect(run.outcomes[0]).toMatchObject({ status: 'applied' });
    expect(await statusInMeta(campaignId)).toBe('PAUSED');
    // The operational side: the action's log line names the rule and campaign; the EMF counts it.
    const lines = written.flatMap((text) => text.split('\n')).filter((text) => text.startsWith('{'));
    const parsed = lines.map((text) => JSON.parse(text) as Record<string, unknown>);
    expect(parsed).toContainEqual(
      expect.objectContaining({ message: 'Rule action applied', ruleId: rule.id, campaignId }),
    );
    expect(parsed).toContainEqual(expect.objectContaining({ RuleActions: 1, Action: 'pause' }));
    expect(parsed).toContainEqual(expect.objectContaining({ RuleEvaluations: 1 }));

    const log = await expectStatus<RuleLogResponse>(
      await call('GET', `/log?ruleId=${rule.id}&status=applied`),
      200,
    );
    expect(log.entries).toHaveLength(1);
    const entry = log.entries[0] as RuleLogEntry;
    expect(entry).toMatchObject({
      campaignId,
      ruleName: rule.name,
      trigger: 'manual',
      actor: 'admin@example.com',
      dryRun: false,
      undoable: true,
      before: { status: 'ACTIVE' },
      after: { status: 'PAUSED' },
    });
    expect(entry.message).toMatch(/paused/);
    const otherCampaign = await expectStatus<RuleLogResponse>(
      await call('GET', `/log?campaignId=${ids[1]}`),
      200,
    );
    expect(otherCampaign.entries.some((e) => e.id === entry.id)).toBe(false);

    const undo = await expectStatus<RuleLogEntry>(await call('POST', `/log/${entry.id}/undo`), 201);
    expect(undo).toMatchObject({ status: 'undone', undoOf: entry.id, action: { type: 'activate' } });
    expect(await statusInMeta(campaignId)).toBe('ACTIVE');
    const again = await expectStatus<{ message: string }>(await call('POST', `/log/${entry.id}/undo`), 409);
    expect(again.message).toBe('This action was already undone');
    const undone = await expectStatus<RuleLogResponse>(
      await call('GET', `/log?ruleId=${rule.id}&limit=1`),
      200,
    );
    expect(undone.entries[0]).toMatchObject({ id: undo.id });
    expect(undone.nextCursor).not.toBeNull();
    const next = await expectStatus<RuleLogResponse>(
      await call('GET', `/log?ruleId=${rule.id}&limit=1&cursor=${undone.nextCursor}`),
      200,
    );
    expect(next.entries[0]).toMatchObject({ id: entry.id, undoneBy: 'admin@example.com', undoable: false });
    await expectStatus(await call('DELETE', `/${rule.id}`), 204);
  });

  it('Meta refusing is logged with its message and changes nothing; the next run tries again', async () => {
    const [campaignId] = ids as [string];
    const rule = await expectStatus<Rule>(await call('POST', '', stopLossFor(campaignId)), 201);
    t.stack.sandbox.setKnobs({ meta: { calls: { update: { unauthorized: true } } } });
    const refused = await expectStatus<RuleRunResponse>(
      await call('POST', `/${rule.id}/run`, { dryRun: false }),
      200,
    );
    expect(refused.outcomes[0]).toMatchObject({ status: 'failed' });
    expect(refused.outcomes[0]?.reason).toMatch(/^Meta refused the change: /);
    expect(await statusInMeta(campaignId)).toBe('ACTIVE');
    const failed = await expectStatus<RuleLogResponse>(
      await call('GET', `/log?ruleId=${rule.id}&status=failed`),
      200,
    );
    expect(failed.entries).toHaveLength(1);

    t.stack.sandbox.setKnobs({});
    const retried = await expectStatus<RuleRunResponse>(
      await call('POST', `/${rule.id}/run`, { dryRun: false }),
      200,
    );
    expect(retried.outcomes[0]).toMatchObject({ status: 'applied' });
    expect(await statusInMeta(campaignId)).toBe('PAUSED');
    const applied = await expectStatus<RuleLogResponse>(
      await call('GET', `/log?ruleId=${rule.id}&status=applied`),
      200,
    );
    await expectStatus(await call('POST', `/log/${applied.entries[0]?.id}/undo`), 201);
    expect(await statusInMeta(campaignId)).toBe('ACTIVE');
    await expectStatus(await call('DELETE', `/${rule.id}`), 204);
  });

  it('an enabled rule acts right after a refresh lands fresh data, as the scheduler', async () => {
    const campaignId = ids[1] as string;
    const rule = await expectStatus<Rule>(
      await call('POST', '', stopLossFor(campaignId, { enabled: true })),
      201,
    );
    await refresh();
    expect(await statusInMeta(campaignId)).toBe('PAUSED');
    const log = await expectStatus<RuleLogResponse>(await call('GET', `/log?ruleId=${rule.id}`), 200);
    expect(log.entries[0]).toMatchObject({
      status: 'applied',
      trigger: 'schedule',
      actor: 'scheduler',
      campaignId,
    });
    const [listed] = (await expectStatus<{ rules: Rule[] }>(await call('GET', ''), 200)).rules;
    expect(listed?.lastEvaluatedAt).not.toBeNull();
  });
});

describe('the cooldown claims on the table', () => {
  it('one claim per cooldown, and a claim given back restores the time before it', async () => {
    const store = createRuleRepository(t.stack.table);
    const hour = 3_600_000;
    const start = Date.now();
    const claim = (at: number) => store.claim('r1', '42', at, at - hour, at + 2 * hour);
    expect(await claim(start)).toBe(true);
    expect(await claim(start + hour - 1)).toBe(false);
    expect(await store.lastActed('r1', '42')).toBe(start);
    expect(await claim(start + hour)).toBe(true);
    // A failed action gives its claim back: the earlier time counts again.
    await store.release('r1', '42', start + hour, start);
    expect(await store.lastActed('r1', '42')).toBe(start);
    // Only the claim's own time is given back: a stale release changes nothing.
    await store.release('r1', '42', start + hour, undefined);
    expect(await store.lastActed('r1', '42')).toBe(start);
    await store.release('r1', '42', start, undefined);
    expect(await store.lastActed('r1', '42')).toBeUndefined();
  });
});

describe('the action log on the table', () => {
  it('pages newest first through a campaign filter with a cursor, across the whole log', async () => {
    const log = createRuleLogStore(t.stack.table);
    const base = (await expectStatus<RuleLogResponse>(await call('GET', '/log?limit=1'), 200)).entries[0];
    expect(base).toBeDefined();
    // Seven entries a second apart in the future, alternating between two campaigns.
    const at = Date.now() + 60_000;
    const entries = Array.from({ length: 7 }, (_, index) => ({
      ...(base as RuleLogEntry),
      id: `${new Date(at + index * 1000).toISOString().replace(/[-:.]/g, '')}-paging`,
      campaignId: index % 2 === 0 ? '700' : '701',
      status: 'skipped' as const,
    }));
    await log.append(entries);
    const newest700 = entries
      .filter((entry) => entry.campaignId === '700')
      .reverse()
      .map((entry) => entry.id);
    const first = await log.page({ campaignId: '700', limit: 3 });
    expect(first.entries.map((entry) => entry.id)).toEqual(newest700.slice(0, 3));
    const second = await log.page({ campaignId: '700', limit: 3, cursor: first.nextCursor as string });
    expect(second).toEqual({ entries: [expect.objectContaining({ id: newest700[3] })], nextCursor: null });
    // The status filter combines with the campaign's.
    expect((await log.page({ campaignId: '701', status: 'applied', limit: 5 })).entries).toEqual([]);
  });
});

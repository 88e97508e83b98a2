import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_AI_PRICES } from '#shared/economics/ai-prices';
import type { AiBudgetStatus, ProcessingEstimate } from '#shared/schemas/ai-budget';
import type { ProcessingStatus } from '#shared/schemas/processing';
import { reload, restartableStack, startBatch } from '#tests/support/pipeline-stack';
import { startTestStack, type TestStack } from '#tests/support/test-stack';
import { addUser } from '#tests/support/user-builder';
import { AI_BUDGET_CACHE_MS } from '../../functions/src/domain/ai-budget/ai-budget-settings';
import { generationCost } from '../../functions/src/domain/economics/generation-cost';

let t: TestStack;
let admin: string;
beforeAll(async () => {
  // One keyword at a time, so the budget is spent between two keywords' begins.
  t = await startTestStack({ pipeline: { maxConcurrency: 1 } });
  admin = await t.signIn();
});
afterAll(() => t.close());

const SETTINGS = '/api/settings/ai-budget';
const DAY_MS = 24 * 3600 * 1000;
const json = async <T>(response: Response | Promise<Response>) => (await (await response).json()) as T;
const budget = () => json<AiBudgetStatus>(t.call('GET', '/api/ai-budget', { cookie: admin }));
const saveLimits = (dailyLimitUsd: number | null, monthlyLimitUsd: number | null = null) =>
  t.call('PUT', SETTINGS, { cookie: admin, body: { dailyLimitUsd, monthlyLimitUsd } });
const lean = {
  transactionalTagsCount: 1,
  navigationalTagsCount: 1,
  generateVariants: false,
  publishToWordPress: false,
  generateAds: false,
};

async function addBatch(keywords: string[]) {
  const response = await t.call('POST', '/api/keywords/batch', {
    cookie: admin,
    body: { keywords, ...lean },
  });
  expect(response.status).toBe(201);
  const body = (await response.json()) as { created: { id: string }[]; runId: string };
  return { ids: body.created.map((keyword) => keyword.id), runId: body.runId };
}
const statuses = async (ids: string[]) =>
  (await t.stack.deps.keywords.findMany(ids)).map((keyword) => keyword.status);
/** What the keywords' own usage costs at the ledger's prices: what the budget must have summed. */
const costOf = async (ids: string[]) =>
  (await t.stack.deps.keywords.findMany(ids)).reduce(
    (sum, keyword) => sum + generationCost(keyword.usage ?? {}, DEFAULT_AI_PRICES).total,
    0,
  );

describe('the AI budget', () => {
  it('sums what each step cost into the day and month, as the keywords’ economics price it', async () => {
    const before = await budget();
    expect(before.daily).toMatchObject({ limitUsd: null, spentUsd: 0, period: '2026-06-10' });
    expect(before.monthly.period).toBe('2026-06');
    const { ids } = await addBatch(['budget alpha', 'budget beta']);
    await t.stack.pipeline.idle();
    expect(await statuses(ids)).toEqual(['Completed', 'Completed']);
    const cost = await costOf(ids);
    expect(cost).toBeGreaterThan(0);
    const after = await budget();
    expect(after.daily.spentUsd).toBeCloseTo(cost, 5);
    expect(after.monthly.spentUsd).toBeCloseTo(cost, 5);
  });

  it('saves limits for admins only, refusing negative and non-numeric ones with a message', async () => {
    expect(await json(t.call('GET', SETTINGS, { cookie: admin }))).toEqual({
      dailyLimitUsd: null,
      monthlyLimitUsd: null,
    });
    for (const [body, message] of [
      [{ dailyLimitUsd: -1, monthlyLimitUsd: null }, 'The daily limit cannot be negative'],
      [{ dailyLimitUsd: null, monthlyLimitUsd: 'lots' }, 'The monthly limit must be a number of dollars'],
    ] as const) {
      const refused = await t.call('PUT', SETTINGS, { cookie: admin, body });
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { message: string }).message).toContain(message);
    }
    const { email, password } = await addUser(t, admin, { role: 'editor' });
    const editor = await t.signIn(email, password);
    expect(
      (await t.call('PUT', SETTINGS, { cookie: editor, body: { dailyLimitUsd: 5, monthlyLimitUsd: null } }))
        .status,
    ).toBe(403);
    expect((await budget()).daily.limitUsd).toBeNull();
  });

  it('holds a new run while the budget is spent, keywords Pending, and lets it go on when the limit is raised', async () => {
    const spent = (await budget()).daily.spentUsd;
    // Limits are kept in whole cents: the cent at or below what was spent is spent.
    expect((await saveLimits(Math.floor(spent * 100) / 100)).status).toBe(200);
    const estimate = await json<ProcessingEstimate>(
      t.call('POST', '/api/processing/estimate', {
        cookie: admin,
        body: { route: 'batch', keywords: ['held gamma'], ...lean },
      }),
    );
    expect(estimate.wouldWait).toBe(true);
    expect(estimate.budget.daily.remainingUsd).toBe(0);

    const { ids, runId } = await addBatch(['held gamma', 'held delta']);
    await t.stack.pipeline.idle();
    expect(await statuses(ids)).toEqual(['Pending', 'Pending']);
    const held = await budget();
    expect(held.heldRuns).toEqual([
      expect.objectContaining({ runId, label: 'new keywords', total: 2, completed: 0 }),
    ]);
    expect(held.heldRuns[0]?.reason).toContain('The daily AI budget of');
    const status = await json<ProcessingStatus>(t.call('GET', '/api/processing/status', { cookie: admin }));
    expect(status.currentOperation).toBe('Waiting for budget');
    expect(status.isComplete).toBe(false);

    expect((await saveLimits(spent + 100)).status).toBe(200);
    await t.stack.pipeline.idle();
    expect(await statuses(ids)).toEqual(['Completed', 'Completed']);
    expect((await budget()).heldRuns).toEqual([]);
  });

  it('sends keywords not begun back to Pending once a limit is spent mid-run, tells the team, and goes on the next day', async () => {
    const spent = (await budget()).daily.spentUsd;
    // A cent more, far less than one keyword costs: the first one spends it, the next two wait. The steps
    // read the limits through their own cache, as another Lambda would: past it, they see the new one.
    expect((await saveLimits(spent + 0.01)).status).toBe(200);
    t.stack.clock.set(t.stack.clock.now() + AI_BUDGET_CACHE_MS);
    const { ids, runId } = await addBatch(['mid epsilon', 'mid zeta', 'mid eta']);
    await t.stack.pipeline.idle();
    expect(await statuses(ids)).toEqual(['Completed', 'Pending', 'Pending']);
    const run = await t.stack.deps.runs.get(runId);
    expect(run).toMatchObject({ state: 'running', succeeded: 1, failed: 0 });
    expect(run?.hold?.reason).toContain('is spent');
    const notifications = await json<{ notifications: { kind: string; title: string }[] }>(
      t.call('GET', '/api/notifications?kind=ai_budget', { cookie: admin }),
    );
    expect(notifications.notifications.map((item) => item.title)).toContain('The daily AI budget is spent');

    // The schedule's tick before the day turns leaves it waiting; the first one after lets it go on.
    await t.stack.pipeline.resumeHeld();
    expect((await t.stack.deps.runs.get(runId))?.hold).toBeDefined();
    t.stack.clock.set(t.stack.clock.now() + DAY_MS);
    await t.stack.pipeline.resumeHeld();
    await t.stack.pipeline.idle();
    expect(await statuses(ids)).toEqual(['Completed', 'Completed', 'Completed']);
    expect(await t.stack.deps.runs.get(runId)).toMatchObject({ state: 'finished', succeeded: 3, failed: 0 });
    // A day on, the session has expired.
    admin = await t.signIn();
  });

  it('estimates a run from the body its route takes, writing nothing', async () => {
    const pendingBefore = await t.stack.deps.keywords.idsWithStatus(['Pending']);
    const body = {
      route: 'batch',
      keywords: ['est one', 'est two'],
      ...lean,
      generateVariants: true,
      variantsCount: 2,
      generateAds: true,
    };
    const estimate = await json<ProcessingEstimate>(
      t.call('POST', '/api/processing/estimate', { cookie: admin, body }),
    );
    // Two keywords and two variants each.
    expect(estimate.pipelines).toBe(6);
    expect(estimate.byStep.map((line) => line.step)).toEqual([
      'tags',
      'title',
      'article',
      'images',
      'adCopy',
      'variants',
    ]);
    const sum = estimate.byStep.reduce((total, line) => total + line.estimatedCostUsd, 0);
    expect(estimate.estimatedCostUsd).toBeCloseTo(sum, 5);
    expect(await t.stack.deps.keywords.idsWithStatus(['Pending'])).toEqual(pendingBefore);

    const unknown = await t.call('POST', '/api/processing/estimate', {
      cookie: admin,
      body: { route: 'retry', id: 'nope' },
    });
    expect(unknown.status).toBe(404);
    const invalid = await t.call('POST', '/api/processing/estimate', {
      cookie: admin,
      body: { route: 'everything' },
    });
    expect(invalid.status).toBe(400);
  });
});

describe('a crash while a run is held', () => {
  const server = restartableStack('kw-budget-crash-');

  it('loses nothing: after a restart the run still waits, and goes on when released', async () => {
    let stack = await server.restart();
    await stack.deps.aiBudget.saveSettings({ dailyLimitUsd: 0, monthlyLimitUsd: null });
    const { runId, ids } = await startBatch(stack, ['crash theta'], { keywordOptions: lean });
    expect((await stack.deps.runs.get(runId))?.hold).toBeDefined();

    stack = await server.restart();
    await stack.pipeline.idle();
    expect((await stack.deps.runs.get(runId))?.hold).toBeDefined();
    expect((await reload(stack, ids)).map((keyword) => keyword.status)).toEqual(['Pending']);

    await stack.deps.aiBudget.release(runId);
    await stack.pipeline.idle();
    expect((await reload(stack, ids)).map((keyword) => keyword.status)).toEqual(['Completed']);
    expect(await stack.deps.runs.get(runId)).toMatchObject({ state: 'finished', succeeded: 1 });
  });
});

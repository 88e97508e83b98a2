import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureEmf, emfNamed } from '#tests/support/emf-capture';
import { FAST_RETRIES, reload, runKeywords, startBatch } from '#tests/support/pipeline-stack';
import { ADMIN, TEST_PASSWORD_COST } from '#tests/support/test-stack';
import { handleExecutionFailure } from '../../functions/src/domain/processing/execution-failure';
import { createProcessingLauncher } from '../../functions/src/domain/processing/processing-launcher';
import { type LocalStack, type LocalStackOptions, startLocalStack } from '../../infra/local/local-stack';

let dataDir: string;
let stack: LocalStack | undefined;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'kw-recovery-'));
});
afterEach(async () => {
  await stack?.close();
  stack = undefined;
  await rm(dataDir, { recursive: true, force: true });
});

const start = (extra: Partial<LocalStackOptions> = {}) =>
  startLocalStack({
    dataDir,
    admin: ADMIN,
    settings: { passwordCost: TEST_PASSWORD_COST },
    providerOptions: FAST_RETRIES,
    ...extra,
  });

/** Waits until the run's log has a line matching `pattern`. */
async function waitForLog(runId: string, pattern: RegExp) {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const lines = await stack!.deps.runs.logOf(runId);
    if (lines.some((line) => pattern.test(line.text))) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no log line like ${pattern}`);
}

describe('runs cut off by a restart', () => {
  it('are resumed on the next start and complete', async () => {
    // Slow text answers, so the server stops with the run half done.
    stack = await start({ sandboxKnobs: { gemini: { latencyMs: 150 } } });
    const { runId, ids } = await startBatch(stack, ['hiking boots', 'camping stove'], {
      keywordOptions: { generateVariants: false, publishToWordPress: false },
    });
    await waitForLog(runId, /title written/);
    await stack.close();
    stack = undefined;

    stack = await start();
    await stack.pipeline.idle();

    const keywords = await reload(stack, ids);
    expect(keywords.map((keyword) => [keyword.status, keyword.errorReason])).toEqual([
      ['Completed', undefined],
      ['Completed', undefined],
    ]);
    expect(keywords.every((keyword) => keyword.article.length > 0 && keyword.images.length === 2)).toBe(true);
    const run = await stack.deps.runs.get(runId);
    expect(run).toMatchObject({ state: 'finished', succeeded: 2, failed: 0 });
    const log = (await stack.deps.runs.logOf(runId)).map((line) => line.text);
    expect(log).toContain('↻ Resuming after a restart: 2 keywords left');
  }, 120_000);

  it('mark their keywords Error with the reason when they cannot go on', async () => {
    stack = await start({ sandboxKnobs: { gemini: { latencyMs: 150 } } });
    const { runId, ids } = await startBatch(stack, ['hiking boots'], {
      keywordOptions: { generateVariants: false },
    });
    await waitForLog(runId, /processing started/);
    await stack.close();
    stack = undefined;

    // Meanwhile the keys were revoked.
    stack = await start({ sandboxKnobs: { gemini: { unauthorized: true }, openai: { unauthorized: true } } });
    await stack.pipeline.idle();

    const [keyword] = await reload(stack, ids);
    expect(keyword?.status).toBe('Error');
    expect(keyword?.errorReason).toMatch(/^Generating tags failed: Gemini refused the API key/);
    expect(await stack.deps.runs.get(runId)).toMatchObject({ state: 'finished', failed: 1 });
  }, 120_000);
});

describe('a workflow that fails outside the keywords (the AWS failure rule)', () => {
  it('marks the keywords of its run still in Processing as Error and closes the run', async () => {
    stack = await start();
    // A run recorded and started, whose execution then timed out on AWS.
    const launcher = createProcessingLauncher({
      keywords: stack.deps.keywords,
      runs: stack.deps.runs,
      workflow: { start: async () => ({ executionId: 'arn:aws:states:us-east-1:1:execution:pipeline:run' }) },
      clock: stack.clock,
    });
    const { created } = await stack.deps.keywords.create([
      {
        masterKeyword: 'hiking boots',
        options: {
          transactionalTagsCount: 4,
          navigationalTagsCount: 3,
          generateVariants: false,
          publishToWordPress: false,
          generateAds: false,
        },
      },
    ]);
    const { runId } = await launcher.launch({
      kind: 'retry',
      mode: 'full',
      keywordIds: [created[0]!.id],
      requestedBy: 'admin@example.com',
    });
    expect((await reload(stack, [created[0]!.id]))[0]?.status).toBe('Processing');
    const emf = captureEmf();

    const marked = await handleExecutionFailure(stack.deps, {
      'detail-type': 'Step Functions Execution Status Change',
      detail: {
        executionArn: 'arn:aws:states:us-east-1:1:execution:pipeline:run',
        status: 'TIMED_OUT',
        input: JSON.stringify({
          runId,
          keywordIds: [created[0]!.id],
          maxConcurrency: 8,
          mode: 'full',
          wave: 0,
        }),
      },
    });

    vi.restoreAllMocks();
    expect(marked).toBe(1);
    expect(emfNamed(emf, 'KeywordsFailed')).toEqual([
      expect.objectContaining({ KeywordsFailed: 1, Step: 'workflow' }),
    ]);
    expect(await runKeywords(stack, runId)).toMatchObject([
      { status: 'Error', errorReason: 'The processing workflow timed out' },
    ]);
    expect(await stack.deps.runs.get(runId)).toMatchObject({ state: 'finished', failed: 1 });
  });
});

describe('starting a run', () => {
  it('skips keywords already in a run, and fails those it moved when the workflow cannot start', async () => {
    stack = await start();
    const options = {
      transactionalTagsCount: 4,
      navigationalTagsCount: 3,
      generateVariants: false,
      publishToWordPress: false,
      generateAds: false,
    };
    const { created } = await stack.deps.keywords.create([
      { masterKeyword: 'hiking boots', options },
      { masterKeyword: 'camping stove', options },
    ]);
    const [busy, free] = created.map((keyword) => keyword.id) as [string, string];
    await stack.deps.keywords.transition(busy, ['Pending'], 'Processing');
    const launcher = createProcessingLauncher({
      keywords: stack.deps.keywords,
      runs: stack.deps.runs,
      workflow: { start: () => Promise.reject(new Error('Step Functions is unreachable')) },
      clock: stack.clock,
    });

    await expect(
      launcher.launch({
        kind: 'bulk-process',
        mode: 'full',
        keywordIds: [busy, free],
        requestedBy: 'admin@example.com',
      }),
    ).rejects.toThrow('Step Functions is unreachable');

    expect(
      (await reload(stack, [busy, free])).map((keyword) => [keyword.status, keyword.errorReason]),
    ).toEqual([
      ['Processing', undefined],
      ['Error', 'Processing could not be started: Step Functions is unreachable'],
    ]);
    expect(await stack.deps.runs.listRunning()).toEqual([]);
    expect(await stack.deps.runs.latestFinished()).toMatchObject({
      keywordIds: [free],
      failed: 1,
      state: 'finished',
    });
  });
});

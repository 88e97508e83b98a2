import { describe, expect, it } from 'vitest';
import { DEFAULT_KEYWORD_OPTIONS } from '#shared/schemas/keywords';
import { restartableStack } from '#tests/support/pipeline-stack';
import { ADMIN } from '#tests/support/test-stack';
import { createProcessingLauncher } from '../../functions/src/domain/processing/processing-launcher';
import { readProcessingStatus } from '../../functions/src/domain/processing/processing-status';
import type { LocalStack } from '../../infra/local/local-stack';

/**
 * A run bigger than one chunk (here chunks of 3, as 50 are in production) is worked through chunk by
 * chunk, one execution each, with one progress view over the whole, also across a restart.
 */
const server = restartableStack('kw-chunks-');

async function launchInChunksOf3(target: LocalStack, count: number) {
  const options = { ...DEFAULT_KEYWORD_OPTIONS, publishToWordPress: false };
  const { created } = await target.deps.keywords.create(
    Array.from({ length: count }, (_, index) => ({ masterKeyword: `lantern model ${index + 1}`, options })),
  );
  const launcher = createProcessingLauncher({
    keywords: target.deps.keywords,
    runs: target.deps.runs,
    workflow: { start: (input) => target.pipeline.start(input) },
    clock: target.clock,
    chunkSize: 3,
  });
  const ids = created.map((keyword) => keyword.id);
  const { runId } = await launcher.launch({
    kind: 'process-all',
    mode: 'full',
    keywordIds: ids,
    requestedBy: ADMIN.email,
  });
  return { runId, ids };
}

const logOf = async (target: LocalStack, runId: string) =>
  (await target.deps.runs.logOf(runId)).map((line) => line.text);

describe('a run bigger than one chunk', () => {
  it('processes every chunk in turn and reports the whole run', async () => {
    const stack = await server.restart();
    const { runId, ids } = await launchInChunksOf3(stack, 7);

    // Only the first chunk is in Processing yet, but the progress is over all 7 keywords.
    const statuses = (await stack.deps.keywords.findMany(ids)).map((keyword) => keyword.status);
    expect(statuses).toEqual([...Array(3).fill('Processing'), ...Array(4).fill('Pending')]);
    expect((await readProcessingStatus(stack.deps.runs)).overall.total).toBe(7);

    await stack.pipeline.idle();

    const masters = await stack.deps.keywords.findMany(ids);
    const variants = (await Promise.all(ids.map((id) => stack.deps.keywords.variantsOf(id)))).flat();
    expect(masters.every((keyword) => keyword.status === 'Completed')).toBe(true);
    expect(variants).toHaveLength(21);
    expect(variants.every((keyword) => keyword.status === 'Completed')).toBe(true);
    expect(await stack.deps.runs.get(runId)).toMatchObject({
      state: 'finished',
      chunk: 2,
      chunkCount: 3,
      total: 28,
      succeeded: 28,
      failed: 0,
    });
    expect(await readProcessingStatus(stack.deps.runs)).toMatchObject({
      isComplete: true,
      overall: { completed: 28, total: 28, percentage: 100 },
    });
    const log = await logOf(stack, runId);
    for (const part of [1, 2, 3]) {
      const keywords = part === 3 ? '1 keyword' : '3 keywords';
      expect(log).toContain(`↻ Processing ${keywords} (process all, by ${ADMIN.email}, part ${part} of 3)`);
    }
    expect(log.at(-1)).toBe('✓ Processing complete: 28 completed, 0 failed');
  }, 120_000);

  it('goes on with the chunk it was in after a restart, then the next ones', async () => {
    let stack = await server.restart();
    const { runId, ids } = await launchInChunksOf3(stack, 7);
    for (
      let attempt = 0;
      !(await logOf(stack, runId)).some((line) => line.includes('part 2 of 3'));
      attempt += 1
    ) {
      if (attempt > 600) throw new Error('the second chunk never started');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    stack = await server.restart();
    await stack.pipeline.idle();

    const masters = await stack.deps.keywords.findMany(ids);
    expect(masters.map((keyword) => keyword.status)).toEqual(Array(7).fill('Completed'));
    expect(await stack.deps.runs.get(runId)).toMatchObject({
      state: 'finished',
      total: 28,
      succeeded: 28,
      failed: 0,
    });
    const counts = await stack.deps.keywords.counts();
    expect(counts.masters.Completed).toBe(7);
    expect(counts.variants.Completed).toBe(21);
  }, 120_000);
});

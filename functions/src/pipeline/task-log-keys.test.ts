import { afterEach, describe, expect, it, vi } from 'vitest';
import { withTaskLogKeys } from './task-log-keys';

/**
 * The JSON lines the logger writes to stderr (its WARN and ERROR lines) while `work` runs, and what `work`
 * threw.
 */
async function stderrLines(work: () => Promise<unknown>) {
  const lines: Record<string, unknown>[] = [];
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
    for (const text of String(chunk).split('\n')) {
      if (text.startsWith('{')) lines.push(JSON.parse(text) as Record<string, unknown>);
    }
    return true;
  });
  const thrown = await work().then(
    () => undefined,
    (error: unknown) => error,
  );
  return { lines, thrown };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a pipeline step that throws', () => {
  it("writes one ERROR line with the task's run and keyword, then rethrows", async () => {
    const step = withTaskLogKeys(async (_input: { runId: string; keywordId: string }) => {
      throw new Error('Title: the model refused');
    });
    const input = { runId: 'run-1', keywordId: 'kw-1' };

    const { lines, thrown } = await stderrLines(() => step(input));

    expect(thrown).toEqual(new Error('Title: the model refused'));
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'ERROR',
        message: 'Pipeline step failed',
        runId: 'run-1',
        keywordId: 'kw-1',
        error: expect.objectContaining({ message: 'Title: the model refused' }),
      }),
    ]);
  });

  it('writes nothing when the step succeeds', async () => {
    const step = withTaskLogKeys(async (input: { runId: string }) => input.runId);
    expect(await stderrLines(() => step({ runId: 'run-2' }))).toEqual({ lines: [], thrown: undefined });
  });
});

import { describe, expect, it } from 'vitest';
import type { RunLogLine, RunRecord, RunRepository } from '../../ports/runs';
import { readProcessingStatus } from './processing-status';

const run = (overrides: Partial<RunRecord>): RunRecord => ({
  id: 'run',
  kind: 'batch',
  mode: 'full',
  requestedBy: 'admin@example.com',
  chunk: 0,
  chunkCount: 1,
  chunkStarted: true,
  keywordIds: [],
  variantIds: [],
  finishedIds: [],
  deferredIds: [],
  budgetReleased: false,
  total: 0,
  succeeded: 0,
  failed: 0,
  currentOperation: '',
  state: 'running',
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-01T10:00:00.000Z',
  ...overrides,
});

function runsOf(records: RunRecord[], logs: Record<string, RunLogLine[]>): RunRepository {
  const finished = records.filter((record) => record.state === 'finished');
  return {
    listRunning: async () => records.filter((record) => record.state === 'running'),
    latestFinished: async () => finished.at(-1),
    logOf: async (id) => logs[id] ?? [],
  } as RunRepository;
}

describe('readProcessingStatus', () => {
  it('adds up the runs under way, merges their logs by time and reports the latest operation', async () => {
    const runs = runsOf(
      [
        run({ id: 'a', total: 5, succeeded: 2, failed: 1, currentOperation: 'Writing the article for "x"' }),
        run({
          id: 'b',
          total: 3,
          succeeded: 1,
          currentOperation: 'Generating tags for "y"',
          updatedAt: '2026-01-01T10:00:05.000Z',
        }),
        run({ id: 'old', state: 'finished', total: 9, succeeded: 9 }),
      ],
      {
        a: [
          { at: '2026-01-01T10:00:01.000Z', text: '↻ Processing 5 keywords' },
          { at: '2026-01-01T10:00:04.000Z', text: '✗ "z": failed' },
        ],
        b: [{ at: '2026-01-01T10:00:02.000Z', text: '↻ Processing 3 keywords' }],
      },
    );

    expect(await readProcessingStatus(runs)).toEqual({
      isComplete: false,
      overall: { completed: 4, total: 8, percentage: 50 },
      logs: ['↻ Processing 5 keywords', '↻ Processing 3 keywords', '✗ "z": failed'],
      currentOperation: 'Generating tags for "y"',
    });
  });

  it('reports the latest finished run when none is under way', async () => {
    const runs = runsOf(
      [
        run({
          id: 'done',
          state: 'finished',
          total: 3,
          succeeded: 2,
          failed: 1,
          currentOperation: 'Processing complete',
        }),
      ],
      {
        done: [{ at: '2026-01-01T10:00:01.000Z', text: '✗ Processing complete: 2 completed, 1 failed' }],
      },
    );

    expect(await readProcessingStatus(runs)).toEqual({
      isComplete: true,
      overall: { completed: 3, total: 3, percentage: 100 },
      logs: ['✗ Processing complete: 2 completed, 1 failed'],
      currentOperation: 'Processing complete',
    });
  });

  it('is complete and empty before any run', async () => {
    expect(await readProcessingStatus(runsOf([], {}))).toEqual({
      isComplete: true,
      overall: { completed: 0, total: 0, percentage: 100 },
      logs: [],
      currentOperation: 'No keywords are being processed',
    });
  });
});

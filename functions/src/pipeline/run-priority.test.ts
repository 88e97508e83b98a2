import { describe, expect, it, vi } from 'vitest';
import { currentCallPriority, withCallPriority } from '../lib/call-priority';
import type { RunRecord } from '../ports/runs';
import { runPriority } from './run-priority';

const runsOf = (kinds: Record<string, RunRecord['kind']>) => ({
  get: vi.fn(async (id: string) => (kinds[id] ? ({ id, kind: kinds[id] } as RunRecord) : undefined)),
});

describe('runPriority', () => {
  it('puts one regenerated keyword first, batches next, Process All and bulk work last', async () => {
    const runs = runsOf({ r1: 'regenerate-images', r2: 'batch', r3: 'process-all', r4: 'bulk-process' });
    expect(await runPriority(runs, 'r1')).toBe('interactive');
    expect(await runPriority(runs, 'r2')).toBe('batch');
    expect(await runPriority(runs, 'r3')).toBe('bulk');
    expect(await runPriority(runs, 'r4')).toBe('bulk');
  });

  it('reads a run once per process', async () => {
    const runs = runsOf({ once: 'approve' });
    await runPriority(runs, 'once');
    await runPriority(runs, 'once');
    expect(runs.get).toHaveBeenCalledOnce();
  });
});

describe('call priority', () => {
  it('is a batch’s outside any work, and the work’s inside it, across awaits', async () => {
    expect(currentCallPriority()).toBe('batch');
    const seen = await withCallPriority('bulk', async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      return currentCallPriority();
    });
    expect(seen).toBe('bulk');
  });
});

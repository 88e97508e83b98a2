import type { CallPriority } from '../lib/call-priority';
import type { RunKind } from '../ports/processing';
import type { RunRepository } from '../ports/runs';

/** One keyword a person is waiting for goes first; Process All and bulk reprocessing go last. */
const PRIORITY_OF_KIND: Record<RunKind, CallPriority> = {
  approve: 'interactive',
  'regenerate-images': 'interactive',
  'regenerate-article': 'interactive',
  batch: 'batch',
  retry: 'batch',
  variants: 'batch',
  'bulk-process': 'bulk',
  'process-all': 'bulk',
};

/** Runs whose priority this process knows; a run's kind never changes, so one read per run is enough. */
const known = new Map<string, CallPriority>();
const KNOWN_MAX = 500;

/** The priority of a run's upstream calls, from its kind (a batch's when the run is gone). */
export async function runPriority(runs: Pick<RunRepository, 'get'>, runId: string): Promise<CallPriority> {
  const cached = known.get(runId);
  if (cached) return cached;
  const run = await runs.get(runId);
  const priority = run ? PRIORITY_OF_KIND[run.kind] : 'batch';
  if (known.size >= KNOWN_MAX) known.delete(known.keys().next().value as string);
  known.set(runId, priority);
  return priority;
}

import { emitMetric } from '../../lib/metrics';
import type { RunMode } from '../../ports/processing';
import type { RunRecord, RunRepository } from '../../ports/runs';
import type { BudgetGate } from '../ai-budget/budget-gate';
import { startedLine } from './run-log-lines';

/** What a held run's current operation says: the status bar and the processing dialog show it. */
export const WAITING_FOR_BUDGET = 'Waiting for budget';

export interface RunHoldDeps {
  runs: RunRepository;
  /** Absent where no budget applies (tests of other things). */
  gate?: BudgetGate;
}

/** Publishing after review calls no AI: it never waits for budget. */
export const costsAi = (mode: RunMode) => mode !== 'publish';

/** Whether the budget may hold this run at all: not once an admin released it, nor a run calling no AI. */
export const holdable = (deps: RunHoldDeps, run: RunRecord) =>
  deps.gate !== undefined && !run.budgetReleased && costsAi(run.mode);

/**
 * Holds the run with `reason` (decision 052): it stays running, its keywords not started stay as they were,
 * and it says "Waiting for budget" until `resumeHeldRuns` lets it go on.
 */
export async function holdRun(
  deps: RunHoldDeps,
  run: RunRecord,
  reason: string,
  maxConcurrency: number,
): Promise<void> {
  await deps.runs.hold(run.id, { reason, maxConcurrency }, WAITING_FOR_BUDGET);
  if (!run.hold) {
    await deps.runs.appendLog(run.id, startedLine(`${WAITING_FOR_BUDGET}: ${reason}`));
    emitMetric('RunsHeld', 1, {});
  }
}

/** At a chunk's start: holds the run when the account's budget is spent; true when it did. */
export async function holdIfSpent(
  deps: RunHoldDeps,
  run: RunRecord,
  maxConcurrency: number,
): Promise<boolean> {
  if (!holdable(deps, run)) return false;
  const reason = await deps.gate?.holdReason();
  if (!reason) return false;
  await holdRun(deps, run, reason, maxConcurrency);
  return true;
}

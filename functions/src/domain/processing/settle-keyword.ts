import type { KeywordStatus } from '#shared/schemas/keywords';
import { emitMetric } from '../../lib/metrics';
import type { KeywordRepository } from '../../ports/keywords';
import type { RunRepository } from '../../ports/runs';

export type Outcome = 'succeeded' | 'failed';

interface SettleDeps {
  keywords: KeywordRepository;
  runs: RunRepository;
}

// A keyword held for review or scheduled was processed all through: its article waits in WordPress as a
// draft (decision 036) or for its slot (decision 040).
const OUTCOME_OF: Partial<Record<KeywordStatus, Outcome>> = {
  Completed: 'succeeded',
  'Needs review': 'succeeded',
  Scheduled: 'succeeded',
  Error: 'failed',
};

/** Where a run leaves a keyword. */
export type SettledStatus = 'Completed' | 'Needs review' | 'Scheduled' | 'Error';

/**
 * Ends a keyword's part in a run: moves it from `from` to Completed (or Needs review, Scheduled) or Error and counts the outcome in the
 * run, once. The two writes (the keyword's, then the run's) can be split by a crash, so the pair is safe
 * to redo: when the keyword already left `from`, an earlier attempt moved it and `recountKeyword` finishes
 * that attempt's work. Resolves the outcome when this call counted it, else undefined.
 */
export async function settleKeyword(
  deps: SettleDeps,
  runId: string,
  keywordId: string,
  move: { from: KeywordStatus[]; to: SettledStatus; errorReason: string | null },
): Promise<Outcome | undefined> {
  const moved = await deps.keywords.transition(keywordId, move.from, move.to, {
    errorReason: move.errorReason,
  });
  if (!moved) return recountKeyword(deps, runId, keywordId);
  const outcome = OUTCOME_OF[move.to]!;
  return counted(await deps.runs.recordOutcome(runId, keywordId, outcome), outcome);
}

/**
 * What a settle cut off by a crash left undone, for a keyword of the run that reached Completed or Error:
 * its lists are mirrored again (the crash may have come before) and its outcome is counted from the
 * status its record holds, once. Resolves the outcome when this call counted it, else undefined (counted
 * before, or the keyword is gone or in no outcome status).
 */
export async function recountKeyword(
  deps: SettleDeps,
  runId: string,
  keywordId: string,
): Promise<Outcome | undefined> {
  const keyword = await deps.keywords.findById(keywordId);
  const outcome = keyword ? OUTCOME_OF[keyword.status] : undefined;
  if (!outcome) return undefined;
  await deps.keywords.relist([keywordId]);
  return counted(await deps.runs.recordOutcome(runId, keywordId, outcome), outcome);
}

/** The outcome when this call counted it in the run, published as the run counts it: once per keyword. */
function counted(recorded: boolean, outcome: Outcome): Outcome | undefined {
  if (!recorded) return undefined;
  emitMetric('KeywordsSettled', 1, { Outcome: outcome });
  return outcome;
}

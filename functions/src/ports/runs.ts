import type { RunKind, RunMode } from './processing';

export type RunState = 'running' | 'finished';

/**
 * One processing run (a batch, bulk process, process-all, retry, regenerate or variants request), worked
 * through in chunks of at most `chunkSize` of the keywords asked for, one after the other, so that no
 * record or workflow input grows with the request (decision 011). The id lists are the current chunk's:
 * the keywords it moved to Processing, the variants they created, and those done. The counts are the run's.
 */
export interface RunRecord {
  id: string;
  kind: RunKind;
  mode: RunMode;
  requestedBy: string;
  /** The chunk under way (from 0) and how many the run has. */
  chunk: number;
  chunkCount: number;
  /** Whether the current chunk has started: its keywords were moved to Processing and recorded. */
  chunkStarted: boolean;
  /** The current chunk's keywords (those it could move to Processing); empty before it started. */
  keywordIds: string[];
  /** Variants created by the current chunk's keywords, processed by the same run after them. */
  variantIds: string[];
  /** The current chunk's keywords that reached Completed or Error (each counted once). */
  finishedIds: string[];
  /** The current chunk's keywords sent back to wait for budget before they began (decision 052). */
  deferredIds: string[];
  /** Set while the run waits for budget: it goes on when the budget allows (`resumeHeldRuns`). */
  hold?: RunHold;
  /** An admin let the run go on whatever the budget: it is never held again. */
  budgetReleased: boolean;
  /**
   * Keyword pipelines of the run: the keywords of its chunks (as asked for, until a chunk starts and drops
   * those it could not move) plus the variants created so far.
   */
  total: number;
  succeeded: number;
  failed: number;
  currentOperation: string;
  state: RunState;
  /** The workflow execution (a Step Functions execution ARN, or the local runner's id). */
  executionId?: string;
  createdAt: string;
  updatedAt: string;
  finishedAt?: string;
}

/** Why and since when a run waits for budget, and how it goes on. */
export interface RunHold {
  reason: string;
  since: string;
  /** Keywords processed at once once it goes on (the execution input it would have had). */
  maxConcurrency: number;
}

export interface NewRun {
  id: string;
  kind: RunKind;
  mode: RunMode;
  requestedBy: string;
  /** Every keyword asked for, split into chunks of `chunkSize`. */
  keywordIds: string[];
  chunkSize: number;
  currentOperation: string;
  createdAt: string;
}

/** A line of a run's log, with when it was written (to merge the logs of several runs). */
export interface RunLogLine {
  at: string;
  text: string;
}

/** Storage of processing runs and their bounded logs. Every method is safe to repeat. */
export interface RunRepository {
  /** Records the run and its chunks of keywords asked for; chunk 0 is current. */
  create(run: NewRun): Promise<void>;
  get(id: string): Promise<RunRecord | undefined>;
  /** The keywords asked for in one chunk. */
  requestedIds(id: string, chunk: number): Promise<string[]>;
  /**
   * Makes `chunk` (the one after the current) current, adding the current one's final counts to the run's;
   * nothing when it already is.
   */
  enterChunk(id: string, chunk: number): Promise<void>;
  /** Sets the keywords the current chunk really started with (and so its part of the total). */
  setKeywords(id: string, keywordIds: string[]): Promise<void>;
  setExecution(id: string, executionId: string): Promise<void>;
  /** Adds the variants the run does not know yet (and counts them in its total); false when none was new. */
  addVariants(id: string, variantIds: string[]): Promise<boolean>;
  /** Counts a keyword's outcome once per run; false when it was counted before. */
  recordOutcome(id: string, keywordId: string, outcome: 'succeeded' | 'failed'): Promise<boolean>;
  /** Appends a line to the run's log (the oldest lines drop out beyond the bound) and sets its current operation. */
  appendLog(id: string, text: string, currentOperation?: string): Promise<void>;
  setCurrentOperation(id: string, currentOperation: string): Promise<void>;
  /** Marks the first start of a keyword's step in this run; false when it started before (a retry). */
  markStepStarted(id: string, keywordId: string, step: string): Promise<boolean>;
  /** Marks the run finished (chunks after the current one drop out of its total); false when it already was. */
  finish(id: string, currentOperation: string): Promise<boolean>;
  /** Holds the run for budget (a repeated hold keeps its first time) and sets its current operation. */
  hold(id: string, hold: Omit<RunHold, 'since'>, currentOperation: string): Promise<void>;
  /** Ends the hold; false when the run was not held (another process resumed it first). */
  unhold(id: string): Promise<boolean>;
  /** Lets the run go on whatever the budget. */
  release(id: string): Promise<void>;
  /** Records a keyword of the current chunk sent back to wait for budget. */
  defer(id: string, keywordId: string): Promise<void>;
  /** Forgets the current chunk's deferred keywords (once they were moved back into processing). */
  clearDeferred(id: string): Promise<void>;
  /** Runs not finished yet, oldest first. */
  listRunning(): Promise<RunRecord[]>;
  latestFinished(): Promise<RunRecord | undefined>;
  /** The run's log, oldest line first (at most the bound). */
  logOf(id: string): Promise<RunLogLine[]>;
}

/** How many log lines a run keeps: enough for a 50-keyword batch with variants, bounded for storage. */
export const RUN_LOG_LIMIT = 300;

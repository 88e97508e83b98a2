import type { RunKind, RunMode } from '../../ports/processing';

export type RunState = 'running' | 'finished';

/**
 * One processing run (a batch, bulk process, process-all, retry, regenerate or variants request): the
 * keywords it moved to Processing, the variants it created on the way, and how many of them are done.
 */
export interface RunRecord {
  id: string;
  kind: RunKind;
  mode: RunMode;
  requestedBy: string;
  /** The keywords the run was started with (those it could move to Processing). */
  keywordIds: string[];
  /** Variants created by the run's keywords, processed by the same run after them. */
  variantIds: string[];
  /** Keywords that reached Completed or Error in this run (each counted once). */
  finishedIds: string[];
  /** Keyword pipelines of the run: its keywords plus the variants created so far. */
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

export interface NewRun {
  id: string;
  kind: RunKind;
  mode: RunMode;
  requestedBy: string;
  keywordIds: string[];
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
  create(run: NewRun): Promise<void>;
  get(id: string): Promise<RunRecord | undefined>;
  /** Sets the keywords the run really started with, and its total. */
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
  /** Marks the run finished; false when it already was. */
  finish(id: string, currentOperation: string): Promise<boolean>;
  /** Runs not finished yet, oldest first. */
  listRunning(): Promise<RunRecord[]>;
  latestFinished(): Promise<RunRecord | undefined>;
  /** The run's log, oldest line first (at most the bound). */
  logOf(id: string): Promise<RunLogLine[]>;
}

/** How many log lines a run keeps: enough for a 50-keyword batch with variants, bounded for storage. */
export const RUN_LOG_LIMIT = 300;

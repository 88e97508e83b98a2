import type { RunMode } from './processing';

/**
 * The keyword pipeline's execution input (see `pipeline/definition/`): ids only, of one chunk of a run.
 * `wave` 0 is the chunk's own keywords; the variants they create are processed as the next wave by the
 * same Map. A type rather than an interface, so it reads as the JSON the state machine passes on.
 */
export type PipelineExecutionInput = {
  runId: string;
  keywordIds: string[];
  maxConcurrency: number;
  mode: RunMode;
  wave: number;
  /** The run's chunk this execution processes (decision 011). */
  chunk: number;
};

/** Starts executions of the keyword pipeline: Step Functions on AWS, the in-process runner locally. */
export interface WorkflowStarter {
  /** Resolves once the execution is started (not finished), with its id. */
  start(input: PipelineExecutionInput): Promise<{ executionId: string }>;
}

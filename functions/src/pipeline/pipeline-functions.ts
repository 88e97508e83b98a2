/**
 * The Lambda functions the keyword pipeline's task states call (see `definition/`). The CDK app creates one
 * function per entry and substitutes its ARN for the `${<id>Arn}` placeholder; the local runner calls the
 * same step code in-process.
 */
export interface PipelineFunction {
  /** The placeholder's function id: the definition names it `${<id>Arn}`. */
  id: string;
  /** The handler module, from the repository root. */
  entry: string;
  /** The exported handler's name. */
  handler: string;
  timeoutSeconds: number;
  memoryMb: number;
  /**
   * What the function reads and writes, which the CDK app turns into environment variables and grants;
   * `pipeline`: it starts executions of the pipeline itself (a run's next chunk).
   */
  needs: readonly ('table' | 'bucket' | 'apiSecret' | 'wordpressSecret' | 'pipeline')[];
}

export const PIPELINE_FUNCTIONS = [
  {
    id: 'ProgressStepFunction',
    entry: 'functions/src/handlers/pipeline/progress-step-handler.ts',
    handler: 'handler',
    timeoutSeconds: 30,
    memoryMb: 256,
    needs: ['table', 'pipeline'],
  },
  {
    id: 'TextStepFunction',
    entry: 'functions/src/handlers/pipeline/text-step-handler.ts',
    handler: 'handler',
    timeoutSeconds: 180,
    memoryMb: 512,
    needs: ['table', 'apiSecret'],
  },
  {
    id: 'ImageStepFunction',
    entry: 'functions/src/handlers/pipeline/image-step-handler.ts',
    handler: 'handler',
    timeoutSeconds: 600,
    memoryMb: 1024,
    needs: ['table', 'bucket', 'apiSecret'],
  },
  {
    id: 'PublishStepFunction',
    entry: 'functions/src/handlers/pipeline/publish-step-handler.ts',
    handler: 'handler',
    timeoutSeconds: 300,
    memoryMb: 512,
    needs: ['table', 'bucket', 'wordpressSecret'],
  },
] as const satisfies readonly PipelineFunction[];

export type PipelineFunctionId = (typeof PIPELINE_FUNCTIONS)[number]['id'];

/** The handler that marks a run's leftover keywords Error when its execution fails, times out or is aborted. */
export const EXECUTION_FAILED_HANDLER = {
  entry: 'functions/src/handlers/pipeline-execution-failed.ts',
  handler: 'handler',
  timeoutSeconds: 60,
  memoryMb: 256,
  needs: ['table'],
} as const;

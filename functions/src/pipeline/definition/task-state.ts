import { PIPELINE_FUNCTIONS, type PipelineFunctionId } from '../pipeline-functions';
import type { Catcher, Parameters, TaskState } from './asl-types';
import { TASK_RETRY_POLICY } from './retry-policy';

/**
 * The `Resource` of a task calling one of the pipeline's functions: a `${<id>Arn}` placeholder for the CDK
 * app's DefinitionSubstitutions, or a stand-in ARN for the local runner.
 */
export type ResourceOf = (fn: PipelineFunctionId) => string;

/** `${<id>Arn}`: the placeholder the CDK app fills with the function's ARN. */
export const arnPlaceholder: ResourceOf = (fn) => `\${${fn}Arn}`;

/** Sends any error, kept at `$.error` for the state that records it, to `next`. */
export const catchAllTo = (next: string): Catcher[] => [
  { ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: next },
];

export interface TaskOptions {
  fn: PipelineFunctionId;
  comment?: string;
  parameters: Parameters;
  /** `null` keeps the input as it was; left out, the task's result becomes the state. */
  resultPath?: string | null;
  /** The state that handles any error left after the retries; left out, the error goes up. */
  catchTo?: string;
  /** The state after this one; left out, this one ends its state machine (or branch). */
  next?: string;
}

const timeoutOf = (fn: PipelineFunctionId) =>
  PIPELINE_FUNCTIONS.find((spec) => spec.id === fn)!.timeoutSeconds;

/**
 * A task calling one of the pipeline's functions, with the one retry policy and the time that function is
 * given, so neither can be set differently for one state.
 */
export const taskStateFactory =
  (resourceOf: ResourceOf) =>
  ({ fn, comment, parameters, resultPath, catchTo, next }: TaskOptions): TaskState => ({
    Type: 'Task',
    ...(comment !== undefined && { Comment: comment }),
    Resource: resourceOf(fn),
    Parameters: parameters,
    TimeoutSeconds: timeoutOf(fn),
    ...(resultPath !== undefined && { ResultPath: resultPath }),
    Retry: TASK_RETRY_POLICY,
    ...(catchTo !== undefined && { Catch: catchAllTo(catchTo) }),
    ...(next !== undefined ? { Next: next } : { End: true }),
  });

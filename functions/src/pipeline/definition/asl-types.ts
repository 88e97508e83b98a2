/**
 * The part of the Amazon States Language (JSONPath) the keyword pipeline is written in. It stays within what
 * aws-local-stepfunctions runs (Map with MaxConcurrencyPath, Parallel, Choice, Retry/Catch, ResultPath), so the
 * same definition runs on AWS and on this machine: no JSONata, `Assign`, `.waitForTaskToken` or Distributed Map.
 */

export interface Retrier {
  readonly ErrorEquals: readonly string[];
  readonly IntervalSeconds?: number;
  readonly MaxAttempts: number;
  readonly BackoffRate?: number;
  readonly MaxDelaySeconds?: number;
  readonly JitterStrategy?: 'FULL';
}

export interface Catcher {
  ErrorEquals: string[];
  ResultPath: string;
  Next: string;
}

/** A state either goes on to another or ends its state machine (or its branch). */
type Transition = { Next: string; End?: never } | { End: true; Next?: never };

/** Parameters with `.$` keys take their value from the state's input by a JSONPath. */
export type Parameters = Record<string, string | number | boolean>;

export type TaskState = {
  Type: 'Task';
  Comment?: string;
  Resource: string;
  Parameters: Parameters;
  TimeoutSeconds: number;
  /** `null` keeps the input as it was; absent, the task's result becomes the state. */
  ResultPath?: string | null;
  Retry: readonly Retrier[];
  Catch?: Catcher[];
} & Transition;

interface ChoiceRule {
  Variable: string;
  BooleanEquals?: boolean;
  IsPresent?: boolean;
  Next: string;
}

export interface ChoiceState {
  Type: 'Choice';
  Choices: ChoiceRule[];
  Default: string;
}

type PassState = { Type: 'Pass'; Comment?: string } & Transition;

interface FailState {
  Type: 'Fail';
  Error: string;
  Cause: string;
}

type ParallelState = {
  Type: 'Parallel';
  Comment?: string;
  Branches: StateGraph[];
  ResultPath?: string | null;
  Catch?: Catcher[];
} & Transition;

type MapState = {
  Type: 'Map';
  ItemsPath: string;
  MaxConcurrencyPath: string;
  ItemSelector: Parameters;
  ItemProcessor: { ProcessorConfig: { Mode: 'INLINE' } } & StateGraph;
  ResultPath?: string | null;
  Catch?: Catcher[];
} & Transition;

export type State = TaskState | ChoiceState | PassState | FailState | ParallelState | MapState;

/** States and where to start: a whole state machine, a Parallel branch or a Map's item processor. */
export interface StateGraph {
  StartAt: string;
  States: Record<string, State>;
}

export interface StateMachineDefinition extends StateGraph {
  Comment: string;
}

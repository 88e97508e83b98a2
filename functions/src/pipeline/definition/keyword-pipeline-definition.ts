import type { ProgressTask } from '../task-input';
import type { StateMachineDefinition } from './asl-types';
import { keywordStates } from './keyword-states';
import { catchAllTo, type ResourceOf, taskStateFactory } from './task-state';

/** Marks the run's keywords still in Processing as Error, then fails the execution. */
const ABORT_RUN = 'AbortRun';

const progress = (action: ProgressTask['action'], fields: Record<string, string>) => ({ action, ...fields });

/**
 * The keyword pipeline's state machine, which the CDK app deploys (with `arnPlaceholder`, filled by its
 * DefinitionSubstitutions) and the local runner executes (with stand-in ARNs). One execution processes one
 * chunk of a run (`PipelineExecutionInput`): the Map processes a wave of keywords, NextWave returns the
 * variants that wave created as the next one, and the same Map processes them, until none is left.
 */
export function keywordPipelineDefinition(resourceOf: ResourceOf): StateMachineDefinition {
  const task = taskStateFactory(resourceOf);
  return {
    Comment:
      "Keywright keyword pipeline: input {runId, keywordIds, maxConcurrency, mode, wave, chunk}: one chunk of a run. The Map processes one wave of keywords (the run's, then the variants they created) with the same steps.",
    StartAt: 'ProcessWave',
    States: {
      ProcessWave: {
        Type: 'Map',
        ItemsPath: '$.keywordIds',
        MaxConcurrencyPath: '$.maxConcurrency',
        ItemSelector: { 'runId.$': '$.runId', 'keywordId.$': '$$.Map.Item.Value', 'mode.$': '$.mode' },
        ItemProcessor: { ProcessorConfig: { Mode: 'INLINE' }, ...keywordStates(resourceOf) },
        ResultPath: null,
        // Only bookkeeping failures reach here: a keyword's own errors are caught inside the Map.
        Catch: catchAllTo(ABORT_RUN),
        Next: 'NextWave',
      },
      NextWave: task({
        fn: 'ProgressStepFunction',
        comment: 'The variants created in this wave, to be processed by the same Map',
        parameters: progress('nextWave', {
          'runId.$': '$.runId',
          'maxConcurrency.$': '$.maxConcurrency',
          'wave.$': '$.wave',
          'chunk.$': '$.chunk',
        }),
        // No ResultPath: the next wave's input replaces this one's.
        catchTo: ABORT_RUN,
        next: 'MoreKeywords',
      }),
      MoreKeywords: {
        Type: 'Choice',
        Choices: [{ Variable: '$.keywordIds[0]', IsPresent: true, Next: 'ProcessWave' }],
        Default: 'FinishRun',
      },
      FinishRun: task({
        fn: 'ProgressStepFunction',
        comment: "Starts the run's next chunk (a new execution), or finishes the run after its last",
        parameters: progress('finish', {
          'runId.$': '$.runId',
          'maxConcurrency.$': '$.maxConcurrency',
          'chunk.$': '$.chunk',
        }),
      }),
      [ABORT_RUN]: task({
        fn: 'ProgressStepFunction',
        comment: 'Marks every keyword of the run still in Processing as Error, then fails the execution',
        parameters: progress('abort', { 'runId.$': '$.runId', 'error.$': '$.error' }),
        resultPath: null,
        next: 'RunFailed',
      }),
      RunFailed: {
        Type: 'Fail',
        Error: 'RunAborted',
        Cause: "Recording a keyword's outcome failed after retries; the run's keywords were marked Error",
      },
    },
  };
}

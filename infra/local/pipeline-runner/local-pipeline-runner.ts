import './promise-with-resolvers';
import { StateMachine, type StateMachineDefinition } from 'aws-local-stepfunctions';
import type { LocalPipeline } from '../../../functions/src/composition/local/local-pipeline';
import { withoutLogKeys } from '../../../functions/src/lib/log-keys';
import { logger } from '../../../functions/src/lib/logger';
import type { PipelineExecutionInput, WorkflowStarter } from '../../../functions/src/ports/workflow';
import { localDefinition, taskStates } from './local-definition';

/** A value as the state machine passes it between states: JSON. */
type Json = Parameters<StateMachine['run']>[0];
type StepHandler = (input: Json) => Promise<Json>;
type PipelineFunctionId = keyof LocalPipeline['steps'];

export interface LocalPipelineRunnerOptions {
  /** Keywords processed at once by a resumed run (new runs carry the launcher's setting); default 8. */
  maxConcurrency?: number;
}

interface RunningExecution {
  runId: string;
  abort: () => void;
  settled: Promise<void>;
}

/**
 * The keyword pipeline on this machine: aws-local-stepfunctions runs the same ASL definition as AWS, each
 * task state calling the step code its Lambda would run. An execution that fails is handled as the AWS
 * failure rule does (its run's unsettled keywords marked Error); `recover()` resumes, after a restart, the
 * runs the previous process left unfinished.
 */
export function createLocalPipelineRunner(pipeline: LocalPipeline, options: LocalPipelineRunnerOptions = {}) {
  const definition = localDefinition();
  const machine = new StateMachine(definition as unknown as StateMachineDefinition);
  // Steps still running when an execution is aborted (at shutdown) finish first: they write to the stores.
  const inFlight = new Set<Promise<unknown>>();
  const track =
    (handler: StepHandler): StepHandler =>
    (input) => {
      const call = handler(input);
      inFlight.add(call);
      void call.then(
        () => inFlight.delete(call),
        () => inFlight.delete(call),
      );
      return call;
    };
  // Each task state calls the handler its Lambda function runs, built the same way.
  const handlers = Object.fromEntries(
    (Object.keys(pipeline.steps) as PipelineFunctionId[]).map((id) => [
      id,
      track(pipeline.steps[id] as StepHandler),
    ]),
  ) as Record<PipelineFunctionId, StepHandler>;
  const taskResourceLocalHandlers = Object.fromEntries(
    taskStates(definition).map(({ state, fn }) => [state, handlers[fn]]),
  );
  const executions = new Map<string, RunningExecution>();
  let sequence = 0;
  let closed = false;

  const start: WorkflowStarter['start'] = async (input: PipelineExecutionInput) => {
    // Shutting down (a chunk's end started the next one meanwhile): the run's records say what is left,
    // and the next start resumes it from them.
    if (closed) return { executionId: `local:${input.runId}:after-restart` };
    sequence += 1;
    const executionId = `local:${input.runId}:${sequence}`;
    // It runs on its own, as on AWS: its lines carry its run's keys, never the request that started it.
    withoutLogKeys(() => {
      const execution = machine.run(input, {
        overrides: { taskResourceLocalHandlers },
        noThrowOnAbort: true,
      });
      const settled = execution.result.then(
        () => undefined,
        async (error: unknown) => {
          logger.error('A pipeline execution failed', { runId: input.runId, error });
          const reason = `Processing stopped: ${(error as Error).message}`;
          await pipeline
            .closeAbandonedRun(input.runId, reason)
            .catch((closeError: unknown) =>
              logger.error('Could not close a failed run', { runId: input.runId, error: closeError }),
            );
        },
      );
      executions.set(executionId, { runId: input.runId, abort: execution.abort, settled });
      void settled.finally(() => executions.delete(executionId));
    });
    return { executionId };
  };

  return {
    start,

    /**
     * Resumes the runs left unfinished by a previous process: their keywords still in Processing start
     * again (steps are idempotent) and their unprocessed variants follow; a run with nothing left is closed.
     */
    async recover(): Promise<number> {
      const active = new Set([...executions.values()].map((execution) => execution.runId));
      return pipeline.resumeUnfinishedRuns(active, options.maxConcurrency);
    },

    /** Lets the runs held for budget that it now allows go on, as the AWS schedule does. */
    resumeHeld: () => pipeline.resumeHeldRuns(),

    /** Resolves once no execution is running (for tests and benchmarks). */
    async idle(): Promise<void> {
      while (executions.size > 0)
        await Promise.all([...executions.values()].map((execution) => execution.settled));
    },

    /**
     * Stops every execution (their runs resume on the next start), waiting at most `graceMs` for the steps
     * under way to end.
     */
    async close(graceMs = 10_000): Promise<void> {
      closed = true;
      for (const execution of executions.values()) execution.abort();
      await Promise.all([...executions.values()].map((execution) => execution.settled));
      let timer: NodeJS.Timeout | undefined;
      const grace = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, graceMs);
      });
      await Promise.race([Promise.allSettled([...inFlight]), grace]);
      clearTimeout(timer);
    },
  };
}

export type LocalPipelineRunner = ReturnType<typeof createLocalPipelineRunner>;

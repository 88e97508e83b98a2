import './promise-with-resolvers';
import { StateMachine, type StateMachineDefinition } from 'aws-local-stepfunctions';
import { startChunk } from '../../../functions/src/domain/processing/chunk-starter';
import { DEFAULT_MAX_CONCURRENCY } from '../../../functions/src/domain/processing/processing-launcher';
import { closeAbandonedRun } from '../../../functions/src/domain/processing/run-closer';
import { plural, startedLine } from '../../../functions/src/domain/processing/run-log-lines';
import { recountKeyword } from '../../../functions/src/domain/processing/settle-keyword';
import { withoutLogKeys } from '../../../functions/src/lib/log-keys';
import { logger } from '../../../functions/src/lib/logger';
import type { PipelineDeps } from '../../../functions/src/pipeline/pipeline-deps';
import type { PipelineFunctionId } from '../../../functions/src/pipeline/pipeline-functions';
import { createImageStep } from '../../../functions/src/pipeline/steps/image-step';
import { createProgressStep } from '../../../functions/src/pipeline/steps/progress-step';
import { createPublishStep } from '../../../functions/src/pipeline/steps/publish-step';
import { createTextStep } from '../../../functions/src/pipeline/steps/text-step';
import { withTaskLogKeys } from '../../../functions/src/pipeline/task-log-keys';
import type { PipelineExecutionInput, WorkflowStarter } from '../../../functions/src/ports/workflow';
import { localDefinition, taskStates } from './local-definition';

/** A value as the state machine passes it between states: JSON. */
type Json = Parameters<StateMachine['run']>[0];
type StepHandler = (input: Json) => Promise<Json>;

/** The step code each Lambda entry wraps, by function id: the same modules, called in-process. */
const STEP_FACTORIES: Record<PipelineFunctionId, (deps: PipelineDeps) => StepHandler> = {
  ProgressStepFunction: createProgressStep,
  TextStepFunction: createTextStep,
  ImageStepFunction: createImageStep,
  PublishStepFunction: createPublishStep,
};

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
export function createLocalPipelineRunner(deps: PipelineDeps, options: LocalPipelineRunnerOptions = {}) {
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
  const handlers = Object.fromEntries(
    (Object.keys(STEP_FACTORIES) as PipelineFunctionId[]).map((id) => [
      id,
      track(withTaskLogKeys(STEP_FACTORIES[id](deps))),
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
          await closeAbandonedRun(deps, input.runId, reason).catch((closeError: unknown) =>
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
      const orphans = (await deps.runs.listRunning()).filter((run) => !active.has(run.id));
      const maxConcurrency = options.maxConcurrency ?? DEFAULT_MAX_CONCURRENCY;
      const closeOnFailure = (runId: string) => (error: unknown) =>
        closeAbandonedRun(deps, runId, `Processing could not be resumed: ${(error as Error).message}`);
      for (const run of orphans) {
        // A chunk whose start was cut off starts again; the keywords it moved so far stay its own.
        if (!run.chunkStarted) {
          await startChunk(deps, run.id, run.chunk, { maxConcurrency, resumed: true }).catch(
            (error: unknown) => logger.error('A run could not be resumed', { runId: run.id, error }),
          );
          continue;
        }
        const settled = new Set(run.finishedIds);
        const unsettled = [...run.keywordIds, ...run.variantIds].filter((id) => !settled.has(id));
        const records = await deps.keywords.findMany(unsettled);
        // Keywords the cut left Completed or Error but not counted; the others' lists are mirrored again
        // (a transition may have been cut between its record and its lists).
        const ended = records.filter((k) => k.status === 'Completed' || k.status === 'Error');
        for (const keyword of ended) await recountKeyword(deps, run.id, keyword.id);
        await deps.keywords.relist(records.filter((k) => !ended.includes(k)).map((k) => k.id));
        const variants = new Set(run.variantIds);
        const masters = records.filter((k) => !variants.has(k.id) && k.status === 'Processing');
        const waiting = [
          ...masters,
          ...records.filter(
            (k) => variants.has(k.id) && (k.status === 'Processing' || k.status === 'Pending'),
          ),
        ];
        if (waiting.length === 0) {
          // The chunk is done: the next one starts, or the run finishes.
          await startChunk(deps, run.id, run.chunk + 1, { maxConcurrency }).catch((error: unknown) =>
            logger.error('A run could not be resumed', { runId: run.id, error }),
          );
          continue;
        }
        await deps.runs.appendLog(
          run.id,
          startedLine(`Resuming after a restart: ${plural(waiting.length, 'keyword')} left`),
          'Resuming after a restart',
        );
        await start({
          runId: run.id,
          keywordIds: masters.map((k) => k.id),
          maxConcurrency,
          mode: run.mode,
          wave: 0,
          chunk: run.chunk,
        }).catch(closeOnFailure(run.id));
      }
      return orphans.length;
    },

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

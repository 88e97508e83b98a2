import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import { PIPELINE_FUNCTIONS, type PipelineFunctionId } from '../pipeline-functions';
import { keywordTaskSchema, progressTaskSchema, textTaskSchema } from '../task-input';
import type { Parameters, State, StateGraph, StateMachineDefinition, TaskState } from './asl-types';
import { keywordPipelineDefinition } from './keyword-pipeline-definition';
import { TASK_RETRY_POLICY } from './retry-policy';
import { allStates } from './state-graph';
import { arnPlaceholder } from './task-state';

// Through JSON, as the CDK app and the local runner receive it.
const definition = JSON.parse(
  JSON.stringify(keywordPipelineDefinition(arnPlaceholder)),
) as StateMachineDefinition;
const { ItemProcessor: keyword } = definition.States.ProcessWave as Extract<State, { Type: 'Map' }>;

const tasksOf = (graph: StateGraph) =>
  allStates(graph).filter((entry): entry is [string, TaskState] => entry[1].Type === 'Task');
const tasks = tasksOf(definition);
const functionOf = (state: TaskState) => /^\$\{(\w+)Arn\}$/.exec(state.Resource)?.[1] as PipelineFunctionId;
const stateNamed = (name: string) => allStates(definition).find(([candidate]) => candidate === name)?.[1];

/** The graph itself, its Parallel branches and its Map item processors, each with its own states. */
const graphsOf = (graph: StateGraph): StateGraph[] => [
  graph,
  ...Object.values(graph.States).flatMap((state) => [
    ...(state.Type === 'Parallel' ? state.Branches.flatMap(graphsOf) : []),
    ...(state.Type === 'Map' ? graphsOf(state.ItemProcessor) : []),
  ]),
];
const targetsOf = (state: State): string[] => [
  ...('Next' in state && state.Next ? [state.Next] : []),
  ...(state.Type === 'Choice' ? [...state.Choices.map((choice) => choice.Next), state.Default] : []),
  ...('Catch' in state ? (state.Catch ?? []).map((catcher) => catcher.Next) : []),
];

describe('the keyword pipeline definition and its functions', () => {
  it('calls only listed functions, through their ARN placeholders, and uses every one', () => {
    const used = new Set(tasks.map(([, state]) => functionOf(state)));

    expect([...used].sort()).toEqual(PIPELINE_FUNCTIONS.map((fn) => fn.id).sort());
  });

  it('gives each task the time its function has, and the image step at least 300 s', () => {
    for (const [name, state] of tasks) {
      const fn = PIPELINE_FUNCTIONS.find((candidate) => candidate.id === functionOf(state))!;
      expect(state.TimeoutSeconds, name).toBe(fn.timeoutSeconds);
    }
    const images = PIPELINE_FUNCTIONS.find((fn) => fn.id === 'ImageStepFunction')!;
    expect(images.timeoutSeconds).toBeGreaterThanOrEqual(300);
  });

  it('passes each task an input its handler accepts', () => {
    const caught = { Error: 'ProviderError', Cause: 'stand-in' };
    const inputs = {
      run: {
        runId: 'r',
        keywordIds: ['k'],
        maxConcurrency: 8,
        mode: 'full',
        wave: 0,
        chunk: 0,
        error: caught,
      },
      keyword: { runId: 'r', keywordId: 'k', mode: 'full', error: caught },
    };
    const schemas: Record<PipelineFunctionId, z.ZodType> = {
      ProgressStepFunction: progressTaskSchema,
      TextStepFunction: textTaskSchema,
      ImageStepFunction: keywordTaskSchema,
      PublishStepFunction: keywordTaskSchema,
    };
    // `.$` keys read the state's input: the definition's paths are all `$.<field>`.
    const resolve = (parameters: Parameters, input: Record<string, unknown>) =>
      Object.fromEntries(
        Object.entries(parameters).map(([key, value]) =>
          key.endsWith('.$') ? [key.slice(0, -2), input[String(value).replace(/^\$\./, '')]] : [key, value],
        ),
      );
    const keywordTasks = new Set(tasksOf(keyword).map(([name]) => name));
    for (const [name, state] of tasks) {
      const input = keywordTasks.has(name) ? inputs.keyword : inputs.run;
      const parsed = schemas[functionOf(state)].safeParse(resolve(state.Parameters, input));
      expect(parsed.error?.issues, name).toBeUndefined();
    }
  });

  it('gives every task state the one retry policy', () => {
    expect(tasks.length).toBeGreaterThan(0);
    for (const [name, state] of tasks) expect(state.Retry, name).toEqual(TASK_RETRY_POLICY);
  });

  it('never retries a refused credential, and retries transient errors with full jitter', () => {
    for (const [name, state] of tasks) {
      const retry = state.Retry ?? [];
      const firstMatch = (error: string) => retry.find((r) => r.ErrorEquals.includes(error));
      expect(firstMatch('ProviderAuthError')?.MaxAttempts, name).toBe(0);
      expect(firstMatch('ProviderTransientError'), name).toMatchObject({ JitterStrategy: 'FULL' });
      expect(firstMatch('Lambda.TooManyRequestsException'), name).toBeDefined();
    }
  });

  it('retries a rate limit for longer than several 60-s windows, so one that could be waited out never fails a keyword', () => {
    for (const [name, state] of tasks) {
      const retrier = (state.Retry ?? []).find((r) => r.ErrorEquals.includes('ProviderRateLimitError'));
      expect(retrier, name).toBeDefined();
      const { IntervalSeconds = 1, BackoffRate = 2, MaxAttempts = 3, MaxDelaySeconds = Infinity } = retrier!;
      // No jitter: each wait is the full interval, so the sum is what the keyword is given.
      expect(retrier, name).not.toHaveProperty('JitterStrategy');
      const waits = Array.from({ length: MaxAttempts }, (_, retry) =>
        Math.min(IntervalSeconds * BackoffRate ** retry, MaxDelaySeconds),
      );
      expect(
        waits.reduce((sum, wait) => sum + wait, 0),
        name,
      ).toBeGreaterThanOrEqual(5 * 60);
    }
  });
});

describe('where errors go', () => {
  const toFailKeyword = [{ ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: 'FailKeyword' }];
  const toAbortRun = [{ ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: 'AbortRun' }];

  it("sends a keyword step's error, with its cause at $.error, to FailKeyword, so the other keywords go on", () => {
    for (const name of ['BeginKeyword', 'Tags', 'Title', 'Article', 'Extras', 'Publish']) {
      expect(keyword.States[name], name).toHaveProperty('Catch', toFailKeyword);
    }
  });

  it('lets the steps inside Extras fail the Parallel, which fails the keyword once', () => {
    const extras = keyword.States.Extras as Extract<State, { Type: 'Parallel' }>;
    const inside = extras.Branches.flatMap(tasksOf);

    expect(inside.map(([name]) => name).sort()).toEqual(['AdCopy', 'Images', 'Variants']);
    for (const [name, state] of inside) expect(state, name).not.toHaveProperty('Catch');
  });

  it("sends bookkeeping errors (recording a keyword's outcome, the next wave) to AbortRun, which fails the run", () => {
    for (const name of ['CompleteKeyword', 'FailKeyword'])
      expect(stateNamed(name), name).not.toHaveProperty('Catch');
    expect(definition.States.ProcessWave).toHaveProperty('Catch', toAbortRun);
    expect(definition.States.NextWave).toHaveProperty('Catch', toAbortRun);
    expect(definition.States.AbortRun).toMatchObject({ Next: 'RunFailed' });
    expect(definition.States.AbortRun).not.toHaveProperty('Catch');
    expect(definition.States.RunFailed).toMatchObject({ Type: 'Fail', Error: 'RunAborted' });
  });
});

describe('its shape', () => {
  it.each(graphsOf(definition).map((graph) => [graph.StartAt, graph] as const))(
    'the graph starting at %s goes only to its own states, and reaches every one',
    (_start, graph) => {
      const reached = new Set([graph.StartAt]);
      for (const name of reached) {
        const state = graph.States[name];
        expect(state, `${name} is a state of this graph`).toBeDefined();
        for (const target of targetsOf(state!)) reached.add(target);
      }

      expect([...reached].sort()).toEqual(Object.keys(graph.States).sort());
    },
  );

  it('uses only what aws-local-stepfunctions runs, so the same definition runs locally', () => {
    const text = JSON.stringify(definition);

    for (const unsupported of [
      'QueryLanguage',
      'JSONata',
      '{%',
      '"Assign"',
      'waitForTaskToken',
      'DISTRIBUTED',
    ]) {
      expect(text).not.toContain(unsupported);
    }
    expect(definition.States.ProcessWave).toMatchObject({
      ItemProcessor: { ProcessorConfig: { Mode: 'INLINE' } },
      MaxConcurrencyPath: '$.maxConcurrency',
    });
  });
});

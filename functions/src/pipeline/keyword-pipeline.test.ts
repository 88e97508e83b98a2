import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import definition from './keyword-pipeline.asl.json' with { type: 'json' };
import { EXECUTION_FAILED_HANDLER, PIPELINE_FUNCTIONS } from './pipeline-functions';

interface State {
  Type: string;
  Resource?: string;
  TimeoutSeconds?: number;
  Retry?: {
    ErrorEquals: string[];
    MaxAttempts?: number;
    IntervalSeconds?: number;
    BackoffRate?: number;
    MaxDelaySeconds?: number;
  }[];
  Catch?: unknown[];
  Branches?: { States: Record<string, State> }[];
  ItemProcessor?: { States: Record<string, State> };
}

const allStates = (states: Record<string, State>): [string, State][] =>
  Object.entries(states).flatMap(([name, state]) => [
    [name, state] as [string, State],
    ...(state.Branches ?? []).flatMap((branch) => allStates(branch.States)),
    ...(state.ItemProcessor ? allStates(state.ItemProcessor.States) : []),
  ]);

const tasks = allStates(definition.States as unknown as Record<string, State>).filter(
  ([, state]) => state.Type === 'Task',
);
const functionOf = (state: State) => /^\$\{(\w+)Arn\}$/.exec(state.Resource ?? '')?.[1];

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

  const entries = [...PIPELINE_FUNCTIONS, { id: 'ExecutionFailed', ...EXECUTION_FAILED_HANDLER }];

  it('names handler modules that exist', () => {
    for (const fn of entries) {
      expect(existsSync(resolve(fn.entry)), fn.entry).toBe(true);
    }
  });

  it.each(entries)('$id exports its handler without needing its environment to load', async (fn) => {
    const module = (await import(resolve(fn.entry))) as Record<string, unknown>;

    expect(typeof module[fn.handler]).toBe('function');
  });
});

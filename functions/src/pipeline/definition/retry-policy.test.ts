import { describe, expect, it } from 'vitest';
import { PromptTemplateError } from '../../domain/prompts/render-prompt';
import {
  ProviderAuthError,
  ProviderError,
  ProviderRateLimitError,
  ProviderTransientError,
} from '../../ports/provider-error';
import { StepInputError } from '../generation/generation-inputs';
import { TaskInputError } from '../task-input';
import type { Retrier } from './asl-types';
import { TASK_RETRY_POLICY } from './retry-policy';

/** The retrier Step Functions applies to an error: the first that names it, else the first with States.ALL. */
const retrierFor = (error: Error): Retrier | undefined =>
  TASK_RETRY_POLICY.find((retrier) => retrier.ErrorEquals.includes(error.name)) ??
  TASK_RETRY_POLICY.find((retrier) => retrier.ErrorEquals.includes('States.ALL'));

const details = { provider: 'openai', reason: 'stand-in' } as const;

/** The waits of a retrier without jitter: each retry waits the full interval, up to MaxDelaySeconds. */
const waitsOf = ({
  IntervalSeconds = 1,
  BackoffRate = 2,
  MaxAttempts,
  MaxDelaySeconds = Infinity,
}: Retrier) =>
  Array.from({ length: MaxAttempts }, (_, retry) =>
    Math.min(IntervalSeconds * BackoffRate ** retry, MaxDelaySeconds),
  );

describe('the retry policy of every task', () => {
  it.each([
    new ProviderAuthError(details),
    new ProviderError(details),
    new StepInputError('no active prompt'),
    new TaskInputError('unexpected task input'),
    new PromptTemplateError('unknown placeholder'),
  ])('never retries a $name, which another attempt cannot mend', (error) => {
    expect(retrierFor(error)?.MaxAttempts).toBe(0);
  });

  it('retries a transient upstream failure several times with full jitter', () => {
    expect(retrierFor(new ProviderTransientError(details))).toMatchObject({
      MaxAttempts: 5,
      JitterStrategy: 'FULL',
    });
  });

  it('waits out a rate limit’s backlog for most of an hour, without jitter shortening the waits', () => {
    const retrier = retrierFor(new ProviderRateLimitError(details))!;

    expect(retrier).not.toHaveProperty('JitterStrategy');
    // 300 images queued at the first tier's 5 a minute: an hour.
    expect(waitsOf(retrier).reduce((sum, wait) => sum + wait, 0)).toBeGreaterThanOrEqual(55 * 60);
    // Never more than 2 minutes between two tries: a turn that comes is taken soon after.
    expect(Math.max(...waitsOf(retrier))).toBeLessThanOrEqual(120);
  });

  it('retries an error it does not name, a few times', () => {
    const unknown = new Error('boom');
    unknown.name = 'SomethingUnforeseen';

    expect(retrierFor(unknown)).toMatchObject({ ErrorEquals: ['States.ALL'], MaxAttempts: 2 });
  });

  it('names each error in one retrier only, with States.ALL alone in the last, as Step Functions requires', () => {
    const names = TASK_RETRY_POLICY.flatMap((retrier) => retrier.ErrorEquals);

    expect(new Set(names).size).toBe(names.length);
    expect(TASK_RETRY_POLICY.at(-1)?.ErrorEquals).toEqual(['States.ALL']);
  });
});

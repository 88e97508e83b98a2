import { describe, expect, it } from 'vitest';
import { failureReason } from './failure-reason';
import { failedStepOf, KEYWORD_STEPS, stepFailureMessage } from './keyword-steps';

describe('failedStepOf', () => {
  it('names the step whose failure message the reason carries, behind Step Functions’ words too', () => {
    for (const step of Object.values(KEYWORD_STEPS)) {
      const thrown = stepFailureMessage(step, 'OpenAI refused the API key (401)');
      const cause = JSON.stringify({ errorType: 'ProviderAuthError', errorMessage: thrown });
      expect(failedStepOf(failureReason({ Error: 'ProviderAuthError', Cause: cause })), step.name).toBe(
        step.name,
      );
      expect(failedStepOf(failureReason({ Error: 'States.TaskFailed', Cause: cause })), step.name).toBe(
        step.name,
      );
    }
  });

  it('is unknown for a failure no step wrote: a timeout, a keyword deleted before any step', () => {
    expect(failedStepOf(failureReason({ Error: 'States.Timeout', Cause: null }))).toBe('unknown');
    expect(failedStepOf('The keyword was deleted')).toBe('unknown');
  });
});

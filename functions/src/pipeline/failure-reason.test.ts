import { describe, expect, it } from 'vitest';
import { failureReason } from './failure-reason';

describe('failureReason', () => {
  it('reads the message of a Lambda task failure from its JSON cause', () => {
    const cause = JSON.stringify({
      errorType: 'ProviderAuthError',
      errorMessage: 'Writing the article failed: OpenAI refused the API key (401 invalid_api_key)',
      trace: ['at ...'],
    });

    expect(failureReason({ Error: 'ProviderAuthError', Cause: cause })).toBe(
      'Writing the article failed: OpenAI refused the API key (401 invalid_api_key)',
    );
  });

  it('takes a plain cause as it is (the local runner gives the message itself)', () => {
    expect(failureReason({ Error: 'ProviderTransientError', Cause: 'Gemini answered 503' })).toBe(
      'Gemini answered 503',
    );
  });

  it("words Step Functions' own errors for an operator", () => {
    expect(failureReason({ Error: 'States.Timeout', Cause: null })).toBe(
      'A step took too long and was stopped',
    );
    expect(failureReason({ Error: 'Lambda.Unknown', Cause: '' })).toBe('Lambda.Unknown');
  });
});

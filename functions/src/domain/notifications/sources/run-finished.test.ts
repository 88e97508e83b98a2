import { describe, expect, it } from 'vitest';
import { failuresIn } from './run-finished';

describe('the failures of a run’s log', () => {
  it('are the cross-marked keyword lines, keywords with quotes of their own included', () => {
    expect(
      failuresIn([
        '↻ "hiking boots": processing started',
        '✗ "hiking boots": Writing the article failed: OpenAI refused the API key (401)',
        '✓ "tent": completed',
        '✗ "the "best" boots": Publishing to WordPress failed: WordPress refused the password',
        '✗ 3 keywords stopped: The processing workflow timed out',
      ]),
    ).toEqual([
      { keyword: '"hiking boots"', reason: 'Writing the article failed: OpenAI refused the API key (401)' },
      {
        keyword: '"the "best" boots"',
        reason: 'Publishing to WordPress failed: WordPress refused the password',
      },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { normalizeMasterKeyword, splitKeywordLines } from './master-keyword-text';

describe('normalizeMasterKeyword', () => {
  it('ignores case and extra spaces', () => {
    expect(normalizeMasterKeyword('  Running   SHOES ')).toBe(normalizeMasterKeyword('running shoes'));
  });
});

describe('splitKeywordLines', () => {
  it('trims the lines of the Master Keywords textarea and drops empty ones', () => {
    expect(splitKeywordLines(' red shoes \r\n\n  blue hats\n   ')).toEqual(['red shoes', 'blue hats']);
  });
});

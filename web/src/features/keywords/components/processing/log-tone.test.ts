import { describe, expect, it } from 'vitest';
import { logTone, processingTitle } from './log-tone';

describe('logTone', () => {
  it('reads the leading mark of a line', () => {
    expect(logTone('✓ running shoes: article written')).toBe('normal');
    expect(logTone('↻ running shoes: generating images')).toBe('active');
    expect(logTone('✗ running shoes: OpenAI refused the key')).toBe('failed');
    expect(logTone('  ✗ indented')).toBe('failed');
  });

  it('shows an unmarked line as normal', () => {
    expect(logTone('Run started')).toBe('normal');
    expect(logTone('')).toBe('normal');
  });
});

describe('processingTitle', () => {
  it('goes Initializing, Processing Keywords, Processing Complete', () => {
    expect(processingTitle(undefined)).toBe('Initializing');
    expect(processingTitle({ isComplete: false })).toBe('Processing Keywords');
    expect(processingTitle({ isComplete: true })).toBe('Processing Complete');
  });
});

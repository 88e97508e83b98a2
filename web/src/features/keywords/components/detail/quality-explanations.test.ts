import { describe, expect, it } from 'vitest';
import { figureText, thresholdText } from './quality-explanations';

describe('quality figures as shown', () => {
  it('shows similarity as a percentage, presence as Yes or No, counts as they are', () => {
    expect(figureText({ check: 'nearDuplicate', figure: 0.83 })).toBe('83%');
    expect(figureText({ check: 'keywordInTitle', figure: 0 })).toBe('No');
    expect(figureText({ check: 'keywordInFirstParagraph', figure: 1 })).toBe('Yes');
    expect(figureText({ check: 'wordCount', figure: 412 })).toBe('412');
  });

  it('shows a similarity limit as a percentage and other thresholds as stored', () => {
    expect(thresholdText({ check: 'nearDuplicate', threshold: '< 0.6' })).toBe('below 60%');
    expect(thresholdText({ check: 'wordCount', threshold: '300–5000' })).toBe('300–5000');
  });
});

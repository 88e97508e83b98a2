import { describe, expect, it } from 'vitest';
import { readSuggestions } from './suggestion-text';

describe('readSuggestions', () => {
  it('reads the seeded prompt’s JSON object, fenced or with prose around it', () => {
    const answer = 'Sure!\n```json\n{"relatedKeywords": ["trail shoes", "hiking socks"]}\n```';

    expect(readSuggestions(answer)).toEqual(['trail shoes', 'hiking socks']);
  });

  it('takes the first list of strings under any key, and a bare list, leaving other values out', () => {
    expect(readSuggestions('{"note": "x", "keywords": ["a b c", 3, "d e f"]}')).toEqual(['a b c', 'd e f']);
    expect(readSuggestions('["camping stove", "tent pegs"]')).toEqual(['camping stove', 'tent pegs']);
  });

  it('reads one keyword per line, without list marks, numbering, quotes or a heading', () => {
    const answer = [
      'Here are 5 related keywords:',
      '1. camping stove',
      '2) "tent pegs",',
      '- sleeping bag liner',
      '* hiking socks.',
      '• trail mix recipes',
      '',
    ].join('\n');

    expect(readSuggestions(answer)).toEqual([
      'camping stove',
      'tent pegs',
      'sleeping bag liner',
      'hiking socks',
      'trail mix recipes',
    ]);
  });

  it('finds nothing in JSON without a list of strings, nor in an empty answer', () => {
    expect(readSuggestions('{"relatedKeywords": "none"}')).toEqual([]);
    expect(readSuggestions('{"relatedKeywords": [], "other": [1, 2]}')).toEqual([]);
    expect(readSuggestions('  \n\n')).toEqual([]);
  });
});

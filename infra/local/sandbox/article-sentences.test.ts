import { describe, expect, it } from 'vitest';
import { sentences, wordSetOf } from './article-sentences';

const prose = (keyword: string) =>
  Array.from({ length: 9 }, (_, slot) => sentences(keyword, 'K', slot, 3)).join(' ');

describe('the sandbox article prose', () => {
  it('writes the same sentences for the same words in another order', () => {
    expect(wordSetOf('Hiking boots BEST')).toBe('best boots hiking');
    expect(prose('best hiking boots')).toBe(prose('hiking boots best'));
  });

  it('writes other sentences for another keyword', () => {
    const a = prose('hiking boots').split('. ');
    const b = new Set(prose('camping stove').split('. '));
    expect(a.filter((sentence) => b.has(sentence)).length).toBeLessThan(3);
  });
});

import { describe, expect, it } from 'vitest';
import { collisionsWithin, wordSetKey } from './keyword-collisions';

describe('keyword collisions', () => {
  it('keys a keyword by its words, any order, case or punctuation', () => {
    expect(wordSetKey('Hiking boots, BEST')).toBe('best boots hiking');
    expect(wordSetKey('best hiking boots boots')).toBe('best boots hiking');
    expect(wordSetKey('best hiking boot')).not.toBe(wordSetKey('best hiking boots'));
  });

  it('finds each later line with the same words as an earlier one', () => {
    expect(
      collisionsWithin([
        'best hiking boots',
        'camping stove',
        'hiking boots best',
        'Stove camping',
        'best hiking boots',
      ]),
    ).toEqual([
      { keyword: 'hiking boots best', sameAs: 'best hiking boots' },
      { keyword: 'Stove camping', sameAs: 'camping stove' },
      { keyword: 'best hiking boots', sameAs: 'best hiking boots' },
    ]);
    expect(collisionsWithin(['a b', 'b c', '...'])).toEqual([]);
  });
});

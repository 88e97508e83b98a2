import { describe, expect, it } from 'vitest';
import { SEARCH_PREFIX_MAX, searchPrefixes, searchTerms, searchWords } from './keyword-search-words';

describe('searchWords', () => {
  it('lower-cases, drops accents and splits on anything but letters and digits', () => {
    expect(searchWords("Café Crème: Women's Shoes, 2025!")).toEqual([
      'cafe',
      'creme',
      'women',
      's',
      'shoes',
      '2025',
    ]);
  });
});

describe('searchPrefixes', () => {
  it('gives every leading part of every word once', () => {
    expect(searchPrefixes(['Red Rug', 'red'])).toEqual(['r', 're', 'red', 'ru', 'rug']);
  });

  it('stops at 24 characters', () => {
    const long = 'a'.repeat(30);
    expect(searchPrefixes([long]).at(-1)).toBe('a'.repeat(SEARCH_PREFIX_MAX));
  });
});

describe('searchTerms', () => {
  it('gives the distinct words of a search, truncated like the index', () => {
    expect(searchTerms('  Shoes  shoes RED ')).toEqual(['shoes', 'red']);
    expect(searchTerms('b'.repeat(30))).toEqual(['b'.repeat(SEARCH_PREFIX_MAX)]);
    expect(searchTerms(' , ')).toEqual([]);
  });
});

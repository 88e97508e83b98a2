import { describe, expect, it } from 'vitest';
import {
  normalizeMasterKeyword,
  SEARCH_PREFIX_MAX,
  searchPrefixes,
  searchTerms,
  searchWords,
  splitKeywordLines,
  splitTags,
  uniqueTags,
} from './keywords-search';

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

describe('normalizeMasterKeyword', () => {
  it('ignores case and extra spaces', () => {
    expect(normalizeMasterKeyword('  Running   SHOES ')).toBe(normalizeMasterKeyword('running shoes'));
  });
});

describe('splitTags and splitKeywordLines', () => {
  it('trims comma-separated tags, dropping empty and repeated ones', () => {
    expect(splitTags(' sport, Outdoor ,, sport ,outdoor')).toEqual(['sport', 'Outdoor']);
    expect(splitTags(undefined)).toEqual([]);
    expect(uniqueTags([' a', 'A ', 'b, c'])).toEqual(['a', 'b, c']);
  });

  it('trims the lines of the Master Keywords textarea and drops empty ones', () => {
    expect(splitKeywordLines(' red shoes \r\n\n  blue hats\n   ')).toEqual(['red shoes', 'blue hats']);
  });
});

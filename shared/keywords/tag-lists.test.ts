import { describe, expect, it } from 'vitest';
import { splitTags, uniqueTags } from './tag-lists';

describe('splitTags', () => {
  it('trims comma-separated tags, dropping empty and repeated ones', () => {
    expect(splitTags(' sport, Outdoor ,, sport ,outdoor')).toEqual(['sport', 'Outdoor']);
    expect(splitTags(undefined)).toEqual([]);
    expect(uniqueTags([' a', 'A ', 'b, c'])).toEqual(['a', 'b, c']);
  });
});

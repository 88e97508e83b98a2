import { describe, expect, it } from 'vitest';
import { addKeywordFormSchema, toCreateKeywordPayload } from './add-keyword-form';

describe('simple add keyword form', () => {
  it('needs a primary keyword that is not blank', () => {
    const result = addKeywordFormSchema.safeParse({ primaryTag: '   ', secondaryTags: '' });
    expect(result.success).toBe(false);
  });

  it('trims the keyword and splits the tags on commas, dropping empties', () => {
    const values = addKeywordFormSchema.parse({
      primaryTag: ' trail shoes ',
      secondaryTags: 'grip, , light ,',
    });
    expect(toCreateKeywordPayload(values)).toEqual({
      primaryTag: 'trail shoes',
      secondaryTags: ['grip', 'light'],
    });
  });
});

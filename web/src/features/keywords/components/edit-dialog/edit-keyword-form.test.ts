import { describe, expect, it } from 'vitest';
import { buildKeywordSummary } from '#tests/support/web/keyword-builders';
import { editKeywordDefaults, editKeywordFormSchema, toUpdateKeywordPayload } from './edit-keyword-form';

describe('edit keyword form', () => {
  it('starts from the keyword, tags comma-separated', () => {
    const keyword = buildKeywordSummary({
      title: 'T',
      tags: { Transactional: ['a', 'b'] },
      adTitle: 'AT',
      adDescription: 'AD',
    });
    expect(editKeywordDefaults(keyword)).toEqual({
      title: 'T',
      transactionalTags: 'a, b',
      navigationalTags: '',
      adTitle: 'AT',
      adDescription: 'AD',
    });
  });

  it('sends trimmed values with the tags split on commas', () => {
    const values = editKeywordFormSchema.parse({
      title: '  New title ',
      transactionalTags: 'buy shoes, , cheap shoes ,',
      navigationalTags: 'nike',
      adTitle: 'Ad',
      adDescription: 'Desc',
    });
    expect(toUpdateKeywordPayload(values)).toEqual({
      title: 'New title',
      tags: { Transactional: ['buy shoes', 'cheap shoes'], Navigational: ['nike'] },
      adTitle: 'Ad',
      adDescription: 'Desc',
    });
  });

  it('keeps the API limits, with zod 3 wording', () => {
    const result = editKeywordFormSchema.safeParse({
      title: 'x'.repeat(301),
      transactionalTags: '',
      navigationalTags: '',
      adTitle: '',
      adDescription: '',
    });
    expect(result.error?.issues[0]?.message).toBe('String must contain at most 300 character(s)');
  });
});

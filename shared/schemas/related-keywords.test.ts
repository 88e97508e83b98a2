import { describe, expect, it } from 'vitest';
import { relatedKeywordsFormSchema, relatedKeywordsRequestSchema } from './related-keywords';

const messagesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('relatedKeywordsRequestSchema', () => {
  it('takes 1 to 50 suggestions, with or without a range', () => {
    expect(relatedKeywordsRequestSchema.parse({ count: 1 })).toEqual({ count: 1 });
    const range = { since: '2026-06-01', until: '2026-06-10' };
    expect(relatedKeywordsRequestSchema.parse({ count: 50, range })).toEqual({ count: 50, range });
  });

  it.each([0, 51, 2.5, -1])('refuses %s suggestions in words', (count) => {
    expect(messagesOf(relatedKeywordsRequestSchema.safeParse({ count }))).toEqual([
      'count: Ask for 1 to 50 related keywords',
    ]);
  });

  it('refuses a missing count and a range the insights would refuse', () => {
    expect(messagesOf(relatedKeywordsRequestSchema.safeParse({}))).toEqual(['count: Required']);
    const backwards = { since: '2026-06-10', until: '2026-06-01' };
    expect(messagesOf(relatedKeywordsRequestSchema.safeParse({ count: 5, range: backwards }))).toEqual([
      'range.since: The start date must not be after the end date',
    ]);
  });

  it('reads the dialog’s field as typed', () => {
    expect(relatedKeywordsFormSchema.parse({ count: '12' })).toEqual({ count: 12 });
    for (const count of ['', '0', '51', 'ten'])
      expect(messagesOf(relatedKeywordsFormSchema.safeParse({ count }))).toEqual([
        'count: Ask for 1 to 50 related keywords',
      ]);
  });
});

import { describe, expect, it } from 'vitest';
import { addKeywordsFormSchema, addKeywordsRequestSchema } from './keyword-input';
import { keywordListQuerySchema } from './keyword-list';

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

const form = {
  keywords: 'red shoes\nblue hats',
  manualTags: '',
  transactionalTagsCount: '4',
  navigationalTagsCount: '3',
  generateVariants: true,
  publishToWordPress: true,
  generateAds: true,
};

describe('addKeywordsFormSchema (the Add New Keywords dialog)', () => {
  it('accepts the defaults, turning the typed counts into numbers', () => {
    expect(addKeywordsFormSchema.parse(form)).toMatchObject({
      transactionalTagsCount: 4,
      navigationalTagsCount: 3,
    });
  });

  it("shows the contract's messages", () => {
    const result = addKeywordsFormSchema.safeParse({
      ...form,
      keywords: ' a ',
      transactionalTagsCount: '0',
      navigationalTagsCount: '',
    });

    expect(messages(result)).toEqual([
      'keywords: Please enter at least one keyword',
      'transactionalTagsCount: Number must be greater than or equal to 1',
      'navigationalTagsCount: Number must be greater than or equal to 1',
    ]);
  });
});

describe('addKeywordsRequestSchema (the server)', () => {
  it('refuses more than 50 keywords with a clear message', () => {
    const result = addKeywordsRequestSchema.safeParse({
      ...form,
      keywords: Array.from({ length: 51 }, (_, n) => `keyword ${n}`),
      transactionalTagsCount: 4,
      navigationalTagsCount: 3,
    });

    expect(messages(result)).toEqual(['keywords: At most 50 keywords can be added in one batch']);
  });
});

describe('keywordListQuerySchema', () => {
  it('defaults to page 1 of every status and reads the Filters panel', () => {
    expect(keywordListQuerySchema.parse({})).toEqual({ page: 1, status: 'all' });
    expect(
      keywordListQuerySchema.parse({
        page: '3',
        status: 'Completed',
        createdFrom: '2024-02-29',
        publishedOnly: 'false',
      }),
    ).toEqual({ page: 3, status: 'completed', createdFrom: '2024-02-29', publishedOnly: false });
  });

  it('refuses days that do not exist', () => {
    expect(messages(keywordListQuerySchema.safeParse({ createdTo: '2025-02-30' }))).toEqual([
      'createdTo: Expected a date as yyyy-MM-dd',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { DEFAULT_KEYWORD_OPTIONS } from '#shared/schemas/keywords';
import { processingSummary, relatedBatch } from './related-batch';

describe('relatedBatch', () => {
  it('adds the chosen keywords to the source’s site, processed as the source was', () => {
    const source = { options: { ...DEFAULT_KEYWORD_OPTIONS, variantsCount: 2 }, siteId: 'blog' };

    const batch = relatedBatch(source, ['trail socks', 'boot laces'], true);

    expect(batch).toEqual({
      keywords: ['trail socks', 'boot laces'],
      transactionalTagsCount: 4,
      navigationalTagsCount: 3,
      generateVariants: true,
      publishToWordPress: true,
      generateAds: true,
      variantsCount: 2,
      siteId: 'blog',
    });
    expect(processingSummary(batch)).toBe(
      '4 transactional and 3 navigational tags, 2 variants each, ad materials, published to WordPress',
    );
  });

  it('publishes nothing for a role that may not, and writes for the primary site a keyword from before sites', () => {
    const source = { options: { ...DEFAULT_KEYWORD_OPTIONS, generateVariants: false, generateAds: false } };

    const batch = relatedBatch(source, ['trail socks'], false);

    expect(batch).toMatchObject({ publishToWordPress: false, siteId: 'primary' });
    expect(batch).not.toHaveProperty('variantsCount');
    expect(processingSummary(batch)).toBe(
      '4 transactional and 3 navigational tags, no variants, no ad materials, not published',
    );
  });
});

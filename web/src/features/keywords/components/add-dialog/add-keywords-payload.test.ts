import { describe, expect, it } from 'vitest';
import { addKeywordsFormSchema } from '#shared/schemas/keyword-input';
import { addKeywordsDefaults, toAddKeywordsPayload } from './add-keywords-payload';

describe('addKeywordsDefaults', () => {
  it('uses 4 and 3 with every box checked when nothing is saved', () => {
    expect(addKeywordsDefaults(undefined)).toMatchObject({
      transactionalTagsCount: 4,
      navigationalTagsCount: 3,
      generateVariants: true,
      publishToWordPress: true,
      generateAds: true,
    });
  });

  it('uses the saved preferences when present', () => {
    expect(
      addKeywordsDefaults({ transactionalTagsCount: 7, navigationalTagsCount: 2, variantsCount: 3 }),
    ).toMatchObject({ transactionalTagsCount: 7, navigationalTagsCount: 2 });
  });

  it('takes the Variants Count preference as the variants per keyword', () => {
    expect(
      addKeywordsDefaults({ transactionalTagsCount: 4, navigationalTagsCount: 3, variantsCount: 5 }),
    ).toMatchObject({ generateVariants: true, variantsCount: 5 });
  });

  it('leaves variants unchecked for a Variants Count of 0, with the contract 3 should they be checked', () => {
    expect(
      addKeywordsDefaults({ transactionalTagsCount: 4, navigationalTagsCount: 3, variantsCount: 0 }),
    ).toMatchObject({ generateVariants: false, variantsCount: 3 });
  });

  it('names no variants count without preferences: the server then uses the contract 3', () => {
    expect(addKeywordsDefaults(undefined)).not.toHaveProperty('variantsCount');
  });
});

describe('toAddKeywordsPayload', () => {
  it('sends one trimmed keyword per non-empty line and the counts as numbers', () => {
    const values = addKeywordsFormSchema.parse({
      ...addKeywordsDefaults(undefined),
      keywords: '  running shoes \n\n\r\ntrail shoes\n   \n',
      manualTags: ' summer, sale ',
      transactionalTagsCount: '5',
      generateAds: false,
    });
    expect(toAddKeywordsPayload(values)).toEqual({
      keywords: ['running shoes', 'trail shoes'],
      manualTags: 'summer, sale',
      transactionalTagsCount: 5,
      navigationalTagsCount: 3,
      generateVariants: true,
      publishToWordPress: true,
      generateAds: false,
    });
  });

  it("sends the preference's variants count", () => {
    const preferences = { transactionalTagsCount: 4, navigationalTagsCount: 3, variantsCount: 2 };
    const values = addKeywordsFormSchema.parse({ ...addKeywordsDefaults(preferences), keywords: 'hats' });
    expect(toAddKeywordsPayload(values)).toMatchObject({ generateVariants: true, variantsCount: 2 });
  });

  it('leaves empty manual tags out', () => {
    const values = addKeywordsFormSchema.parse({ ...addKeywordsDefaults(undefined), keywords: 'hats' });
    expect(toAddKeywordsPayload(values)).not.toHaveProperty('manualTags');
  });
});

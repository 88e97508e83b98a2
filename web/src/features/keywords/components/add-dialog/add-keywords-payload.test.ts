import { describe, expect, it } from 'vitest';
import { addKeywordsFormSchema } from '#shared/schemas/keywords';
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

  it('leaves empty manual tags out', () => {
    const values = addKeywordsFormSchema.parse({ ...addKeywordsDefaults(undefined), keywords: 'hats' });
    expect(toAddKeywordsPayload(values)).not.toHaveProperty('manualTags');
  });
});

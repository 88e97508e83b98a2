import { describe, expect, it } from 'vitest';
import { preferencesFormSchema } from './preferences-form-schema';

const messages = (input: Record<string, unknown>) =>
  preferencesFormSchema
    .safeParse(input)
    .error?.issues.map((issue) => `${String(issue.path[0])}: ${issue.message}`);

describe('preferencesFormSchema', () => {
  it('reads the typed counts as numbers', () => {
    const input = { transactionalTagsCount: '4', navigationalTagsCount: '3', variantsCount: '0' };
    expect(preferencesFormSchema.parse(input)).toEqual({
      transactionalTagsCount: 4,
      navigationalTagsCount: 3,
      variantsCount: 0,
    });
  });

  it('words the bounds and an empty input as the contract does', () => {
    expect(messages({ transactionalTagsCount: '0', navigationalTagsCount: '11', variantsCount: '' })).toEqual(
      [
        'transactionalTagsCount: Number must be greater than or equal to 1',
        'navigationalTagsCount: Number must be less than or equal to 10',
        'variantsCount: Required',
      ],
    );
    expect(messages({ transactionalTagsCount: 4, navigationalTagsCount: 3, variantsCount: '6' })).toEqual([
      'variantsCount: Number must be less than or equal to 5',
    ]);
  });
});

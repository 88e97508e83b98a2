import { describe, expect, it } from 'vitest';
import { profileFormSchema, toFormValues } from './profile-form-schema';

describe('the profile dialog schema', () => {
  it('reads the text inputs as numbers, empty bid and No default as null', () => {
    const values = {
      ...toFormValues(),
      name: 'Evergreen',
      defaultBidStrategy: 'BID_CAP',
      defaultBidAmount: '1.25',
    };
    expect(profileFormSchema.parse(values)).toMatchObject({
      defaultDailyBudget: 10,
      defaultBidAmount: 1.25,
      defaultAgeMin: 18,
      defaultPageId: null,
      defaultObjective: 'TRAFFIC',
    });
    expect(profileFormSchema.parse({ ...values, defaultBidAmount: '' }).defaultBidAmount).toBeNull();
  });

  it('shows the contract messages for an empty form', () => {
    const result = profileFormSchema.safeParse({
      ...toFormValues(),
      defaultDailyBudget: '',
      defaultCountries: [],
    });
    expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual([
      'Name must be at least 3 characters',
      'Required',
      'Select at least one country',
    ]);
  });
});

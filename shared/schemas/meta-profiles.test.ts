import { describe, expect, it } from 'vitest';
import { profileInputSchema } from './meta-profiles';

const valid = {
  name: 'US traffic',
  defaultObjective: 'TRAFFIC',
  defaultDailyBudget: 10,
  defaultBidStrategy: 'AUTO',
  defaultCountries: ['US'],
  defaultDeviceTypes: ['ALL'],
};

const messages = (input: unknown) => {
  const result = profileInputSchema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('the profile form schema', () => {
  it('fills the contract defaults: age 18 to 65, everyone, Learn More, empty means null', () => {
    const profile = profileInputSchema.parse({ ...valid, defaultUtmSource: '  ', defaultPageId: '' });
    expect(profile).toMatchObject({
      defaultAgeMin: 18,
      defaultAgeMax: 65,
      defaultOsTypes: ['ALL'],
      defaultGenders: ['ALL'],
      defaultCallToAction: 'LEARN_MORE',
      defaultUtmSource: null,
      defaultPageId: null,
      defaultBidAmount: null,
    });
  });

  it('words its refusals as the contract does', () => {
    expect(messages({ ...valid, name: 'ab' })).toEqual(['name: Name must be at least 3 characters']);
    expect(messages({ ...valid, defaultObjective: 'CONVERSIONS' })).toEqual([
      'defaultConversionEvent: Required when using Conversions objective',
    ]);
    expect(messages({ ...valid, defaultCountries: [], defaultDeviceTypes: [] })).toEqual([
      'defaultCountries: Select at least one country',
      'defaultDeviceTypes: Select at least one device type',
    ]);
    expect(messages({ ...valid, defaultDailyBudget: 0.5 })).toEqual([
      'defaultDailyBudget: Number must be greater than or equal to 1',
    ]);
    expect(messages({ ...valid, defaultAgeMin: 12, defaultAgeMax: 66 })).toEqual([
      'defaultAgeMin: Number must be greater than or equal to 13',
      'defaultAgeMax: Number must be less than or equal to 65',
    ]);
    expect(messages({ ...valid, defaultBidStrategy: 'BID_CAP', defaultBidAmount: 0 })).toEqual([
      'defaultBidAmount: Number must be greater than or equal to 0.01',
    ]);
  });

  it('refuses the options Meta no longer accepts, saying why', () => {
    expect(messages({ ...valid, defaultCallToAction: 'TRY_IT' })).toEqual([
      'defaultCallToAction: TRY_IT is not available: Meta has no Try It call to action',
    ]);
    expect(messages({ ...valid, defaultOsTypes: ['WINDOWS'] })[0]).toMatch(
      /^defaultOsTypes.0: WINDOWS is not available/,
    );
    expect(
      messages({ ...valid, defaultObjective: 'CONVERSIONS', defaultConversionEvent: 'PAGE_VIEW' })[0],
    ).toMatch(/PAGE_VIEW is not available/);
  });

  it('drops what does not apply: the event outside Conversions, the bid amount under AUTO, specifics beside ALL', () => {
    const profile = profileInputSchema.parse({
      ...valid,
      defaultConversionEvent: 'PURCHASE',
      defaultBidAmount: 2,
      defaultDeviceTypes: ['ALL', 'MOBILE'],
    });
    expect([profile.defaultConversionEvent, profile.defaultBidAmount, profile.defaultDeviceTypes]).toEqual([
      null,
      null,
      ['ALL'],
    ]);
    const capped = profileInputSchema.parse({
      ...valid,
      defaultBidStrategy: 'COST_CAP',
      defaultBidAmount: 1.25,
    });
    expect(capped.defaultBidAmount).toBe(1.25);
  });

  it('accepts only optimization goals Meta pairs with the objective', () => {
    expect(messages({ ...valid, defaultOptimizationGoal: 'LANDING_PAGE_VIEWS' })).toEqual([]);
    expect(messages({ ...valid, defaultOptimizationGoal: 'OFFSITE_CONVERSIONS' })).toEqual([
      'defaultOptimizationGoal: Meta does not accept OFFSITE_CONVERSIONS for OUTCOME_TRAFFIC without a pixel',
    ]);
  });
});

describe('the profile age range', () => {
  it('refuses a minimum above the maximum', () => {
    expect(messages({ ...valid, defaultAgeMin: 40, defaultAgeMax: 30 })).toEqual([
      'defaultAgeMax: Minimum age must not be above the maximum age',
    ]);
  });
});

describe('the profile optimization goal', () => {
  it('reads an empty goal as none', () => {
    expect(
      profileInputSchema.parse({ ...valid, defaultOptimizationGoal: '' }).defaultOptimizationGoal,
    ).toBeNull();
  });
});

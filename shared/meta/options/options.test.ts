import { describe, expect, it } from 'vitest';
import { AGE_CHOICES } from '../form-limits';
import { DEVICE_TYPES, DUPLICATE_DEVICE_TYPES, GENDERS, OS_TYPES, toMetaList } from './audience';
import { CAMPAIGN_BID_STRATEGIES, needsBidAmount, toMetaBidStrategy } from './bid-strategies';
import { CAMPAIGN_CALLS_TO_ACTION, PROFILE_CALLS_TO_ACTION } from './calls-to-action';
import { CONVERSION_EVENTS } from './conversion-events';
import { needsDsaFields, PROFILE_COUNTRIES, profileCountriesToCampaign } from './countries';
import { toMeta, unavailableMessage } from './meta-option';
import { CAMPAIGN_OBJECTIVES, PROFILE_OBJECTIVES, profileObjectiveToCampaign } from './objectives';
import { defaultOptimizationGoal, isOptimizationGoalAllowed } from './optimization-goals';

describe('Meta option table', () => {
  it('maps legacy objectives to their outcome-driven successors', () => {
    expect(toMeta(CAMPAIGN_OBJECTIVES, 'AWARENESS')).toBe('OUTCOME_AWARENESS');
    expect(toMeta(CAMPAIGN_OBJECTIVES, 'OUTCOME_SALES')).toBe('OUTCOME_SALES');
    expect(toMeta(PROFILE_OBJECTIVES, 'CONVERSIONS')).toBe('OUTCOME_SALES');
    expect(toMeta(PROFILE_OBJECTIVES, 'LEAD_GENERATION')).toBe('OUTCOME_LEADS');
    expect(toMeta(PROFILE_OBJECTIVES, 'APP_INSTALLS')).toBe('OUTCOME_APP_PROMOTION');
    expect(profileObjectiveToCampaign('TRAFFIC')).toBe('OUTCOME_TRAFFIC');
    expect(profileObjectiveToCampaign('AWARENESS')).toBe('AWARENESS');
    expect(profileObjectiveToCampaign('ENGAGEMENT')).toBeUndefined();
  });

  it('sends every bid strategy name as one Meta accepts, and knows which need an amount', () => {
    expect(toMetaBidStrategy('AUTO')).toBe('LOWEST_COST_WITHOUT_CAP');
    expect(toMetaBidStrategy('LOWEST_COST')).toBe('LOWEST_COST_WITHOUT_CAP');
    expect(toMetaBidStrategy('BID_CAP')).toBe('LOWEST_COST_WITH_BID_CAP');
    expect(toMetaBidStrategy('NOPE')).toBeUndefined();
    expect(CAMPAIGN_BID_STRATEGIES.map((entry) => entry.label)).toEqual([
      'LOWEST_COST',
      'COST_CAP',
      'BID_CAP',
    ]);
    expect([
      needsBidAmount('AUTO'),
      needsBidAmount('COST_CAP'),
      needsBidAmount('LOWEST_COST_WITH_BID_CAP'),
    ]).toEqual([false, true, true]);
  });

  it('keeps the options Meta refuses listed but unavailable, with a reason, and refuses to map them', () => {
    const tryIt = PROFILE_CALLS_TO_ACTION.find((entry) => entry.value === 'TRY_IT');
    expect(tryIt?.unavailable).toBeTruthy();
    expect(() => toMeta(PROFILE_CALLS_TO_ACTION, 'TRY_IT')).toThrow(/TRY_IT is not available/);
    const pageView = CONVERSION_EVENTS.find((entry) => entry.value === 'PAGE_VIEW');
    expect(pageView && unavailableMessage(pageView)).toMatch(/^PAGE_VIEW is not available: /);
    expect(toMeta(CONVERSION_EVENTS, 'VIEW_CONTENT')).toBe('CONTENT_VIEW');
    expect(OS_TYPES.filter((entry) => entry.unavailable).map((entry) => entry.value)).toEqual([
      'WINDOWS',
      'MACOS',
    ]);
    expect(DUPLICATE_DEVICE_TYPES.filter((entry) => entry.unavailable).map((entry) => entry.value)).toEqual([
      'tablet',
    ]);
    expect(() => toMeta(PROFILE_COUNTRIES, 'XX')).toThrow(/Unknown option/);
  });

  it('labels BOOK_TRAVEL "Book Now" and keeps the contract order of the lists', () => {
    expect(CAMPAIGN_CALLS_TO_ACTION.find((entry) => entry.value === 'BOOK_TRAVEL')?.label).toBe('Book Now');
    expect(PROFILE_COUNTRIES.map((entry) => entry.value).join(' ')).toBe(
      'US CA UK AU DE FR ES IT BR MX JP IN',
    );
    expect(AGE_CHOICES).toHaveLength(53);
  });

  it('sends UK as GB, and knows which countries need the EU DSA fields', () => {
    expect(toMeta(PROFILE_COUNTRIES, 'UK')).toBe('GB');
    expect(profileCountriesToCampaign(['UK', 'US', 'DE'])).toEqual(['GB', 'US']);
    expect(needsDsaFields(['US', 'GB'])).toBe(false);
    expect(needsDsaFields(['US', 'FR'])).toBe(true);
  });

  it('omits ALL from targeting and maps the specific choices', () => {
    expect(toMetaList(DEVICE_TYPES, ['ALL'])).toBeUndefined();
    expect(toMetaList(DEVICE_TYPES, ['MOBILE', 'DESKTOP'])).toEqual(['mobile', 'desktop']);
    expect(toMetaList(OS_TYPES, ['IOS'])).toEqual(['iOS']);
    expect(toMetaList(GENDERS, ['ALL'])).toBeUndefined();
    expect(toMetaList(GENDERS, ['FEMALE'])).toEqual([2]);
    expect(toMetaList(GENDERS, ['MALE', 'FEMALE'])).toEqual([1, 2]);
  });

  it('picks an optimization goal Meta accepts for the objective', () => {
    expect(defaultOptimizationGoal('OUTCOME_SALES', true)).toBe('OFFSITE_CONVERSIONS');
    expect(defaultOptimizationGoal('OUTCOME_SALES', false)).toBe('LINK_CLICKS');
    expect(defaultOptimizationGoal('OUTCOME_AWARENESS', false)).toBe('REACH');
    expect(isOptimizationGoalAllowed('OUTCOME_SALES', 'LANDING_PAGE_VIEWS', true)).toBe(false);
    expect(isOptimizationGoalAllowed('OUTCOME_TRAFFIC', 'LANDING_PAGE_VIEWS', false)).toBe(true);
    expect(isOptimizationGoalAllowed('OUTCOME_LEADS', 'OFFSITE_CONVERSIONS', false)).toBe(false);
  });
});

import type { DeviceType, Gender, OsType } from './options/audience';
import type { CampaignBidStrategy, ProfileBidStrategy } from './options/bid-strategies';
import type { CampaignCallToAction, ProfileCallToAction } from './options/calls-to-action';
import type { CampaignCountry, ProfileCountry } from './options/countries';
import type { CampaignObjective, ProfileObjective } from './options/objectives';

export const DEFAULT_AGE_MIN = 18;
export const DEFAULT_AGE_MAX = 65;

/** The campaign form's defaults (docs/contract.md#campaign-form-defaults). */
export const CAMPAIGN_FORM_DEFAULTS = {
  campaignObjective: 'OUTCOME_SALES',
  dailyBudget: 10,
  useCBO: false,
  bidStrategy: 'AUTO',
  countries: ['US'],
  deviceTypes: ['ALL'],
  osTypes: ['ALL'],
  genders: ['ALL'],
  callToAction: 'LEARN_MORE',
  ageMin: DEFAULT_AGE_MIN,
  ageMax: DEFAULT_AGE_MAX,
} as const satisfies {
  campaignObjective: CampaignObjective;
  bidStrategy: CampaignBidStrategy;
  countries: readonly CampaignCountry[];
  deviceTypes: readonly DeviceType[];
  osTypes: readonly OsType[];
  genders: readonly Gender[];
  callToAction: CampaignCallToAction;
} & Record<string, unknown>;

/**
 * The profile defaults (docs/contract.md#profile-defaults): a new profile's form starts with them, and the
 * campaign creator applies the UTM ones where the chosen profile has none.
 */
export const PROFILE_DEFAULTS = {
  defaultObjective: 'TRAFFIC',
  defaultDailyBudget: 10,
  defaultBidStrategy: 'AUTO',
  defaultCountries: ['US'],
  defaultAgeMin: DEFAULT_AGE_MIN,
  defaultAgeMax: DEFAULT_AGE_MAX,
  defaultCallToAction: 'LEARN_MORE',
  defaultUtmSource: 'facebook',
  defaultUtmMedium: 'paid',
  defaultUtmCampaign: 'fb_campaign',
} as const satisfies {
  defaultObjective: ProfileObjective;
  defaultBidStrategy: ProfileBidStrategy;
  defaultCountries: readonly ProfileCountry[];
  defaultCallToAction: ProfileCallToAction;
} & Record<string, unknown>;

/** The placeholders of the profile form's money inputs (docs/contract.md#profile-defaults). */
export const PROFILE_BUDGET_PLACEHOLDER = '10';
export const PROFILE_BID_PLACEHOLDER = '1.00';

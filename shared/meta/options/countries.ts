import { findOption, option } from './meta-option';

/**
 * Countries Meta only serves ads to with the EU Digital Services Act fields `dsa_beneficiary` and
 * `dsa_payor` on the ad set (docs/upstream/meta-marketing-api.md). Of the forms' lists: Germany, France,
 * Spain, Italy.
 */
export const EU_COUNTRIES: ReadonlySet<string> = new Set([
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
]);

/** Whether targeting these Meta country codes needs the DSA beneficiary and payor. */
export const needsDsaFields = (metaCountries: readonly string[]) =>
  metaCountries.some((country) => EU_COUNTRIES.has(country));

/** The profile form's countries; Meta takes ISO codes, so the form's UK is GB there. */
export const PROFILE_COUNTRIES = [
  option('US', 'United States', 'US'),
  option('CA', 'Canada', 'CA'),
  option('UK', 'United Kingdom', 'GB'),
  option('AU', 'Australia', 'AU'),
  option('DE', 'Germany', 'DE'),
  option('FR', 'France', 'FR'),
  option('ES', 'Spain', 'ES'),
  option('IT', 'Italy', 'IT'),
  option('BR', 'Brazil', 'BR'),
  option('MX', 'Mexico', 'MX'),
  option('JP', 'Japan', 'JP'),
  option('IN', 'India', 'IN'),
] as const;
export type ProfileCountry = (typeof PROFILE_COUNTRIES)[number]['value'];

/** The campaign form's countries, already ISO codes. */
export const CAMPAIGN_COUNTRIES = [
  option('US', 'United States', 'US'),
  option('CA', 'Canada', 'CA'),
  option('GB', 'United Kingdom', 'GB'),
  option('AU', 'Australia', 'AU'),
] as const;
export type CampaignCountry = (typeof CAMPAIGN_COUNTRIES)[number]['value'];

/** The duplicate dialog's countries, shown by name. */
export const DUPLICATE_COUNTRIES = [
  ...CAMPAIGN_COUNTRIES,
  option('DE', 'Germany', 'DE'),
  option('FR', 'France', 'FR'),
] as const;

/**
 * A profile's countries as the campaign form names them (UK becomes GB); countries the form does not
 * offer are dropped, since the form could not show them.
 */
export const profileCountriesToCampaign = (countries: readonly string[]): CampaignCountry[] =>
  countries
    .map((country) => findOption(PROFILE_COUNTRIES, country)?.meta)
    .filter((code): code is CampaignCountry => CAMPAIGN_COUNTRIES.some((entry) => entry.value === code));

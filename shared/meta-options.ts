/**
 * The one table from the spec's Meta option values (its forms' option lists) to what Meta's Marketing API
 * accepts today (docs/upstream/meta-marketing-api.md, "The spec's option values and Meta's"). Options Meta
 * no longer accepts stay listed, as the spec lists them, with an `unavailable` reason: the forms show them
 * disabled with it and the server refuses them with a 400 that quotes it.
 */
export interface MetaOption<V extends string = string, M = string> {
  value: V;
  label: string;
  /** What Meta's API takes for this value; absent on an unavailable option. */
  meta?: M;
  /** Why Meta refuses this value (short: shown next to the disabled option and in the server's 400). */
  unavailable?: string;
}

const option = <const V extends string, M = string>(value: V, label: string, meta: M): MetaOption<V, M> => ({
  value,
  label,
  meta,
});

/** An option the spec lists but Meta refuses: shown disabled with `reason`, refused by the server. */
const unavailableOption = <const V extends string>(
  value: V,
  label: string,
  reason: string,
): MetaOption<V, never> => ({
  value,
  label,
  unavailable: reason,
});

/** The values of an option list, as a tuple zod's `enum` takes. */
export const optionValues = <const V extends string>(options: readonly MetaOption<V, unknown>[]) =>
  options.map((entry) => entry.value) as [V, ...V[]];

/** The option of `value`, if listed. */
export const findOption = <V extends string, M>(options: readonly MetaOption<V, M>[], value: string) =>
  options.find((entry) => entry.value === value);

/** The label of `value`, or the value itself when it is not listed (e.g. a value saved before a change). */
export const optionLabel = (options: readonly MetaOption<string, unknown>[], value: string) =>
  findOption(options, value)?.label ?? value;

/** The refusal text for an unavailable value, e.g. `TRY_IT is not available: Meta has no such call to action`. */
export const unavailableMessage = (entry: MetaOption<string, unknown>) =>
  `${entry.value} is not available: ${entry.unavailable}`;

/**
 * Meta's value for a listed, available option. Throws for anything else: callers validate first (the
 * shared schemas refuse unavailable values), so reaching an unmapped value here is a programming error.
 */
export function toMeta<V extends string, M>(options: readonly MetaOption<V, M>[], value: string): M {
  const entry = findOption(options, value);
  if (!entry) throw new Error(`Unknown option value ${value}`);
  if (entry.meta === undefined) throw new Error(unavailableMessage(entry));
  return entry.meta;
}

// ---------------------------------------------------------------------------------------------- objectives

/** Meta's outcome-driven (ODAX) objectives: the only ones new campaigns may use since Graph API v21. */
export const META_OBJECTIVES = [
  'OUTCOME_AWARENESS',
  'OUTCOME_TRAFFIC',
  'OUTCOME_ENGAGEMENT',
  'OUTCOME_LEADS',
  'OUTCOME_SALES',
  'OUTCOME_APP_PROMOTION',
] as const;
export type MetaObjective = (typeof META_OBJECTIVES)[number];

/** The spec's campaign form objectives: three are already Meta's; AWARENESS is the legacy name. */
export const CAMPAIGN_OBJECTIVES = [
  option('OUTCOME_SALES', 'Sales', 'OUTCOME_SALES' as MetaObjective),
  option('OUTCOME_TRAFFIC', 'Traffic', 'OUTCOME_TRAFFIC' as MetaObjective),
  option('OUTCOME_LEADS', 'Leads', 'OUTCOME_LEADS' as MetaObjective),
  option('AWARENESS', 'Awareness', 'OUTCOME_AWARENESS' as MetaObjective),
] as const;
export type CampaignObjective = (typeof CAMPAIGN_OBJECTIVES)[number]['value'];

/** Profile form objectives, in the spec's order, mapped to their ODAX successors. */
export const PROFILE_OBJECTIVES = [
  option('AWARENESS', 'Awareness', 'OUTCOME_AWARENESS' as MetaObjective),
  option('TRAFFIC', 'Traffic', 'OUTCOME_TRAFFIC' as MetaObjective),
  option('ENGAGEMENT', 'Engagement', 'OUTCOME_ENGAGEMENT' as MetaObjective),
  option('LEAD_GENERATION', 'Lead Generation', 'OUTCOME_LEADS' as MetaObjective),
  option('APP_INSTALLS', 'App Installs', 'OUTCOME_APP_PROMOTION' as MetaObjective),
  option('CONVERSIONS', 'Conversions', 'OUTCOME_SALES' as MetaObjective),
] as const;
export type ProfileObjective = (typeof PROFILE_OBJECTIVES)[number]['value'];

/** The profile objective that asks for a conversion event, as the spec's profile form rules say. */
export const CONVERSIONS_OBJECTIVE: ProfileObjective = 'CONVERSIONS';

/**
 * A profile's objective as the campaign form names it, for applying a profile: the form only offers four,
 * so ENGAGEMENT and APP_INSTALLS have no campaign-form equivalent (undefined: the form keeps its own).
 */
export function profileObjectiveToCampaign(objective: ProfileObjective): CampaignObjective | undefined {
  const meta = toMeta(PROFILE_OBJECTIVES, objective);
  return CAMPAIGN_OBJECTIVES.find((entry) => entry.meta === meta)?.value;
}

// ------------------------------------------------------------------------------------ optimization goals

/**
 * Which ad set optimization goals Meta accepts per objective for website destinations; other pairs fail
 * with code 100 subcode 2490408 (docs/upstream/meta-marketing-api.md). The first goal is the default when
 * a pixel is set.
 */
export const OPTIMIZATION_GOALS: Record<MetaObjective, readonly [string, ...string[]]> = {
  OUTCOME_AWARENESS: ['REACH', 'IMPRESSIONS', 'AD_RECALL_LIFT', 'THRUPLAY'],
  OUTCOME_TRAFFIC: ['LINK_CLICKS', 'LANDING_PAGE_VIEWS', 'IMPRESSIONS', 'REACH'],
  OUTCOME_ENGAGEMENT: ['POST_ENGAGEMENT', 'THRUPLAY', 'LINK_CLICKS', 'IMPRESSIONS', 'REACH'],
  OUTCOME_LEADS: ['OFFSITE_CONVERSIONS', 'LEAD_GENERATION', 'QUALITY_LEAD', 'LINK_CLICKS'],
  OUTCOME_SALES: ['OFFSITE_CONVERSIONS', 'VALUE', 'LINK_CLICKS', 'IMPRESSIONS', 'REACH'],
  OUTCOME_APP_PROMOTION: ['APP_INSTALLS', 'LINK_CLICKS', 'OFFSITE_CONVERSIONS'],
};

/** Goals that optimise for a pixel event, so they need a pixel and a conversion event. */
const PIXEL_GOALS = new Set(['OFFSITE_CONVERSIONS', 'VALUE']);

/**
 * The goal an ad set gets when the form names none: the objective's first goal, except that without a
 * pixel a conversion goal cannot be delivered, so sales and leads then optimise for link clicks.
 */
export function defaultOptimizationGoal(objective: MetaObjective, hasPixel: boolean): string {
  const [first] = OPTIMIZATION_GOALS[objective];
  return !hasPixel && PIXEL_GOALS.has(first) ? 'LINK_CLICKS' : first;
}

/** Whether Meta accepts `goal` for `objective` (and, for conversion goals, whether a pixel is there). */
export function isOptimizationGoalAllowed(
  objective: MetaObjective,
  goal: string,
  hasPixel: boolean,
): boolean {
  return OPTIMIZATION_GOALS[objective].includes(goal) && (hasPixel || !PIXEL_GOALS.has(goal));
}

// -------------------------------------------------------------------------------------- bid strategies

export const META_BID_STRATEGIES = [
  'LOWEST_COST_WITHOUT_CAP',
  'LOWEST_COST_WITH_BID_CAP',
  'COST_CAP',
  'LOWEST_COST_WITH_MIN_ROAS',
] as const;
export type MetaBidStrategy = (typeof META_BID_STRATEGIES)[number];

/** The spec's profile bid strategies. Meta's default when none is sent is a bid cap, so AUTO is explicit. */
export const PROFILE_BID_STRATEGIES = [
  option('AUTO', 'Automatic (lowest cost)', 'LOWEST_COST_WITHOUT_CAP' as MetaBidStrategy),
  option('BID_CAP', 'Bid Cap', 'LOWEST_COST_WITH_BID_CAP' as MetaBidStrategy),
  option('COST_CAP', 'Cost Cap', 'COST_CAP' as MetaBidStrategy),
] as const;
export type ProfileBidStrategy = (typeof PROFILE_BID_STRATEGIES)[number]['value'];

/**
 * Campaign form bid strategies: the spec validates them as AUTO, BID_CAP, COST_CAP and shows them as
 * LOWEST_COST, COST_CAP, BID_CAP, so the values are the former and the labels the latter.
 */
export const CAMPAIGN_BID_STRATEGIES = [
  option('AUTO', 'LOWEST_COST', 'LOWEST_COST_WITHOUT_CAP' as MetaBidStrategy),
  option('COST_CAP', 'COST_CAP', 'COST_CAP' as MetaBidStrategy),
  option('BID_CAP', 'BID_CAP', 'LOWEST_COST_WITH_BID_CAP' as MetaBidStrategy),
] as const;
export type CampaignBidStrategy = (typeof CAMPAIGN_BID_STRATEGIES)[number]['value'];

/** The duplicate dialog offers Meta's own values, labelled as the spec names them. */
export const DUPLICATE_BID_STRATEGIES = [
  option('LOWEST_COST_WITHOUT_CAP', 'Lowest Cost', 'LOWEST_COST_WITHOUT_CAP' as MetaBidStrategy),
  option(
    'LOWEST_COST_WITH_BID_CAP',
    'Lowest Cost with Bid Cap',
    'LOWEST_COST_WITH_BID_CAP' as MetaBidStrategy,
  ),
  option('COST_CAP', 'Cost Cap', 'COST_CAP' as MetaBidStrategy),
] as const;
export type DuplicateBidStrategy = (typeof DUPLICATE_BID_STRATEGIES)[number]['value'];

/** Every bid strategy name the product uses anywhere, to Meta's: `LOWEST_COST` alone is invalid there. */
const BID_STRATEGY_ALIASES: Record<string, MetaBidStrategy> = {
  AUTO: 'LOWEST_COST_WITHOUT_CAP',
  LOWEST_COST: 'LOWEST_COST_WITHOUT_CAP',
  BID_CAP: 'LOWEST_COST_WITH_BID_CAP',
  LOWEST_COST_WITHOUT_CAP: 'LOWEST_COST_WITHOUT_CAP',
  LOWEST_COST_WITH_BID_CAP: 'LOWEST_COST_WITH_BID_CAP',
  COST_CAP: 'COST_CAP',
  LOWEST_COST_WITH_MIN_ROAS: 'LOWEST_COST_WITH_MIN_ROAS',
};

/** Meta's bid strategy for any of the product's names, or undefined for an unknown one. */
export const toMetaBidStrategy = (strategy: string): MetaBidStrategy | undefined =>
  BID_STRATEGY_ALIASES[strategy];

/** Whether a bid strategy needs a bid amount (Meta requires `bid_amount` on the ad set for these). */
export const needsBidAmount = (strategy: string) => {
  const meta = toMetaBidStrategy(strategy);
  return meta === 'LOWEST_COST_WITH_BID_CAP' || meta === 'COST_CAP';
};

// ----------------------------------------------------------------------------------------- call to action

/** The spec's campaign form calls to action; BOOK_TRAVEL is Meta's value, shown as 'Book Now'. */
export const CAMPAIGN_CALLS_TO_ACTION = [
  option('LEARN_MORE', 'Learn More', 'LEARN_MORE'),
  option('SIGN_UP', 'Sign Up', 'SIGN_UP'),
  option('BOOK_TRAVEL', 'Book Now', 'BOOK_TRAVEL'),
  option('CONTACT_US', 'Contact Us', 'CONTACT_US'),
  option('GET_QUOTE', 'Get Quote', 'GET_QUOTE'),
] as const;
export type CampaignCallToAction = (typeof CAMPAIGN_CALLS_TO_ACTION)[number]['value'];

/** The spec's profile calls to action; Meta's link ads have no TRY_IT (the closest is TRY_DEMO). */
export const PROFILE_CALLS_TO_ACTION = [
  option('LEARN_MORE', 'Learn More', 'LEARN_MORE'),
  option('SIGN_UP', 'Sign Up', 'SIGN_UP'),
  option('SUBSCRIBE', 'Subscribe', 'SUBSCRIBE'),
  option('APPLY_NOW', 'Apply Now', 'APPLY_NOW'),
  option('BOOK_NOW', 'Book Now', 'BOOK_NOW'),
  option('GET_QUOTE', 'Get Quote', 'GET_QUOTE'),
  option('GET_OFFER', 'Get Offer', 'GET_OFFER'),
  unavailableOption('TRY_IT', 'Try It', 'Meta has no Try It call to action'),
  option('CONTACT_US', 'Contact Us', 'CONTACT_US'),
  option('DOWNLOAD', 'Download', 'DOWNLOAD'),
  option('SHOP_NOW', 'Shop Now', 'SHOP_NOW'),
] as const;
export type ProfileCallToAction = (typeof PROFILE_CALLS_TO_ACTION)[number]['value'];

// ------------------------------------------------------------------------------------- conversion events

/** The spec's profile conversion events to `promoted_object.custom_event_type`. */
export const CONVERSION_EVENTS = [
  option('PURCHASE', 'Purchase', 'PURCHASE'),
  option('LEAD', 'Lead', 'LEAD'),
  option('ADD_TO_CART', 'Add to Cart', 'ADD_TO_CART'),
  unavailableOption('PAGE_VIEW', 'Page View', 'Meta cannot optimise for page views'),
  option('VIEW_CONTENT', 'View Content', 'CONTENT_VIEW'),
  option('COMPLETE_REGISTRATION', 'Complete Registration', 'COMPLETE_REGISTRATION'),
] as const;
export type ConversionEvent = (typeof CONVERSION_EVENTS)[number]['value'];

// ------------------------------------------------------------------------------------------------ geography

/**
 * Countries Meta only serves ads to with the EU Digital Services Act fields `dsa_beneficiary` and
 * `dsa_payor` on the ad set (docs/upstream/meta-marketing-api.md). Of the spec's lists: Germany, France,
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

/** The spec's profile countries; Meta takes ISO codes, so the spec's UK is GB there. */
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

/** The spec's campaign form countries, already ISO codes. */
export const CAMPAIGN_COUNTRIES = [
  option('US', 'United States', 'US'),
  option('CA', 'Canada', 'CA'),
  option('GB', 'United Kingdom', 'GB'),
  option('AU', 'Australia', 'AU'),
] as const;
export type CampaignCountry = (typeof CAMPAIGN_COUNTRIES)[number]['value'];

/** The spec's duplicate dialog countries, shown by name. */
export const DUPLICATE_COUNTRIES = [
  ...CAMPAIGN_COUNTRIES,
  option('DE', 'Germany', 'DE'),
  option('FR', 'France', 'FR'),
] as const;
export type DuplicateCountry = (typeof DUPLICATE_COUNTRIES)[number]['value'];

/**
 * A profile's countries as the campaign form names them (UK becomes GB); countries the form does not
 * offer are dropped, since the form could not show them.
 */
export const profileCountriesToCampaign = (countries: readonly string[]): CampaignCountry[] =>
  countries
    .map((country) => findOption(PROFILE_COUNTRIES, country)?.meta)
    .filter((code): code is CampaignCountry => CAMPAIGN_COUNTRIES.some((entry) => entry.value === code));

// ------------------------------------------------------------------------------------ devices, OS, genders

/** The "everything" choice of the device, OS and gender lists: the spec has it clear the specific ones. */
export const ALL = 'ALL';

/** The spec's devices to `targeting.device_platforms`; ALL sends none (Meta then serves all). */
export const DEVICE_TYPES = [
  option('ALL', 'All Devices', null),
  option('MOBILE', 'Mobile', 'mobile'),
  option('DESKTOP', 'Desktop', 'desktop'),
] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number]['value'];

/** The duplicate dialog's devices are Meta's own names; Meta has no tablet placement. */
export const DUPLICATE_DEVICE_TYPES = [
  option('mobile', 'Mobile', 'mobile'),
  option('desktop', 'Desktop', 'desktop'),
  unavailableOption('tablet', 'Tablet', 'Meta targets mobile and desktop only; tablets count as mobile'),
] as const;
export type DuplicateDeviceType = (typeof DUPLICATE_DEVICE_TYPES)[number]['value'];

const DESKTOP_OS_REASON = 'Meta targets mobile operating systems only';

/** The spec's operating systems to `targeting.user_os`; Meta offers no desktop OS targeting. */
export const OS_TYPES = [
  option('ALL', 'All', null),
  option('ANDROID', 'Android', 'Android'),
  option('IOS', 'iOS', 'iOS'),
  unavailableOption('WINDOWS', 'Windows', DESKTOP_OS_REASON),
  unavailableOption('MACOS', 'macOS', DESKTOP_OS_REASON),
] as const;
export type OsType = (typeof OS_TYPES)[number]['value'];

/** The duplicate dialog's operating systems, named as Meta's `user_os` names them. */
export const DUPLICATE_OS_TYPES = [
  option('iOS', 'iOS', 'iOS'),
  option('Android', 'Android', 'Android'),
  unavailableOption('Windows', 'Windows', DESKTOP_OS_REASON),
  unavailableOption('MacOS', 'MacOS', DESKTOP_OS_REASON),
] as const;
export type DuplicateOsType = (typeof DUPLICATE_OS_TYPES)[number]['value'];

/** The spec's genders to `targeting.genders`: 1 male, 2 female, omitted for everyone. */
export const GENDERS = [
  option('ALL', 'All Genders', null),
  option('MALE', 'Male', [1] as readonly number[]),
  option('FEMALE', 'Female', [2] as readonly number[]),
] as const;
export type Gender = (typeof GENDERS)[number]['value'];

/**
 * Meta's list for a multi-choice of devices, OS or genders: undefined (send nothing, Meta serves
 * everyone) when ALL is chosen or nothing specific is; otherwise the union of the chosen values.
 */
export function toMetaList<T>(
  options: readonly MetaOption<string, T | readonly T[] | null>[],
  values: readonly string[],
): T[] | undefined {
  if (values.length === 0 || values.includes(ALL)) return undefined;
  return [...new Set(values.flatMap((value) => toMeta(options, value) as T | T[]))];
}

// -------------------------------------------------------------------------------------- limits and defaults

/** Meta's age limits, also the spec's (13 to 65, 53 choices). */
export const AGE_MIN = 13;
export const AGE_MAX = 65;
export const AGE_CHOICES: readonly number[] = Array.from(
  { length: AGE_MAX - AGE_MIN + 1 },
  (_, i) => AGE_MIN + i,
);
export const DEFAULT_AGE_MIN = 18;
export const DEFAULT_AGE_MAX = 65;

/** The spec's money limits of the forms, in dollars. */
export const MIN_DAILY_BUDGET = 1;
export const MIN_BID_AMOUNT = 0.01;
export const BID_AMOUNT_STEP = 0.01;
export const BUDGET_STEP = 1;

/** The spec's campaign form defaults. */
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

/** The profile values the creator applies when a profile leaves them out (the spec's profile defaults). */
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

/** The spec's placeholders of the profile form's money inputs. */
export const PROFILE_BUDGET_PLACEHOLDER = '10';
export const PROFILE_BID_PLACEHOLDER = '1.00';

// ------------------------------------------------------------------------------------------ URL parameters

/** Meta's `url_tags` macros, filled in per ad when the link is served. */
export const URL_MACROS = {
  campaignId: '{{campaign.id}}',
  adsetId: '{{adset.id}}',
  adId: '{{ad.id}}',
  adsetName: '{{adset.name}}',
} as const;

/** The spec's recommended utm_source, also what a profile card shows when it has none. */
export const RECOMMENDED_UTM_SOURCE = 'df';

/** The campaign form's URL parameters before a keyword is chosen (the spec's defaults). */
export const DEFAULT_URL_PARAMETERS: Readonly<Record<string, string>> = {
  utm_source: RECOMMENDED_UTM_SOURCE,
  utm_campaign: URL_MACROS.campaignId,
  utm_medium: URL_MACROS.adsetId,
  utm_content: URL_MACROS.adId,
  utm_term: URL_MACROS.adsetName,
};

/** utm_campaign for a keyword: 'fb_' plus the lowercase master keyword with underscores for spaces. */
export const keywordUtmCampaign = (masterKeyword: string) =>
  `fb_${masterKeyword.trim().toLowerCase().replace(/\s+/g, '_')}`;

/** utm_content for a keyword chosen at `timestamp` (epoch milliseconds): 'ad_' plus the timestamp. */
export const keywordUtmContent = (timestamp: number) => `ad_${timestamp}`;

/** The URL parameters after a keyword is chosen: utm_campaign and utm_content are overwritten. */
export const withKeywordUrlParameters = (
  parameters: Readonly<Record<string, string>>,
  masterKeyword: string,
  timestamp: number,
): Record<string, string> => ({
  ...parameters,
  utm_campaign: keywordUtmCampaign(masterKeyword),
  utm_content: keywordUtmContent(timestamp),
});

/** Meta's `url_tags`: `key=value&...`, values encoded except the macros' braces Meta must see. */
export const toUrlTags = (parameters: Readonly<Record<string, string>>) =>
  Object.entries(parameters)
    .filter(([key, value]) => key.trim() !== '' && value.trim() !== '')
    .map(
      ([key, value]) =>
        `${encodeURIComponent(key)}=${encodeURIComponent(value).replace(/%7B/g, '{').replace(/%7D/g, '}')}`,
    )
    .join('&');

// ------------------------------------------------------------------------------------------- adset names

/** Ad set names are `channel_` plus five digits, numbered upwards (the spec's pattern). */
export const ADSET_NAME_PREFIX = 'channel_';
export const ADSET_NAME_DIGITS = 5;
export const ADSET_NAME_PATTERN = /^channel_(\d{5})$/;

export const adsetName = (channelNumber: number) =>
  `${ADSET_NAME_PREFIX}${String(channelNumber).padStart(ADSET_NAME_DIGITS, '0')}`;

/** The channel number of a pool name, or undefined for any other name. */
export function channelNumberOf(name: string): number | undefined {
  const match = ADSET_NAME_PATTERN.exec(name);
  return match ? Number(match[1]) : undefined;
}

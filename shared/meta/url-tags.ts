/** Meta's `url_tags` macros, filled in per ad when the link is served. */
export const URL_MACROS = {
  campaignId: '{{campaign.id}}',
  adsetId: '{{adset.id}}',
  adId: '{{ad.id}}',
  adsetName: '{{adset.name}}',
} as const;

/**
 * The recommended utm_source (docs/contract.md#campaign-form-defaults), also what a profile card shows when
 * it has none.
 */
export const RECOMMENDED_UTM_SOURCE = 'df';

/**
 * The campaign form's URL parameters before a keyword is chosen (docs/contract.md#campaign-form-defaults).
 */
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

/** A Meta macro as written in a value (`{{adset.id}}`), once `encodeURIComponent` has encoded its braces. */
const ENCODED_MACRO = /%7B%7B([a-z_]+\.[a-z_]+)%7D%7D/g;

/**
 * Meta's `url_tags`: `key=value&...`, parameters with an empty key or value left out, values encoded
 * except the braces of the macros Meta fills in (`{{ad.id}}`; any other brace stays encoded). The values of
 * `literalKeys` (the ad's text) are encoded whole, so Meta never fills in a macro the text merely quotes.
 */
export const toUrlTags = (
  parameters: Readonly<Record<string, string>>,
  literalKeys: readonly string[] = [],
) =>
  Object.entries(parameters)
    .filter(([key, value]) => key.trim() !== '' && value.trim() !== '')
    .map(([key, value]) => {
      const encoded = encodeURIComponent(value);
      return `${encodeURIComponent(key)}=${literalKeys.includes(key) ? encoded : encoded.replace(ENCODED_MACRO, '{{$1}}')}`;
    })
    .join('&');

/**
 * Google's parameter for the ad's own text on its landing URL (related search on content pages, since
 * November 2025; docs/upstream/meta-marketing-api.md, "The ad's text on its landing URL"); its name is a
 * setting of the profile and the creator.
 */
export const AD_CREATIVE_PARAMETER = 'referrerAdCreative';
/** What a parameter name may hold: letters, digits, `_`, `-` and `.`, so it needs no encoding. */
export const PARAMETER_NAME_PATTERN = /^[A-Za-z0-9_.-]{1,64}$/;
export const PARAMETER_NAME_MESSAGE =
  'Parameter name: letters, digits, _ . or - only (at most 64 characters)';

/**
 * The longest URL (the link with its `url_tags`) the creator lets through without a warning. Meta publishes
 * no figure; 2,000 characters is the de facto limit browsers and Meta API clients keep to
 * (docs/upstream/meta-marketing-api.md, "The ad's text on its landing URL").
 */
export const MAX_LANDING_URL_LENGTH = 2000;

/** Every wording of a single-image link ad, as the person sees it. */
export interface AdCreativeWords {
  headline: string;
  primaryText: string;
  description: string;
  buttonLabel: string;
  /** What Cloud Vision's text detection read in the image; '' when it has none. */
  imageText: string;
}

/**
 * The ad's complete text as shown, for `referrerAdCreative`: headline, primary text, description, button
 * label and the image's text, in that order, each with its white space collapsed, joined by one space. A
 * wording shown twice (the primary text repeated as the description) is transcribed once.
 */
export function adCreativeText(words: AdCreativeWords): string {
  const parts = [words.headline, words.primaryText, words.description, words.buttonLabel, words.imageText]
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .filter((part) => part !== '');
  return [...new Set(parts)].join(' ');
}

/** Whether and under which name the ad's text rides on its URL. */
export interface AdCreativeParameter {
  enabled: boolean;
  name: string;
}

/**
 * The URL parameters with the ad's text under `parameter.name` (replacing whatever the form held there, so
 * a copy with new ad copy carries its new text), or without that name when it is turned off.
 */
export function withAdCreativeText(
  parameters: Readonly<Record<string, string>>,
  parameter: AdCreativeParameter,
  text: string,
): Record<string, string> {
  const { [parameter.name]: _previous, ...others } = parameters;
  return parameter.enabled && text !== '' ? { ...others, [parameter.name]: text } : others;
}

/** The URL Meta opens: the link with the `url_tags` appended (after `&` when the link has a query). */
export function landingUrl(link: string, urlTags: string): string {
  if (urlTags === '') return link;
  const [base = '', fragment] = link.split('#', 2);
  const joined = `${base}${base.includes('?') ? '&' : '?'}${urlTags}`;
  return fragment === undefined ? joined : `${joined}#${fragment}`;
}

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

/**
 * Meta's `url_tags`: `key=value&...`, parameters with an empty key or value left out, values encoded
 * except the macros' braces Meta must see.
 */
export const toUrlTags = (parameters: Readonly<Record<string, string>>) =>
  Object.entries(parameters)
    .filter(([key, value]) => key.trim() !== '' && value.trim() !== '')
    .map(
      ([key, value]) =>
        `${encodeURIComponent(key)}=${encodeURIComponent(value).replace(/%7B/g, '{').replace(/%7D/g, '}')}`,
    )
    .join('&');

import type { CampaignFormInput } from '../../schemas/meta-campaigns';
import type { Profile } from '../../schemas/meta-profiles';
import { PROFILE_DEFAULTS } from '../form-defaults';
import { CAMPAIGN_BID_STRATEGIES } from '../options/bid-strategies';
import { CAMPAIGN_CALLS_TO_ACTION } from '../options/calls-to-action';
import { profileCountriesToCampaign } from '../options/countries';
import { findOption } from '../options/meta-option';
import { type ProfileObjective, profileObjectiveToCampaign } from '../options/objectives';
import { withKeywordUrlParameters } from '../url-tags';

/** The article a campaign advertises, when chosen, and the utm_source its WordPress site sets, if any. */
export interface ChosenKeyword {
  masterKeyword: string;
  chosenAt: number;
  siteUtmSource?: string;
}

/**
 * The URL parameters a profile sets: its UTM values, or else the article's site's utm_source, or else the
 * profile defaults of docs/contract.md#profile-defaults.
 */
function profileUrlParameters(profile: Profile, siteUtmSource: string | undefined): Record<string, string> {
  const entries: [string, string | null][] = [
    ['utm_source', profile.defaultUtmSource ?? siteUtmSource ?? PROFILE_DEFAULTS.defaultUtmSource],
    ['utm_medium', profile.defaultUtmMedium ?? PROFILE_DEFAULTS.defaultUtmMedium],
    ['utm_campaign', profile.defaultUtmCampaign ?? PROFILE_DEFAULTS.defaultUtmCampaign],
    ['utm_content', profile.defaultUtmContent],
    ['utm_term', profile.defaultUtmTerm],
  ];
  return Object.fromEntries(entries.filter((entry): entry is [string, string] => Boolean(entry[1])));
}

/**
 * The form values a profile sets. What the campaign form cannot express is left as it is: an objective
 * without a campaign-form equivalent, countries it does not offer, a call to action it does not list.
 * With a keyword chosen, its URL parameter rule still applies on top (utm_campaign and utm_content). The
 * profile's own page, pixel and utm_source win over the article's site's; where it has none, the site's stay.
 */
export function valuesFromProfile(
  profile: Profile,
  current: CampaignFormInput,
  keyword: ChosenKeyword | undefined,
): Partial<CampaignFormInput> {
  const objective = profileObjectiveToCampaign(profile.defaultObjective as ProfileObjective);
  const countries = profileCountriesToCampaign(profile.defaultCountries);
  const bidStrategy = findOption(CAMPAIGN_BID_STRATEGIES, profile.defaultBidStrategy)?.value;
  const callToAction = findOption(CAMPAIGN_CALLS_TO_ACTION, profile.defaultCallToAction)?.value;
  const parameters = { ...current.urlParameters, ...profileUrlParameters(profile, keyword?.siteUtmSource) };
  return {
    profileId: profile.id,
    campaignObjective: objective ?? current.campaignObjective,
    dailyBudget: profile.defaultDailyBudget,
    bidStrategy: bidStrategy ?? current.bidStrategy,
    bidAmount: profile.defaultBidAmount ?? undefined,
    countries: countries.length > 0 ? countries : current.countries,
    excludedCountries: profileCountriesToCampaign(profile.defaultExcludedCountries),
    // The profile's lists are the same option lists as the form's, validated by the profile schema.
    deviceTypes: profile.defaultDeviceTypes as CampaignFormInput['deviceTypes'],
    osTypes: profile.defaultOsTypes as CampaignFormInput['osTypes'],
    genders: profile.defaultGenders as CampaignFormInput['genders'],
    ageMin: profile.defaultAgeMin,
    ageMax: profile.defaultAgeMax,
    callToAction: callToAction ?? current.callToAction,
    pageId: profile.defaultPageId ?? current.pageId,
    pixelId: profile.defaultPixelId ?? current.pixelId,
    conversionEvent: profile.defaultConversionEvent ?? undefined,
    adsetOptimizationGoal: profile.defaultOptimizationGoal ?? undefined,
    useCustomUrlParams: false,
    adCreativeParameter: { enabled: profile.adTextOnUrl, name: profile.adTextParameter },
    urlParameters: keyword
      ? withKeywordUrlParameters(parameters, keyword.masterKeyword, keyword.chosenAt)
      : parameters,
  };
}

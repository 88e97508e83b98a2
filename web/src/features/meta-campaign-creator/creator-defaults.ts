import { CAMPAIGN_FORM_DEFAULTS } from '#shared/meta/form-defaults';
import { AD_CREATIVE_PARAMETER, DEFAULT_URL_PARAMETERS } from '#shared/meta/url-tags';
import type { CampaignFormInput } from '#shared/schemas/meta-campaigns';

/**
 * A fresh form (docs/contract.md#campaign-form-defaults); its idempotency key is the creator screen's, not a
 * field.
 */
export function newCampaignForm(): CampaignFormInput {
  return {
    ...CAMPAIGN_FORM_DEFAULTS,
    countries: [...CAMPAIGN_FORM_DEFAULTS.countries],
    deviceTypes: [...CAMPAIGN_FORM_DEFAULTS.deviceTypes],
    osTypes: [...CAMPAIGN_FORM_DEFAULTS.osTypes],
    genders: [...CAMPAIGN_FORM_DEFAULTS.genders],
    useDefaultProfile: false,
    keywordId: '',
    adsetName: '',
    useCustomUrlParams: false,
    pageId: '',
    urlParameters: { ...DEFAULT_URL_PARAMETERS },
    excludedCountries: [],
    customAudiences: [],
    createPaused: false,
    adCreativeParameter: { enabled: true, name: AD_CREATIVE_PARAMETER },
  };
}

/** The four steps, and the fields each one holds (to open the step of the first error on submit). */
export const CREATOR_STEPS = [
  { label: 'Select Content', fields: ['keywordId'] },
  {
    label: 'Campaign Settings',
    fields: ['profileId', 'campaignObjective', 'dailyBudget', 'adsetName', 'bidStrategy', 'bidAmount'],
  },
  { label: 'Targeting', fields: ['countries', 'deviceTypes', 'osTypes', 'genders', 'ageMin', 'ageMax'] },
  {
    label: 'Tracking & Creative',
    fields: ['pageId', 'callToAction', 'pixelId', 'conversionEvent', 'urlParameters', 'adCreativeParameter'],
  },
] as const satisfies readonly { label: string; fields: readonly (keyof CampaignFormInput)[] }[];

import type { CampaignFormInput } from '../../schemas/meta-campaigns';
import { CAMPAIGN_FORM_DEFAULTS } from '../form-defaults';
import { AD_CREATIVE_PARAMETER, DEFAULT_URL_PARAMETERS } from '../url-tags';

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

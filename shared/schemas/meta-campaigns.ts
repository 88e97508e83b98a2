import { AGE_MAX, AGE_MIN, MIN_BID_AMOUNT, MIN_DAILY_BUDGET } from '../meta/form-limits';
import { DEVICE_TYPES, GENDERS, OS_TYPES } from '../meta/options/audience';
import { CAMPAIGN_BID_STRATEGIES, needsBidAmount } from '../meta/options/bid-strategies';
import { CAMPAIGN_CALLS_TO_ACTION } from '../meta/options/calls-to-action';
import { CONVERSION_EVENTS } from '../meta/options/conversion-events';
import { CAMPAIGN_COUNTRIES } from '../meta/options/countries';
import { CAMPAIGN_OBJECTIVES } from '../meta/options/objectives';
import { AD_CREATIVE_PARAMETER, PARAMETER_NAME_MESSAGE, PARAMETER_NAME_PATTERN } from '../meta/url-tags';
import { KEYWORDS_PAGE_SIZE } from '../product/constants';
import * as z from '../validation/zod';
import { metaOptionField } from './meta-option-field';
import { whenMissing } from './required-message';

/** The contract leaves the list's page size open; the keyword list's size keeps the screens alike. */
export const CAMPAIGNS_PAGE_SIZE = KEYWORDS_PAGE_SIZE;

const age = z.coerce.number().int().min(AGE_MIN).max(AGE_MAX);
const optionalText = z.string().trim().max(200).optional();

/** Whether the ad's own text rides on its landing URL, and under which parameter name. */
export const adCreativeParameterSchema = z.object({
  enabled: z.boolean(),
  name: z.string().trim().regex(PARAMETER_NAME_PATTERN, PARAMETER_NAME_MESSAGE),
});

/**
 * The campaign creator's form and `POST /api/meta/campaigns` body, with the fields, rules and messages of
 * docs/contract.md#campaign-creator. Beyond the contract, all optional: `createPaused`, `adCreativeParameter`
 * (the ad's text on its landing URL, on by default; decision 038), and `requestId`, the idempotency key of
 * clients older than the `Idempotency-Key` header (decision 017), read when no header comes with it.
 */
export const campaignFormSchema = z
  .object({
    requestId: z.uuid().optional(),
    useDefaultProfile: z.boolean(),
    profileId: optionalText,
    keywordId: z
      .string({ error: whenMissing('Please select a keyword') })
      .trim()
      .min(1, 'Please select a keyword')
      .max(100),
    campaignObjective: metaOptionField(CAMPAIGN_OBJECTIVES, 'Campaign objective is required'),
    dailyBudget: z.coerce
      .number({ error: whenMissing('Budget must be at least 1') })
      .min(MIN_DAILY_BUDGET, 'Budget must be at least 1')
      .max(1_000_000),
    useCBO: z.boolean(),
    adsetName: z
      .string({ error: whenMissing('Please select an adset name') })
      .trim()
      .min(1, 'Please select an adset name')
      .max(100),
    bidStrategy: metaOptionField(CAMPAIGN_BID_STRATEGIES),
    /** Only for BID_CAP and COST_CAP; empty means none. */
    bidAmount: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      z.coerce.number().min(MIN_BID_AMOUNT).max(1_000_000).optional(),
    ),
    countries: z.array(metaOptionField(CAMPAIGN_COUNTRIES)).min(1, 'Select at least one country'),
    deviceTypes: z.array(metaOptionField(DEVICE_TYPES)).min(1, 'Select at least one device type'),
    osTypes: z.array(metaOptionField(OS_TYPES)).default([]),
    genders: z.array(metaOptionField(GENDERS)).default([]),
    ageMin: age,
    ageMax: age,
    useCustomUrlParams: z.boolean(),
    pageId: z
      .string({ error: whenMissing('Page ID is required') })
      .trim()
      .min(1, 'Page ID is required')
      .max(100),
    callToAction: metaOptionField(CAMPAIGN_CALLS_TO_ACTION, 'Call to action is required'),
    pixelId: optionalText,
    urlParameters: z.record(z.string().trim().min(1).max(100), z.string().max(500)),
    excludedCountries: z.array(z.string().trim().length(2)).default([]),
    customAudiences: z.array(z.string().trim().max(100)).default([]),
    conversionEvent: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      metaOptionField(CONVERSION_EVENTS).optional(),
    ),
    adsetOptimizationGoal: optionalText,
    createPaused: z.boolean().default(false),
    adCreativeParameter: adCreativeParameterSchema.default({ enabled: true, name: AD_CREATIVE_PARAMETER }),
  })
  .superRefine((form, ctx) => {
    if (form.ageMin > form.ageMax)
      ctx.addIssue({
        code: 'custom',
        path: ['ageMax'],
        message: 'Maximum age must not be below minimum age',
      });
    if (needsBidAmount(form.bidStrategy) && form.bidAmount === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['bidAmount'],
        message: 'Bid amount is required for this strategy',
      });
  });
export type CampaignFormInput = z.input<typeof campaignFormSchema>;
export type CampaignForm = z.output<typeof campaignFormSchema>;

/**
 * The 409 of `POST /api/meta/campaigns` while a request with the same idempotency key still runs: the
 * creator keeps its key on it (the creation is not over), unlike the 409 of a used adset name.
 */
export const CREATION_RUNNING_MESSAGE = 'This campaign is being created already';

/** `POST /api/meta/campaigns` response: the contract's `campaignId` (Meta's) and our record's id. */
export const createCampaignResponseSchema = z.object({ id: z.string(), campaignId: z.string() });
export type CreateCampaignResponse = z.infer<typeof createCampaignResponseSchema>;

/** The campaign list shows only these (docs/contract.md#campaign-list). */
export const CAMPAIGN_STATUSES = ['ACTIVE', 'PAUSED'] as const;
export const campaignStatusSchema = z.enum(CAMPAIGN_STATUSES);
export type CampaignStatus = z.infer<typeof campaignStatusSchema>;

/** What was made in Meta for a campaign, and with which settings. */
export const campaignSettingsSchema = z.object({
  campaignId: z.string(),
  adsetId: z.string(),
  imageHash: z.string(),
  creativeId: z.string(),
  adId: z.string(),
  adAccountId: z.string(),
  adsetName: z.string(),
  objective: z.string(),
  /** Meta's value, e.g. LOWEST_COST_WITHOUT_CAP. */
  bidStrategy: z.string(),
  bidAmount: z.number().optional(),
  dailyBudget: z.number(),
  currency: z.string(),
  useCBO: z.boolean(),
  optimizationGoal: z.string(),
  callToAction: z.string(),
  pageId: z.string(),
  pixelId: z.string().optional(),
  conversionEvent: z.string().optional(),
  link: z.string(),
  urlTags: z.string(),
  urlParameters: z.record(z.string(), z.string()),
  /** Meta's targeting spec as sent. */
  targeting: z.record(z.string(), z.unknown()),
});
export type CampaignSettings = z.infer<typeof campaignSettingsSchema>;

/** A campaign row of `GET /api/meta/campaigns` (docs/contract.md#campaign-list). */
export const campaignRowSchema = z.object({
  id: z.string(),
  keywordId: z.string(),
  campaignName: z.string(),
  status: campaignStatusSchema,
  adTitle: z.string(),
  adDescription: z.string(),
  settings: campaignSettingsSchema,
  createdAt: z.string(),
});
export type CampaignRow = z.infer<typeof campaignRowSchema>;

export const campaignListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  search: z.string().trim().max(200).optional(),
  /** Beyond the contract: only the campaigns of this site's keywords (a site id). */
  site: z.string().trim().min(1).max(100).optional(),
});
export type CampaignListQuery = z.output<typeof campaignListQuerySchema>;

export const campaignListResponseSchema = z.object({
  campaigns: z.array(campaignRowSchema),
  page: z.number().int(),
  hasMore: z.boolean(),
});
export type CampaignListResponse = z.infer<typeof campaignListResponseSchema>;

/** `GET /api/meta/campaigns/{id}`: the row, the article it advertises and its status as Meta has it now. */
export const campaignDetailSchema = campaignRowSchema.extend({
  keyword: z
    .object({ masterKeyword: z.string(), title: z.string(), publishedUrl: z.string().optional() })
    .optional(),
  /** Meta's `effective_status`; absent when Meta could not be asked (the message says why). */
  metaStatus: z.string().optional(),
  metaStatusMessage: z.string().optional(),
  /**
   * Only on a copy made by "Duplicate N Campaign(s)" (decision 020): its source. `id` and `campaignName` only
   * while the source is one of our records; a source made outside the creator, or whose record is gone, is
   * known by Meta's id alone.
   */
  duplicateOf: z
    .object({
      /** Meta's campaign id of the source. */
      campaignId: z.string(),
      /** Our record id of the source: its detail page. */
      id: z.string().optional(),
      campaignName: z.string().optional(),
    })
    .optional(),
});
export type CampaignDetail = z.infer<typeof campaignDetailSchema>;

/** `GET /api/meta/campaigns/counts`: campaigns per keyword id, for the article picker. */
export const campaignCountsSchema = z.object({ counts: z.record(z.string(), z.number().int()) });
export type CampaignCounts = z.infer<typeof campaignCountsSchema>;

export const campaignIdParamSchema = z.object({ id: z.string().min(1).max(100) });

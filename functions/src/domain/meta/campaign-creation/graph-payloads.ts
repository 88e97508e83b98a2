import { type AdCopy, campaignUrlTags } from '#shared/meta/campaign-url';
import { toMinorUnits } from '#shared/meta/currency';
import { DEFAULT_AGE_MAX, DEFAULT_AGE_MIN } from '#shared/meta/form-defaults';
import { DEVICE_TYPES, GENDERS, OS_TYPES, toMetaList } from '#shared/meta/options/audience';
import { CAMPAIGN_BID_STRATEGIES } from '#shared/meta/options/bid-strategies';
import { CAMPAIGN_CALLS_TO_ACTION } from '#shared/meta/options/calls-to-action';
import { CONVERSION_EVENTS } from '#shared/meta/options/conversion-events';
import { CAMPAIGN_COUNTRIES, needsDsaFields } from '#shared/meta/options/countries';
import { type MetaOption, toMeta } from '#shared/meta/options/meta-option';
import { CAMPAIGN_OBJECTIVES, type MetaObjective } from '#shared/meta/options/objectives';
import { defaultOptimizationGoal, isOptimizationGoalAllowed } from '#shared/meta/options/optimization-goals';
import type { CampaignForm } from '#shared/schemas/meta-campaigns';
import type { GraphParams } from '../../../ports/meta-graph';

/** The default conversion event per objective when a pixel is set but the form names none. */
const DEFAULT_EVENT: Partial<Record<MetaObjective, string>> = {
  OUTCOME_SALES: 'PURCHASE',
  OUTCOME_LEADS: 'LEAD',
};
const PIXEL_GOALS = new Set(['OFFSITE_CONVERSIONS', 'VALUE']);

/** What the payloads need beyond the form: the account's currency and the article being advertised. */
export interface CreationContext {
  currency: string;
  /** The published article's URL. */
  link: string;
  adTitle: string;
  adDescription: string;
  /** Meta's `message`, when it differs from the description (a launch's edit). */
  primaryText?: string;
  /** Who the EU's Digital Services Act names as beneficiary and payor (the page's name). */
  dsaName: string;
}

/** The decisions derived from the form once, shared by every payload and stored with the campaign. */
export interface CampaignPlan {
  objective: MetaObjective;
  bidStrategy: string;
  optimizationGoal: string;
  conversionEvent?: string;
  callToAction: string;
  urlParameters: Record<string, string>;
  urlTags: string;
  targeting: Record<string, unknown>;
}

/**
 * Whether the user chose the audience (ages or genders other than everyone 18-65): Meta's Advantage+
 * audience would otherwise override the ages, so it is switched off then
 * (docs/upstream/meta-marketing-api.md, "Targeting").
 */
function explicitAudience(form: CampaignForm): boolean {
  const genders = toMetaList(GENDERS, form.genders);
  return genders !== undefined || form.ageMin !== DEFAULT_AGE_MIN || form.ageMax !== DEFAULT_AGE_MAX;
}

function targetingOf(form: CampaignForm): Record<string, unknown> {
  const countries = form.countries.map((country) => toMeta(CAMPAIGN_COUNTRIES, country));
  const excluded = form.excludedCountries.filter((country) => !countries.includes(country));
  return {
    geo_locations: { countries },
    ...(excluded.length > 0 ? { excluded_geo_locations: { countries: excluded } } : {}),
    age_min: form.ageMin,
    age_max: form.ageMax,
    genders: toMetaList<number>(GENDERS, form.genders),
    device_platforms: toMetaList<string>(DEVICE_TYPES, form.deviceTypes),
    // Unavailable OS entries (no Meta value) were refused by the schema, so none reaches here.
    user_os: toMetaList<string>(OS_TYPES as readonly MetaOption<string, string | null>[], form.osTypes),
    custom_audiences:
      form.customAudiences.length > 0 ? form.customAudiences.map((id) => ({ id })) : undefined,
    targeting_automation: { advantage_audience: explicitAudience(form) ? 0 : 1 },
  };
}

/**
 * Turns the form into Meta's values once; unknown or unavailable values were refused by the schema.
 * `targeting`, when given, is Meta's spec to send instead of the form's (a duplicate's); `copy` is the
 * ad's copy, whose text goes on the landing URL.
 */
export function planCampaign(
  form: CampaignForm,
  adsetName: string,
  { targeting, copy }: { targeting?: Record<string, unknown>; copy?: AdCopy } = {},
): CampaignPlan {
  const objective = toMeta(CAMPAIGN_OBJECTIVES, form.campaignObjective);
  const hasPixel = Boolean(form.pixelId);
  const asked = form.adsetOptimizationGoal;
  const optimizationGoal =
    asked && isOptimizationGoalAllowed(objective, asked, hasPixel)
      ? asked
      : defaultOptimizationGoal(objective, hasPixel);
  const conversionEvent = PIXEL_GOALS.has(optimizationGoal)
    ? form.conversionEvent
      ? toMeta(CONVERSION_EVENTS, form.conversionEvent)
      : DEFAULT_EVENT[objective]
    : undefined;
  const { urlParameters, urlTags } = campaignUrlTags(form, adsetName, copy);
  return {
    objective,
    bidStrategy: toMeta(CAMPAIGN_BID_STRATEGIES, form.bidStrategy),
    optimizationGoal,
    conversionEvent,
    callToAction: toMeta(CAMPAIGN_CALLS_TO_ACTION, form.callToAction),
    urlParameters,
    urlTags,
    targeting: targeting ?? targetingOf(form),
  };
}

const budgetOf = (form: CampaignForm, context: CreationContext) =>
  toMinorUnits(form.dailyBudget, context.currency);
const bidOf = (form: CampaignForm, context: CreationContext) =>
  form.bidAmount === undefined ? undefined : toMinorUnits(form.bidAmount, context.currency);

/**
 * The campaign: PAUSED until every part exists, no special ad category, and the budget either on the
 * campaign (CBO, with its bid strategy) or on the ad set, which Meta's v24 then asks to say explicitly.
 */
export function campaignParams(
  form: CampaignForm,
  plan: CampaignPlan,
  context: CreationContext,
): GraphParams {
  return {
    objective: plan.objective,
    status: 'PAUSED',
    special_ad_categories: [],
    buying_type: 'AUCTION',
    ...(form.useCBO
      ? { daily_budget: budgetOf(form, context), bid_strategy: plan.bidStrategy }
      : { is_adset_budget_sharing_enabled: false }),
  };
}

/** The ad set: the channel's name, the audience, the budget (unless CBO) and what it optimises for. */
export function adsetParams(
  form: CampaignForm,
  plan: CampaignPlan,
  context: CreationContext,
  campaignId: string,
): GraphParams {
  // A duplicate's targeting may place the ads by region or city only, without countries.
  const metaCountries =
    (plan.targeting.geo_locations as { countries?: string[] } | undefined)?.countries ?? [];
  return {
    campaign_id: campaignId,
    status: 'ACTIVE',
    billing_event: 'IMPRESSIONS',
    optimization_goal: plan.optimizationGoal,
    destination_type: 'WEBSITE',
    targeting: plan.targeting,
    ...(form.useCBO ? {} : { daily_budget: budgetOf(form, context), bid_strategy: plan.bidStrategy }),
    bid_amount: bidOf(form, context),
    promoted_object:
      plan.conversionEvent && form.pixelId
        ? { pixel_id: form.pixelId, custom_event_type: plan.conversionEvent }
        : undefined,
    ...(needsDsaFields(metaCountries)
      ? { dsa_beneficiary: context.dsaName, dsa_payor: context.dsaName }
      : {}),
  };
}

/** The creative: a single-image link ad to the article, with the keyword's ad copy and the tracking tags. */
export function creativeParams(
  form: CampaignForm,
  plan: CampaignPlan,
  context: CreationContext,
  imageHash: string,
): GraphParams {
  return {
    object_story_spec: {
      page_id: form.pageId,
      link_data: {
        link: context.link,
        message: context.primaryText ?? context.adDescription,
        name: context.adTitle,
        description: context.adDescription,
        image_hash: imageHash,
        call_to_action: { type: plan.callToAction, value: { link: context.link } },
      },
    },
    url_tags: plan.urlTags,
  };
}

export function adParams(adsetId: string, creativeId: string): GraphParams {
  return { adset_id: adsetId, creative: { creative_id: creativeId }, status: 'ACTIVE' };
}

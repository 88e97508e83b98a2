import { DEFAULT_AGE_MAX, DEFAULT_AGE_MIN, PROFILE_DEFAULTS } from '../meta/form-defaults';
import { AGE_MAX, AGE_MIN, MIN_BID_AMOUNT, MIN_DAILY_BUDGET } from '../meta/form-limits';
import { ALL, DEVICE_TYPES, GENDERS, OS_TYPES } from '../meta/options/audience';
import { PROFILE_BID_STRATEGIES } from '../meta/options/bid-strategies';
import { PROFILE_CALLS_TO_ACTION } from '../meta/options/calls-to-action';
import { CONVERSION_EVENTS } from '../meta/options/conversion-events';
import { PROFILE_COUNTRIES } from '../meta/options/countries';
import { toMeta } from '../meta/options/meta-option';
import { CONVERSIONS_OBJECTIVE, PROFILE_OBJECTIVES } from '../meta/options/objectives';
import { isOptimizationGoalAllowed } from '../meta/options/optimization-goals';
import { AD_CREATIVE_PARAMETER, PARAMETER_NAME_MESSAGE, PARAMETER_NAME_PATTERN } from '../meta/url-tags';
import * as z from '../validation/zod';
import { metaOptionField } from './meta-option-field';
import { whenMissing } from './required-message';

export const PROFILE_NAME_MAX_LENGTH = 100;
export const UTM_VALUE_MAX_LENGTH = 200;
/** Far above any daily budget the team sets; catches a typo's extra zeros. */
export const MAX_DAILY_BUDGET = 1_000_000;

export const PROFILE_NAME_MESSAGE = 'Name must be at least 3 characters';
export const CONVERSION_EVENT_REQUIRED = 'Required when using Conversions objective';
export const COUNTRIES_REQUIRED = 'Select at least one country';
export const DEVICE_TYPES_REQUIRED = 'Select at least one device type';
export const AGE_ORDER_MESSAGE = 'Minimum age must not be above the maximum age';

/** Meta's object ids are decimal numbers; an empty choice ('No default') is null. */
const optionalMetaId = z
  .string()
  .trim()
  .regex(/^\d{1,40}$/, 'ID must be a number')
  .nullable()
  .or(z.literal('').transform(() => null));

/** A URL parameter value; empty means none (null). */
const utmValue = z
  .string()
  .trim()
  .max(UTM_VALUE_MAX_LENGTH)
  .transform((value) => (value === '' ? null : value))
  .nullable();

/**
 * ALL together with specific choices means ALL: choosing it clears the others
 * (docs/contract.md#campaign-creator).
 */
const withAll = <V extends string>(values: V[]) => (values.includes(ALL as V) ? [ALL as V] : values);
/** An empty choice means every one (the lists that may be left empty). */
const allWhenEmpty = <V extends string>(values: V[]) => (values.length === 0 ? [ALL as V] : withAll(values));

const age = z.number().int().min(AGE_MIN).max(AGE_MAX);

/** The profile form's fields (docs/contract.md#ad-settings-profiles), checked one by one. */
export const profileFieldsSchema = z.object({
  name: z
    .string({ error: whenMissing(PROFILE_NAME_MESSAGE) })
    .trim()
    .min(3, PROFILE_NAME_MESSAGE)
    .max(PROFILE_NAME_MAX_LENGTH),
  defaultObjective: metaOptionField(PROFILE_OBJECTIVES),
  defaultConversionEvent: metaOptionField(CONVERSION_EVENTS)
    .nullable()
    .or(z.literal('').transform(() => null))
    .default(null),
  defaultDailyBudget: z.number().min(MIN_DAILY_BUDGET).max(MAX_DAILY_BUDGET),
  defaultBidStrategy: metaOptionField(PROFILE_BID_STRATEGIES),
  defaultBidAmount: z.number().min(MIN_BID_AMOUNT).max(MAX_DAILY_BUDGET).nullable().default(null),
  defaultCountries: z.array(metaOptionField(PROFILE_COUNTRIES)).min(1, COUNTRIES_REQUIRED),
  defaultExcludedCountries: z.array(metaOptionField(PROFILE_COUNTRIES)).default([]),
  defaultDeviceTypes: z.array(metaOptionField(DEVICE_TYPES)).min(1, DEVICE_TYPES_REQUIRED).transform(withAll),
  defaultOsTypes: z.array(metaOptionField(OS_TYPES)).transform(allWhenEmpty).default([ALL]),
  defaultGenders: z.array(metaOptionField(GENDERS)).transform(allWhenEmpty).default([ALL]),
  defaultAgeMin: age.default(DEFAULT_AGE_MIN),
  defaultAgeMax: age.default(DEFAULT_AGE_MAX),
  defaultCallToAction: metaOptionField(PROFILE_CALLS_TO_ACTION).default(PROFILE_DEFAULTS.defaultCallToAction),
  defaultPageId: optionalMetaId.default(null),
  defaultPixelId: optionalMetaId.default(null),
  defaultUtmSource: utmValue.default(null),
  defaultUtmMedium: utmValue.default(null),
  defaultUtmCampaign: utmValue.default(null),
  defaultUtmContent: utmValue.default(null),
  defaultUtmTerm: utmValue.default(null),
  defaultOptimizationGoal: z
    .string()
    .trim()
    .max(40)
    .transform((goal) => (goal === '' ? null : goal))
    .nullable()
    .default(null),
  /** Whether campaigns made with the profile put the ad's own text on its landing URL (decision 038). */
  adTextOnUrl: z.boolean().default(true),
  /** The name of that URL parameter. */
  adTextParameter: z
    .string()
    .trim()
    .regex(PARAMETER_NAME_PATTERN, PARAMETER_NAME_MESSAGE)
    .default(AD_CREATIVE_PARAMETER),
});

/** The rules across fields; values that do not apply are dropped (saved as null), not refused. */
function applyCrossFieldRules(profile: z.output<typeof profileFieldsSchema>, context: z.RefinementCtx) {
  if (profile.defaultObjective === CONVERSIONS_OBJECTIVE && profile.defaultConversionEvent === null) {
    context.addIssue({
      code: 'custom',
      path: ['defaultConversionEvent'],
      message: CONVERSION_EVENT_REQUIRED,
    });
  }
  // Only between two valid ages: an age out of range has its own message already.
  const inRange = (value: number) => value >= AGE_MIN && value <= AGE_MAX;
  if (
    inRange(profile.defaultAgeMin) &&
    inRange(profile.defaultAgeMax) &&
    profile.defaultAgeMin > profile.defaultAgeMax
  ) {
    context.addIssue({ code: 'custom', path: ['defaultAgeMax'], message: AGE_ORDER_MESSAGE });
  }
  const goal = profile.defaultOptimizationGoal;
  const objective = toMeta(PROFILE_OBJECTIVES, profile.defaultObjective);
  if (goal !== null && !isOptimizationGoalAllowed(objective, goal, profile.defaultPixelId !== null)) {
    context.addIssue({
      code: 'custom',
      path: ['defaultOptimizationGoal'],
      message: `Meta does not accept ${goal} for ${objective}${profile.defaultPixelId === null ? ' without a pixel' : ''}`,
    });
  }
}

const dropInapplicable = <T extends z.output<typeof profileFieldsSchema>>(profile: T): T => ({
  ...profile,
  // The event select only shows for Conversions, the bid amount only for a capped strategy.
  defaultConversionEvent:
    profile.defaultObjective === CONVERSIONS_OBJECTIVE ? profile.defaultConversionEvent : null,
  defaultBidAmount: profile.defaultBidStrategy === 'AUTO' ? null : profile.defaultBidAmount,
});

/** The profile dialog and `POST /api/meta/ad-settings/profiles` (isDefault may ask to become the default). */
export const profileInputSchema = profileFieldsSchema
  .extend({ isDefault: z.boolean().optional() })
  .superRefine(applyCrossFieldRules)
  .transform(dropInapplicable);
export type ProfileInput = z.input<typeof profileInputSchema>;
export type ProfileValues = Omit<z.output<typeof profileInputSchema>, 'isDefault'>;

/**
 * `PATCH /api/meta/ad-settings/profiles/{id}`: any of the fields (merged with the stored profile, then
 * checked as a whole), or `{isDefault: true}` to make it the default.
 */
export const profileUpdateSchema = z
  .object({
    ...z.object(withoutDefaults(profileFieldsSchema.shape)).partial().shape,
    isDefault: z.boolean().optional(),
  })
  .strict();
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

/** The fields as they are, without their defaults: a change must not reset the fields it leaves out. */
function withoutDefaults<S extends z.ZodRawShape>(shape: S) {
  return Object.fromEntries(
    Object.entries(shape).map(([key, field]) => [
      key,
      field instanceof z.ZodDefault ? field.unwrap() : field,
    ]),
  ) as { [K in keyof S]: S[K] extends z.ZodDefault<infer T> ? T : S[K] };
}

/** A profile as the API shows it (docs/contract.md#ad-settings-profiles). */
export const profileSchema = z.object({
  id: z.string(),
  name: z.string(),
  isDefault: z.boolean(),
  defaultObjective: z.string(),
  defaultConversionEvent: z.string().nullable(),
  defaultDailyBudget: z.number(),
  defaultBidStrategy: z.string(),
  defaultBidAmount: z.number().nullable(),
  defaultCountries: z.array(z.string()),
  defaultExcludedCountries: z.array(z.string()),
  defaultDeviceTypes: z.array(z.string()),
  defaultOsTypes: z.array(z.string()),
  defaultGenders: z.array(z.string()),
  defaultAgeMin: z.number(),
  defaultAgeMax: z.number(),
  defaultCallToAction: z.string(),
  defaultPageId: z.string().nullable(),
  defaultPixelId: z.string().nullable(),
  defaultUtmSource: z.string().nullable(),
  defaultUtmMedium: z.string().nullable(),
  defaultUtmCampaign: z.string().nullable(),
  defaultUtmContent: z.string().nullable(),
  defaultUtmTerm: z.string().nullable(),
  defaultOptimizationGoal: z.string().nullable(),
  adTextOnUrl: z.boolean(),
  adTextParameter: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

export const profileListSchema = z.array(profileSchema);

/**
 * `GET /api/meta/ad-settings/choices`: what the profile screen offers beyond the fixed lists. Readable by
 * anyone who may see the screen, unlike the credentials (admins only): names and ids, no secret.
 */
export const profileChoicesSchema = z.object({
  /** An access token and at least one ad account id are saved: profiles may be created. */
  metaConfigured: z.boolean(),
  pages: z.array(z.object({ id: z.string(), name: z.string() })),
  pixels: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type ProfileChoices = z.infer<typeof profileChoicesSchema>;

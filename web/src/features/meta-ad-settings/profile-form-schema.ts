import { DEFAULT_AGE_MAX, DEFAULT_AGE_MIN, PROFILE_DEFAULTS } from '#shared/meta/form-defaults';
import { AD_CREATIVE_PARAMETER } from '#shared/meta/url-tags';
import { type Profile, profileInputSchema } from '#shared/schemas/meta-profiles';
import * as z from '#shared/validation/zod';
import { NO_DEFAULT } from '../../components/form/entry-options';

/** The dialog's values: number inputs and selects hold text; lists hold option values. */
export interface ProfileFormValues {
  name: string;
  defaultObjective: string;
  defaultConversionEvent: string;
  defaultDailyBudget: string;
  defaultBidStrategy: string;
  defaultBidAmount: string;
  defaultCountries: string[];
  defaultExcludedCountries: string[];
  defaultDeviceTypes: string[];
  defaultOsTypes: string[];
  defaultGenders: string[];
  defaultAgeMin: string;
  defaultAgeMax: string;
  defaultCallToAction: string;
  defaultPageId: string;
  defaultPixelId: string;
  defaultUtmSource: string;
  defaultUtmMedium: string;
  defaultUtmCampaign: string;
  defaultUtmContent: string;
  defaultUtmTerm: string;
  defaultOptimizationGoal: string;
  adTextOnUrl: boolean;
  adTextParameter: string;
}

const NUMBER_FIELDS = ['defaultDailyBudget', 'defaultAgeMin', 'defaultAgeMax'] as const;

/** The form's text as the shared schema's input: numbers, and null for what is left empty. */
function fromFormText(input: unknown): unknown {
  if (typeof input !== 'object' || input === null) return input;
  const values = { ...(input as Record<string, unknown>) };
  for (const field of NUMBER_FIELDS) {
    const text = values[field];
    values[field] = text === '' ? undefined : typeof text === 'string' ? Number(text) : text;
  }
  const bid = values.defaultBidAmount;
  values.defaultBidAmount =
    bid === '' || bid === undefined ? null : typeof bid === 'string' ? Number(bid) : bid;
  for (const field of ['defaultPageId', 'defaultPixelId'])
    if (values[field] === NO_DEFAULT) values[field] = null;
  return values;
}

/** The shared profile schema reading the dialog's text, so its messages are the server's. */
export const profileFormSchema = z.preprocess(fromFormText, profileInputSchema) as unknown as z.ZodType<
  z.output<typeof profileInputSchema>,
  ProfileFormValues
>;

const text = (value: number | string | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** A new profile starts from docs/contract.md#profile-defaults; an edited one from what is saved. */
export function toFormValues(profile?: Profile): ProfileFormValues {
  return {
    name: profile?.name ?? '',
    defaultObjective: profile?.defaultObjective ?? PROFILE_DEFAULTS.defaultObjective,
    defaultConversionEvent: text(profile?.defaultConversionEvent),
    defaultDailyBudget: text(profile?.defaultDailyBudget ?? PROFILE_DEFAULTS.defaultDailyBudget),
    defaultBidStrategy: profile?.defaultBidStrategy ?? PROFILE_DEFAULTS.defaultBidStrategy,
    defaultBidAmount: text(profile?.defaultBidAmount),
    defaultCountries: profile?.defaultCountries ?? [...PROFILE_DEFAULTS.defaultCountries],
    defaultExcludedCountries: profile?.defaultExcludedCountries ?? [],
    defaultDeviceTypes: profile?.defaultDeviceTypes ?? ['ALL'],
    defaultOsTypes: profile?.defaultOsTypes ?? ['ALL'],
    defaultGenders: profile?.defaultGenders ?? ['ALL'],
    defaultAgeMin: text(profile?.defaultAgeMin ?? DEFAULT_AGE_MIN),
    defaultAgeMax: text(profile?.defaultAgeMax ?? DEFAULT_AGE_MAX),
    defaultCallToAction: profile?.defaultCallToAction ?? PROFILE_DEFAULTS.defaultCallToAction,
    defaultPageId: profile?.defaultPageId ?? NO_DEFAULT,
    defaultPixelId: profile?.defaultPixelId ?? NO_DEFAULT,
    defaultUtmSource: text(profile?.defaultUtmSource),
    defaultUtmMedium: text(profile?.defaultUtmMedium),
    defaultUtmCampaign: text(profile?.defaultUtmCampaign),
    defaultUtmContent: text(profile?.defaultUtmContent),
    defaultUtmTerm: text(profile?.defaultUtmTerm),
    defaultOptimizationGoal: text(profile?.defaultOptimizationGoal),
    adTextOnUrl: profile?.adTextOnUrl ?? true,
    adTextParameter: profile?.adTextParameter ?? AD_CREATIVE_PARAMETER,
  };
}

import { type LaunchRequest, launchRequestSchema } from '#shared/schemas/meta-launches';
import type { Profile } from '#shared/schemas/meta-profiles';
import * as z from '#shared/validation/zod';

/** The launch form's values: the budget input holds text; empty means the profile's budget. */
export interface LaunchFormValues {
  keywordIds: string[];
  profileId: string;
  dailyBudget: string;
  status: NonNullable<LaunchRequest['status']>;
}

/** The request the form's values ask for (what the preview is asked, before validation). */
export function requestOf(values: LaunchFormValues): LaunchRequest {
  const budget = values.dailyBudget.trim();
  return {
    keywordIds: values.keywordIds,
    profileId: values.profileId,
    ...(budget === '' ? {} : { dailyBudget: Number(budget) }),
    status: values.status,
  };
}

/** The shared request schema reading the form's text, so its messages are the server's. */
export const launchFormSchema = z.preprocess(
  (input) => requestOf(input as LaunchFormValues),
  launchRequestSchema,
) as unknown as z.ZodType<LaunchRequest, LaunchFormValues>;

/** A new launch: the articles chosen, the default profile, its budget, and Paused. */
export function launchFormDefaults(keywordIds: string[], profiles: readonly Profile[]): LaunchFormValues {
  const profile = profiles.find((entry) => entry.isDefault) ?? profiles[0];
  return { keywordIds, profileId: profile?.id ?? '', dailyBudget: '', status: 'PAUSED' };
}

/** Whether two requests ask the same (a preview is out of date once the form asks something else). */
export const sameRequest = (a: LaunchRequest, b: LaunchRequest) => JSON.stringify(a) === JSON.stringify(b);

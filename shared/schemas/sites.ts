import { MIN_DAILY_BUDGET } from '../meta/form-limits';
import * as z from '../validation/zod';
import { LAUNCH_START_STATUSES } from './meta-launches';
import { CREDENTIAL_MAX_LENGTH, wpSiteUrlSchema } from './settings';

const optionalText = (max: number) => z.string().trim().max(max).optional();

/** Whether the runtime knows an IANA time zone name (`Europe/Paris`, `UTC`). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * How a site's posts are spread: at most `postsPerDay`, evenly inside `[startHour, endHour)` of the site's
 * time zone. Absent: posts go live as soon as they are published.
 */
export const siteCadenceSchema = z
  .object({
    postsPerDay: z.number().int().min(1).max(48),
    startHour: z.number().int().min(0).max(23),
    endHour: z.number().int().min(1).max(24),
  })
  .refine((cadence) => cadence.startHour < cadence.endHour, {
    message: 'The window must end after it starts',
    path: ['endHour'],
  });

/**
 * A campaign launched when an article of the site goes live (issue 33): from this ad settings profile, at
 * this daily budget (the profile's when absent), starting Paused unless asked. Absent: none (the default).
 */
export const siteGoLiveLaunchSchema = z.object({
  profileId: z.string().trim().min(1, 'Choose an ad settings profile').max(100),
  dailyBudget: z.number().min(MIN_DAILY_BUDGET, 'Budget must be at least 1').max(1_000_000).optional(),
  status: z.enum(LAUNCH_START_STATUSES).default('PAUSED'),
});

/** What a site is besides its credentials: every field optional but the name. */
export const siteSettingsSchema = z.object({
  name: z.string().trim().min(1, 'Site name is required').max(100),
  /** The WordPress category id new posts are filed under; absent: WordPress's default category. */
  defaultCategory: z.number().int().min(1).optional(),
  /** Meta page and pixel ids, chosen from the Meta settings' entries. */
  metaPageId: optionalText(64),
  metaPixelId: optionalText(64),
  utmSource: optionalText(100),
  timeZone: z
    .string()
    .trim()
    .max(64)
    .refine(isTimeZone, 'Must be a time zone such as Europe/Paris')
    .default('UTC'),
  cadence: siteCadenceSchema.optional(),
  launchOnGoLive: siteGoLiveLaunchSchema.optional(),
});

const siteCredentialsShape = {
  wpSiteUrl: wpSiteUrlSchema,
  wpUsername: z.string().trim().min(1, 'WordPress Username is required').max(CREDENTIAL_MAX_LENGTH),
  /** May be the masked value `GET` returned, which keeps the saved password (for the same site origin). */
  wpAppPassword: z.string().trim().min(1, 'WordPress App Password is required').max(CREDENTIAL_MAX_LENGTH),
};

/** `POST /api/sites`. */
export const newSiteSchema = siteSettingsSchema.extend(siteCredentialsShape);
export type NewSite = z.infer<typeof newSiteSchema>;

/**
 * `PATCH /api/sites/{id}`: any field; `null` clears an optional one; `isDefault: true` makes it the
 * default site (there is always exactly one, so `false` is not a change one can ask for).
 */
export const siteChangesSchema = z
  .object({
    name: siteSettingsSchema.shape.name.optional(),
    defaultCategory: z.number().int().min(1).nullable().optional(),
    metaPageId: z.string().trim().max(64).nullable().optional(),
    metaPixelId: z.string().trim().max(64).nullable().optional(),
    utmSource: z.string().trim().max(100).nullable().optional(),
    timeZone: z
      .string()
      .trim()
      .max(64)
      .refine(isTimeZone, 'Must be a time zone such as Europe/Paris')
      .optional(),
    cadence: siteCadenceSchema.nullable().optional(),
    launchOnGoLive: siteGoLiveLaunchSchema.nullable().optional(),
    isDefault: z.literal(true).optional(),
    wpSiteUrl: siteCredentialsShape.wpSiteUrl.optional(),
    wpUsername: siteCredentialsShape.wpUsername.optional(),
    wpAppPassword: siteCredentialsShape.wpAppPassword.optional(),
  })
  .strict();
export type SiteChanges = z.infer<typeof siteChangesSchema>;

/** A site as the API shows it: the password masked. */
export const siteSchema = z.object({
  id: z.string(),
  name: z.string(),
  wpSiteUrl: z.string(),
  wpUsername: z.string(),
  wpAppPassword: z.string(),
  defaultCategory: z.number().int().optional(),
  metaPageId: z.string().optional(),
  metaPixelId: z.string().optional(),
  utmSource: z.string().optional(),
  timeZone: z.string(),
  cadence: siteCadenceSchema.optional(),
  launchOnGoLive: siteGoLiveLaunchSchema.optional(),
  isDefault: z.boolean(),
  /** False for the primary site while no WordPress credentials are saved (locally: the sandbox stands in). */
  configured: z.boolean(),
});
export type Site = z.infer<typeof siteSchema>;

export const siteListSchema = z.object({ sites: z.array(siteSchema) });

/** `POST /api/sites/{id}/test`: whether WordPress accepts the credentials, and what the site says. */
export const siteTestResultSchema = z.object({
  connected: z.boolean(),
  message: z.string().optional(),
  /** The site's own time zone (`timezone_string`, or `UTC±h` from its offset), when it could be read. */
  timeZone: z.string().optional(),
  categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type SiteTestResult = z.infer<typeof siteTestResultSchema>;

export const siteIdParamSchema = z.object({ id: z.string().min(1).max(100) });

/**
 * `GET /api/sites/choices`: what every role may see of the sites, for the Site selects and filters, and the
 * Meta page, pixel and utm_source the campaign creator starts from for an article of the site (ids, no secret).
 */
export const siteChoicesSchema = z.object({
  sites: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      isDefault: z.boolean(),
      metaPageId: z.string().optional(),
      metaPixelId: z.string().optional(),
      utmSource: z.string().optional(),
    }),
  ),
});
export type SiteChoices = z.infer<typeof siteChoicesSchema>;

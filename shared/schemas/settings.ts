import {
  DEFAULT_NAVIGATIONAL_TAGS,
  DEFAULT_TRANSACTIONAL_TAGS,
  TAG_COUNT_MAX,
  TAG_COUNT_MIN,
  VARIANTS_MAX,
  VARIANTS_MIN,
  VARIANTS_PER_KEYWORD,
} from '../product/constants';
import * as z from '../validation/zod';

/** Longest credential accepted: far above any real key, far below Secrets Manager's 64 KB. */
export const CREDENTIAL_MAX_LENGTH = 1000;

const credential = (requiredMessage: string) =>
  z.string().trim().min(1, requiredMessage).max(CREDENTIAL_MAX_LENGTH);

/**
 * The API Credentials form and `POST /api/settings/api-credentials`. A field may carry the masked value
 * `GET` returned, which keeps the saved key.
 */
export const apiCredentialsSchema = z.object({
  geminiApiKey: credential('Gemini API Key is required'),
  openaiApiKey: credential('OpenAI API Key is required'),
  cloudVisionApiKey: credential('Cloud Vision API Key is required'),
});
export type ApiCredentials = z.infer<typeof apiCredentialsSchema>;

/** Whether a URL embeds a user name or password (`https://user:pass@host`); false for a non-URL. */
function hasUserInfo(value: string): boolean {
  const url = URL.canParse(value) ? new URL(value) : undefined;
  return url !== undefined && (url.username !== '' || url.password !== '');
}

/** The WordPress site address: http(s) only, no embedded user name or password, no trailing slash. */
export const wpSiteUrlSchema = z
  .string()
  .trim()
  .pipe(z.url({ protocol: /^https?$/, message: 'Must be a valid URL' }))
  .refine((value) => !hasUserInfo(value), 'Must not contain a user name or password')
  .transform((value) => value.replace(/\/+$/, ''));

/** The WordPress Settings form and `POST /api/settings/wordpress-credentials`. */
export const wordPressCredentialsSchema = z.object({
  wpSiteUrl: wpSiteUrlSchema,
  wpUsername: credential('WordPress Username is required'),
  wpAppPassword: credential('WordPress App Password is required'),
});
export type WordPressCredentials = z.infer<typeof wordPressCredentialsSchema>;

/**
 * `GET` (and the `POST` answer) of the credentials: the keys masked (`••••••••abcd`), empty strings when
 * nothing is saved. The site URL and user name are not secrets and come back in full.
 */
export const maskedApiCredentialsSchema = z.object({
  geminiApiKey: z.string(),
  openaiApiKey: z.string(),
  cloudVisionApiKey: z.string(),
});
export type MaskedApiCredentials = z.infer<typeof maskedApiCredentialsSchema>;

export const maskedWordPressCredentialsSchema = z.object({
  wpSiteUrl: z.string(),
  wpUsername: z.string(),
  wpAppPassword: z.string(),
});
export type MaskedWordPressCredentials = z.infer<typeof maskedWordPressCredentialsSchema>;

/** One tile of the API status bar. */
export const serviceStatusSchema = z.object({
  connected: z.boolean(),
  /** Why the service is not connected ("Not configured", "OpenAI rejected the key (401)", ...). */
  message: z.string().optional(),
  /** True when the local sandbox answered instead of the real service. */
  sandbox: z.boolean(),
  /** When the check ran (ISO 8601); the server caches checks for a few minutes. */
  checkedAt: z.string(),
  /**
   * The WordPress tile only, once there is more than one site: each site's own state. The tile is connected
   * when every site is, and its message is the first failing site's.
   */
  sites: z
    .array(
      z.object({
        id: z.string(),
        name: z.string(),
        connected: z.boolean(),
        message: z.string().optional(),
        sandbox: z.boolean(),
      }),
    )
    .optional(),
});
export type ServiceStatus = z.infer<typeof serviceStatusSchema>;

/** `GET /api/settings/status`. */
export const apiStatusSchema = z.object({
  gemini: serviceStatusSchema,
  openai: serviceStatusSchema,
  cloudVision: serviceStatusSchema,
  wordpress: serviceStatusSchema,
});
export type ApiStatus = z.infer<typeof apiStatusSchema>;
export type ApiService = keyof ApiStatus;

const count = (min: number, max: number) => z.number().int().min(min).max(max);

/** `GET`/`PUT /api/preferences`: the signed-in user's defaults for the Add Keywords dialog. */
export const preferencesSchema = z.object({
  transactionalTagsCount: count(TAG_COUNT_MIN, TAG_COUNT_MAX),
  navigationalTagsCount: count(TAG_COUNT_MIN, TAG_COUNT_MAX),
  variantsCount: count(VARIANTS_MIN, VARIANTS_MAX),
});
export type Preferences = z.infer<typeof preferencesSchema>;

/** What a user who never saved preferences gets: the defaults of docs/contract.md#preferences. */
export const DEFAULT_PREFERENCES: Preferences = {
  transactionalTagsCount: DEFAULT_TRANSACTIONAL_TAGS,
  navigationalTagsCount: DEFAULT_NAVIGATIONAL_TAGS,
  variantsCount: VARIANTS_PER_KEYWORD,
};

import { withoutActPrefix } from '../meta/ad-account-id';
import * as z from '../validation/zod';
import { whenMissing } from './required-message';
import { CREDENTIAL_MAX_LENGTH } from './settings';

/** Longest entry name accepted: Meta's own names (ad accounts, pages, pixels) are far shorter. */
export const META_ENTRY_NAME_MAX_LENGTH = 200;
/** Most rows per list: far above what one operator manages, small enough for one status check. */
export const META_ENTRIES_MAX = 50;

const requiredText = (message: string, max: number) =>
  z
    .string({ error: whenMissing(message) })
    .trim()
    .min(1, message)
    .max(max);

/** Meta's object ids are decimal numbers; an ad account's may be pasted with its `act_` prefix. */
const entryId = (stripPrefix: boolean) =>
  requiredText('ID is required', 40)
    .transform((id) => (stripPrefix ? withoutActPrefix(id) : id))
    .pipe(
      z.string().regex(/^\d+$/, stripPrefix ? 'ID must be a number (act_ optional)' : 'ID must be a number'),
    );

const entrySchema = (stripPrefix: boolean) =>
  z.object({
    id: entryId(stripPrefix),
    name: requiredText('Name is required', META_ENTRY_NAME_MAX_LENGTH),
  });

/** One row of the form's ad account, page and pixel lists. */
export const metaEntrySchema = entrySchema(false);
export type MetaEntry = z.output<typeof metaEntrySchema>;

const noDuplicateIds = (entries: MetaEntry[]) =>
  new Set(entries.map((entry) => entry.id)).size === entries.length;
const DUPLICATE_MESSAGE = 'Each ID may be listed only once';

const entries = (stripPrefix: boolean, requiredMessage?: string) => {
  const list = z
    .array(entrySchema(stripPrefix), requiredMessage ? { error: whenMissing(requiredMessage) } : undefined)
    .max(META_ENTRIES_MAX);
  return (requiredMessage ? list.min(1, requiredMessage) : list).refine(noDuplicateIds, DUPLICATE_MESSAGE);
};

/**
 * The Meta credentials form (docs/contract.md#meta-integration) with its messages verbatim. The token and
 * the app secret may carry the masked values `GET` returned, which keep the saved ones.
 */
export const metaCredentialsFormSchema = z.object({
  accessToken: requiredText('Meta Access Token is required', CREDENTIAL_MAX_LENGTH),
  appId: requiredText('App ID is required', 40),
  appSecret: requiredText('App Secret is required', CREDENTIAL_MAX_LENGTH),
  adAccountEntries: entries(true, 'At least one ad account is required'),
  pageEntries: entries(false, 'At least one page is required'),
  pixelEntries: entries(false).default([]),
});
export type MetaCredentialsFormInput = z.input<typeof metaCredentialsFormSchema>;
export type MetaCredentialsForm = z.output<typeof metaCredentialsFormSchema>;

const idList = z.array(z.string().trim()).max(META_ENTRIES_MAX).optional();
const idsOf = (list: MetaEntry[]) => list.map((entry) => entry.id);
const sameIds = (given: string[] | undefined, list: MetaEntry[]) =>
  given === undefined || given.map(withoutActPrefix).join(',') === idsOf(list).join(',');

/**
 * `POST /api/meta/credentials`: the form's fields plus the id lists older clients also send. The lists
 * are derived from the entries; when given they must agree with them, so no caller saves two stories.
 */
export const metaCredentialsInputSchema = metaCredentialsFormSchema
  .extend({ adAccountIds: idList, pageIds: idList, pixelIds: idList })
  .refine((input) => sameIds(input.adAccountIds, input.adAccountEntries), {
    message: 'adAccountIds must list the ids of adAccountEntries, in order',
    path: ['adAccountIds'],
  })
  .refine((input) => sameIds(input.pageIds, input.pageEntries), {
    message: 'pageIds must list the ids of pageEntries, in order',
    path: ['pageIds'],
  })
  .refine((input) => sameIds(input.pixelIds, input.pixelEntries), {
    message: 'pixelIds must list the ids of pixelEntries, in order',
    path: ['pixelIds'],
  });
export type MetaCredentialsInput = z.input<typeof metaCredentialsInputSchema>;

/** The saved credentials as the server uses them (unmasked, never sent to a browser). */
export interface MetaCredentials {
  accessToken: string;
  appId: string;
  appSecret: string;
  adAccountEntries: MetaEntry[];
  pageEntries: MetaEntry[];
  pixelEntries: MetaEntry[];
  /** Saved by the local `use-sandbox` action: calls go to the local Meta Graph sandbox. */
  sandbox: boolean;
}

const entryListSchema = z.array(z.object({ id: z.string(), name: z.string() }));

/**
 * `GET /api/meta/credentials` (and the `POST` answer): the contract's credentials with the token and app
 * secret masked (`••••••••abcd`); empty strings and lists when nothing is saved.
 */
export const maskedMetaCredentialsSchema = z.object({
  accessToken: z.string(),
  appId: z.string(),
  appSecret: z.string(),
  adAccountEntries: entryListSchema,
  pageEntries: entryListSchema,
  pixelEntries: entryListSchema,
  adAccountIds: z.array(z.string()),
  pageIds: z.array(z.string()),
  pixelIds: z.array(z.string()),
  /** The saved credentials are the local sandbox's. */
  sandbox: z.boolean(),
  /** This server runs with the local sandbox, so `POST /api/meta/use-sandbox` exists. */
  sandboxAvailable: z.boolean(),
});
export type MaskedMetaCredentials = z.infer<typeof maskedMetaCredentialsSchema>;

/**
 * One row of `GET /api/meta/ad-accounts`, `/pages` and `/pixels`: a saved entry checked with Meta, with
 * its name there when this token may use it, else why not.
 */
export const metaAssetSchema = z.object({
  id: z.string(),
  name: z.string(),
  accessible: z.boolean(),
  metaName: z.string().optional(),
  error: z.string().optional(),
});
export type MetaAsset = z.infer<typeof metaAssetSchema>;

/**
 * `GET /api/meta/status`: the shape of docs/contract.md#meta-integration (connected, message, details{user,
 * adAccount{name, account_status, error}, timestamp}) plus the token's expiry, the account's status label and
 * time zone, and whether the local sandbox answered.
 */
export const metaStatusSchema = z.object({
  connected: z.boolean(),
  message: z.string(),
  sandbox: z.boolean(),
  details: z
    .object({
      /** The token's owner; the e-mail only to `system_settings`. */
      user: z.object({ id: z.string(), name: z.string(), email: z.string().optional() }).optional(),
      adAccount: z
        .object({
          id: z.string(),
          name: z.string().optional(),
          account_status: z.number().optional(),
          /** The status code named ("Active", "Disabled", "In grace period (can still run ads)", ...). */
          statusLabel: z.string().optional(),
          timezoneName: z.string().optional(),
          currency: z.string().optional(),
          /** Why the account cannot be used: not reachable with this token, or its status stops ads. */
          error: z.string().optional(),
        })
        .optional(),
      token: z
        .object({
          /** ISO 8601; null when Meta says the token never expires. */
          expiresAt: z.string().nullable(),
          /** The permissions granted to the token; only to `system_settings`. */
          scopes: z.array(z.string()).optional(),
        })
        .optional(),
      /** Set when the ad account's days do not follow US Eastern time, as the insights screen assumes. */
      timezoneWarning: z.string().optional(),
      timestamp: z.string(),
    })
    .optional(),
});
export type MetaStatus = z.infer<typeof metaStatusSchema>;

/** `GET /api/meta/status` query: `refresh=true` asks Meta now rather than the last minute's answer. */
export const metaStatusQuerySchema = z.object({
  refresh: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});

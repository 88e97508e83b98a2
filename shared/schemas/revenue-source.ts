import { DEFAULT_FINAL_AFTER_HOURS, FINAL_AFTER_HOURS_MAX } from '../meta/revenue-final-after';
import * as z from '../validation/zod';
import { whenMissing } from './required-message';

/** A PEM private key of RSA 4096 is about 3,300 characters; room for comments and line endings. */
export const PRIVATE_KEY_MAX_LENGTH = 8000;
export const REVENUE_QUERY_MAX_LENGTH = 20_000;

const requiredText = (message: string, max: number) =>
  z
    .string({ error: whenMissing(message) })
    .trim()
    .min(1, message)
    .max(max);

/** Snowflake identifiers as typed in the form: letters, digits, `_`, `$`, `.`, `-`; empty uses the user's default. */
const contextName = (label: string) =>
  z
    .string()
    .trim()
    .max(255)
    .regex(/^[A-Za-z0-9_$.-]*$/, `${label} may hold only letters, digits, _ $ . and -`)
    .default('');

/**
 * The Revenue source card (the Snowflake warehouse revenue comes from): account identifier, key-pair user,
 * private key (may carry the masked value `GET` returned, which keeps the saved one), context and the
 * query with two bind parameters (`?` or `:1`/`:2`), since and until as `YYYY-MM-DD` text.
 */
export const revenueSourceFormSchema = z.object({
  account: requiredText('Account is required', 255).pipe(
    z.string().regex(/^[A-Za-z0-9_.-]+$/, 'Account must be an account identifier like myorg-myaccount'),
  ),
  user: requiredText('User is required', 255),
  privateKey: requiredText('Private key is required', PRIVATE_KEY_MAX_LENGTH),
  warehouse: contextName('Warehouse'),
  database: contextName('Database'),
  schema: contextName('Schema'),
  role: contextName('Role'),
  query: requiredText('Query is required', REVENUE_QUERY_MAX_LENGTH),
  /** Empty: `https://<account>.snowflakecomputing.com`. */
  baseUrl: z
    .string()
    .trim()
    .max(500)
    .refine(
      (value) => value === '' || /^https?:\/\/[^\s/]+\/?$/.test(value),
      'Base URL must be like https://host',
    )
    .default(''),
  /**
   * The query's column saying a row's revenue is final (BOOLEAN, or 1/0); empty: the source has none and a
   * day settles by age (`finalAfterHours`).
   */
  finalColumn: z
    .string()
    .trim()
    .max(255)
    .regex(/^([A-Za-z_][A-Za-z0-9_$]*)?$/, 'Final flag column must be a column name like is_final')
    .default(''),
  finalAfterHours: z
    .number({ error: 'Final after must be a number of hours' })
    .int('Final after must be a whole number of hours')
    .min(1, 'Final after must be at least 1 hour')
    .max(FINAL_AFTER_HOURS_MAX, `Final after must be at most ${FINAL_AFTER_HOURS_MAX} hours`)
    .default(DEFAULT_FINAL_AFTER_HOURS),
});
export type RevenueSourceFormInput = z.input<typeof revenueSourceFormSchema>;
export type RevenueSourceForm = z.output<typeof revenueSourceFormSchema>;

/** The saved revenue source (server side, unmasked). */
export interface RevenueSourceCredentials extends RevenueSourceForm {
  /** Saved by the local `use-sandbox` action: statements go to the local Snowflake sandbox. */
  sandbox: boolean;
}

/** `GET/POST /api/meta/revenue-source`: the saved settings, the private key masked; empty when none are saved. */
export const maskedRevenueSourceSchema = z.object({
  account: z.string(),
  user: z.string(),
  privateKey: z.string(),
  warehouse: z.string(),
  database: z.string(),
  schema: z.string(),
  role: z.string(),
  query: z.string(),
  baseUrl: z.string(),
  finalColumn: z.string(),
  finalAfterHours: z.number(),
  configured: z.boolean(),
  sandbox: z.boolean(),
});
export type MaskedRevenueSource = z.infer<typeof maskedRevenueSourceSchema>;

/** `POST /api/meta/revenue-source/test`: how many rows the query returned for yesterday (US Eastern). */
export const revenueSourceTestSchema = z.object({ rowCount: z.number().int(), day: z.string() });
export type RevenueSourceTest = z.infer<typeof revenueSourceTestSchema>;

/** One row of the revenue query: a day (US Eastern) and a channel (an ad set name, the tracking key). */
export const revenueRowSchema = z.object({
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  channel: z.string().min(1),
  revenue: z.number(),
  conversions: z.number(),
  pageViews: z.number(),
  sessions: z.number(),
  /** Whether the day's revenue is final; absent when the source does not say (the refresh settles it by age). */
  final: z.boolean().optional(),
});
export type RevenueRow = z.infer<typeof revenueRowSchema>;

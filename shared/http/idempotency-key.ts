import * as z from '../validation/zod';

/**
 * The request header that makes a POST safe to retry (IETF httpapi draft "The Idempotency-Key HTTP Header
 * Field"): the same key with the same body answers the first outcome, with another body 422, and while the
 * first request still runs 409. `POST /api/meta/campaigns` reads it (decision 017).
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** Visible ASCII and space, without the quote and backslash that a structured-field string escapes. */
const KEY_CHARACTERS = String.raw`[\x20\x21\x23-\x5B\x5D-\x7E]{1,255}`;

/**
 * The header's value: the draft writes it as a structured-field string (`"8e03978e-..."`), many clients send
 * the bare key; both are accepted and mean the same key.
 */
export const idempotencyKeySchema = z
  .string()
  .regex(
    new RegExp(`^(?:"${KEY_CHARACTERS}"|${KEY_CHARACTERS})$`),
    'Use 1 to 255 visible ASCII characters, ideally a UUID',
  );

/** The key itself, whether it came quoted or bare. */
export const unquotedKey = (value: string) =>
  value.length > 1 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;

/** The header as the draft writes it: the key as a structured-field string. */
export const idempotencyKeyHeader = (key: string) => ({ [IDEMPOTENCY_KEY_HEADER]: `"${key}"` });

/** The request headers of a route keyed by it, with what the OpenAPI document says about the header. */
export const idempotencyKeyHeaderSchema = z.object({
  [IDEMPOTENCY_KEY_HEADER]: idempotencyKeySchema.optional().meta({
    param: {
      description:
        'Makes the request safe to retry: the same key with the same body answers the first outcome (the ' +
        'same campaign, or the same failure), with another body 422, and while the first request still runs ' +
        '409. A UUID per form is best; without a key (or the older body field `requestId`) each request is a ' +
        'new creation.',
    },
  }),
});

import * as z from '../validation/zod';

/**
 * What a browser's WebAuthn calls answer, as `@simplewebauthn/browser` serializes them (base64url
 * strings). The server verifies their content; these only bound their shape and size.
 */
const base64url = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]*$/, 'Must be base64url');

/** A credential id: at most 1,023 bytes (WebAuthn), so 1,364 base64url characters. */
export const passkeyIdSchema = base64url(1364).min(1);

/** What both answers carry besides their `response`. */
const credentialFields = {
  id: passkeyIdSchema,
  rawId: passkeyIdSchema,
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  /** Extension outputs the browser reports; none is asked for, so whatever comes is kept as sent. */
  clientExtensionResults: z.record(z.string(), z.unknown()),
};

/** `navigator.credentials.create()`'s answer: a new passkey and its attestation. */
export const passkeyRegistrationResponseSchema = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: base64url(4096),
    attestationObject: base64url(16_384),
    authenticatorData: base64url(16_384).optional(),
    transports: z.array(z.string().max(32)).max(10).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url(4096).optional(),
  }),
});

/** `navigator.credentials.get()`'s answer: a signature by a registered passkey. */
export const passkeyAssertionSchema = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: base64url(4096),
    authenticatorData: base64url(4096),
    signature: base64url(2048),
    userHandle: base64url(128).optional(),
  }),
});

/**
 * The options the browser passes to `navigator.credentials.create()` or `.get()`, as the server made them
 * (WebAuthn's JSON form); the browser hands them on unread.
 */
export const passkeyOptionsSchema = z
  .object({ challenge: z.string() })
  .catchall(z.unknown())
  .meta({ description: 'PublicKeyCredentialCreationOptionsJSON or PublicKeyCredentialRequestOptionsJSON' });

export type PasskeyRegistrationResponse = z.infer<typeof passkeyRegistrationResponseSchema>;
export type PasskeyAssertion = z.infer<typeof passkeyAssertionSchema>;

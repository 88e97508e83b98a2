import * as z from '../validation/zod';
import { currentPasswordSchema, roleSchema } from './auth';
import { passkeyIdSchema, passkeyRegistrationResponseSchema } from './passkey-credentials';
import { whenMissing } from './required-message';

export const PASSKEY_NAME_MAX_LENGTH = 64;

/** A passkey as the Security page lists it (never its public key). */
export const passkeySummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** ISO 8601 date and time. */
  createdAt: z.string(),
  /** ISO 8601 date and time of the last sign-in with it; null before the first. */
  lastUsedAt: z.string().nullable(),
});
export type PasskeySummary = z.infer<typeof passkeySummarySchema>;

/** `GET /api/me/mfa`: the signed-in user's second factors. */
export const secondFactorStatusSchema = z.object({
  totp: z.object({ enabled: z.boolean() }),
  passkeys: z.array(passkeySummarySchema),
  recoveryCodesLeft: z.number().int(),
});
export type SecondFactorStatus = z.infer<typeof secondFactorStatusSchema>;

/** Setting up or removing a factor proves the current password. */
export const passwordProofSchema = z.object({ currentPassword: currentPasswordSchema });
export type PasswordProof = z.infer<typeof passwordProofSchema>;

/** `POST /api/me/mfa/totp`: a new secret, shown once, for the authenticator app; not on until confirmed. */
export const totpEnrolmentSchema = z.object({
  /** Base32, for typing into the app by hand. */
  secret: z.string(),
  /** The `otpauth://totp/...` URI the QR code carries. */
  otpauthUrl: z.string(),
});
export type TotpEnrolment = z.infer<typeof totpEnrolmentSchema>;

/** `POST /api/me/mfa/totp/confirm`: the app's current code proves it holds the secret. */
export const totpConfirmSchema = z.object({
  code: z
    .string({ error: whenMissing('Enter the 6-digit code') })
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code'),
});
export type TotpConfirm = z.infer<typeof totpConfirmSchema>;

/** The recovery codes, shown this once. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

export const passkeyNameSchema = z
  .string({ error: whenMissing('Name is required') })
  .trim()
  .min(1, 'Name is required')
  .max(PASSKEY_NAME_MAX_LENGTH, `Name must be at most ${PASSKEY_NAME_MAX_LENGTH} characters`);

/** `POST /api/me/mfa/passkeys`: the browser's answer to the registration options, and a name for it. */
export const passkeyRegistrationSchema = z.object({
  name: passkeyNameSchema,
  response: passkeyRegistrationResponseSchema,
});
export type PasskeyRegistration = z.infer<typeof passkeyRegistrationSchema>;

export const passkeyParamsSchema = z.object({ id: passkeyIdSchema });

/** Settings > Security and `GET`/`PUT /api/settings/second-factor`: the roles that must have one. */
export const secondFactorPolicySchema = z.object({ requiredRoles: z.array(roleSchema).max(10) });
export type SecondFactorPolicy = z.infer<typeof secondFactorPolicySchema>;

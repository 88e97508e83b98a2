import * as z from '../validation/zod';
import { passkeyAssertionSchema } from './passkey-credentials';

/** The second factors a user can finish signing in with. */
export const SECOND_FACTOR_METHODS = ['totp', 'recovery_code', 'passkey'] as const;
export type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];

/**
 * `POST /api/login`'s answer when the password was right and the user has a second factor: no session
 * yet, only a pending sign-in (a cookie valid 5 minutes) that `POST /api/login/mfa` completes.
 */
export const mfaRequiredSchema = z.object({
  mfaRequired: z.literal(true),
  methods: z.array(z.enum(SECOND_FACTOR_METHODS)),
});
export type MfaRequired = z.infer<typeof mfaRequiredSchema>;

/** A code from an authenticator app (6 digits) or a recovery code; spaces and dashes are ignored. */
export const secondFactorCodeSchema = z
  .string({ error: 'Enter the code' })
  .trim()
  .min(1, 'Enter the code')
  .max(64, 'That is not a code');

/** `POST /api/login/mfa`: the second step, with a code or with a passkey's signature. */
export const secondFactorSignInSchema = z.union([
  z.object({ code: secondFactorCodeSchema }),
  z.object({ passkey: passkeyAssertionSchema }),
]);
export type SecondFactorSignIn = z.infer<typeof secondFactorSignInSchema>;

/** The second step's code form. */
export const secondFactorCodeFormSchema = z.object({ code: secondFactorCodeSchema });

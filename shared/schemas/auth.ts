import { PERMISSIONS, ROLES } from '../access/roles';
import * as z from '../validation/zod';
import { whenMissing } from './required-message';

/** Passwords: at least 8 and at most 128 characters (README, "Security"). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
export const PASSWORD_TOO_LONG = `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;

/**
 * A password being set (a new user, a reset, a change of one's own). The server also refuses the 10,000
 * most common passwords, a list the browser does not need to download.
 */
export const newPasswordSchema = z
  .string({ error: whenMissing('Password is required') })
  .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT)
  .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG);

/** The login form and `POST /api/login` body; `username` is an email address. */
export const loginSchema = z.object({
  username: z.string().trim().email('Please enter a valid email address'),
  password: z.string().min(1, 'Password is required').max(PASSWORD_MAX_LENGTH),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const loginResponseSchema = z.object({ success: z.boolean(), message: z.string() });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const roleSchema = z.enum(ROLES);
export const permissionSchema = z.enum(PERMISSIONS);

/** `GET /api/auth/user`: the signed-in user. */
export const authUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  role: roleSchema,
  permissions: z.array(permissionSchema),
  /**
   * Present (true) when the user's role must have a second factor and they have none yet: until they set
   * one up, every other call answers 403 `mfa_setup_required`.
   */
  mfaSetupRequired: z.literal(true).optional(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

/** The signed-in user's current password, which changing their password or their second factors asks for. */
export const currentPasswordSchema = z
  .string({ error: whenMissing('Current password is required') })
  .min(1, 'Current password is required')
  .max(PASSWORD_MAX_LENGTH);

/** `POST /api/me/password`: a signed-in user changes their own password, proving the current one. */
export const changeOwnPasswordSchema = z.object({
  currentPassword: currentPasswordSchema,
  newPassword: newPasswordSchema,
});
export type ChangeOwnPasswordInput = z.infer<typeof changeOwnPasswordSchema>;

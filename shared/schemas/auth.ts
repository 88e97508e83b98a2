import { PERMISSIONS, ROLES } from '../roles';
import * as z from '../zod';

/** Passwords: at least 8 and at most 128 characters (README, "Security"). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

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
});
export type AuthUser = z.infer<typeof authUserSchema>;

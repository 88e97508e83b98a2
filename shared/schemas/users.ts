import { ROLES } from '../access/roles';
import * as z from '../validation/zod';
import {
  newPasswordSchema,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
  permissionSchema,
  roleSchema,
} from './auth';
import { whenMissing } from './required-message';

export const USERNAME_MAX_LENGTH = 64;
export const EMAIL_MAX_LENGTH = 254;

const usernameSchema = z
  .string({ error: whenMissing('Username is required') })
  .trim()
  .min(1, 'Username is required')
  .max(USERNAME_MAX_LENGTH, `Username must be at most ${USERNAME_MAX_LENGTH} characters`);

/** Emails are stored lower-cased: sign-in looks them up regardless of case. */
const emailSchema = z
  .string({ error: whenMissing('Email is required') })
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH, `Email must be at most ${EMAIL_MAX_LENGTH} characters`)
  .email('Please enter a valid email address');

const formRoleSchema = z.enum(ROLES, { error: whenMissing('Role is required') });

/** Add New User dialog and `POST /api/users`. */
export const createUserSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  role: formRoleSchema,
  password: newPasswordSchema,
  isActive: z.boolean().default(true),
});
export type CreateUserInput = z.input<typeof createUserSchema>;
export type NewUser = z.output<typeof createUserSchema>;

/**
 * Edit User dialog and `PATCH /api/users/{id}`: every field optional. An empty `password` means "keep the
 * current one", so the dialog's blank "new password" field validates with this same schema.
 */
export const updateUserSchema = z.object({
  role: formRoleSchema.optional(),
  email: emailSchema.optional(),
  isActive: z.boolean().optional(),
  password: z
    .string()
    .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG)
    .refine((password) => password === '' || password.length >= PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT)
    .optional(),
});
export type UpdateUserInput = z.input<typeof updateUserSchema>;
export type UserChanges = z.output<typeof updateUserSchema>;

/** A user as the API shows it (never the password hash), with the permissions of the role. */
export const userSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  role: roleSchema,
  /** ISO 8601 date and time. */
  createdAt: z.string(),
  isActive: z.boolean(),
  permissions: z.array(permissionSchema),
  /** Whether the user has an authenticator app or a passkey as a second factor. */
  hasSecondFactor: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

/** `GET /api/users`: newest first. */
export const usersResponseSchema = z.object({ users: z.array(userSchema) });
export type UsersResponse = z.infer<typeof usersResponseSchema>;

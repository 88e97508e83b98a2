import { randomUUID } from 'node:crypto';
import type { Clock } from '../../ports/clock';
import type { UserRepository } from '../../ports/users';
import { hashPassword, type PasswordCost } from './passwords';

export interface InitialAdmin {
  email: string;
  password: string;
}

/**
 * Creates the first admin when the table has no users at all. Safe to call on every start and from
 * concurrent Lambda containers: the unique-email guard lets only one of them write.
 * Resolves true when it created the admin.
 */
export async function ensureInitialAdmin(
  users: UserRepository,
  admin: InitialAdmin,
  clock: Clock,
  passwordCost?: PasswordCost,
): Promise<boolean> {
  if (await users.hasAnyUser()) return false;
  return users.create({
    id: randomUUID(),
    username: admin.email.split('@')[0] || 'admin',
    email: admin.email.toLowerCase(),
    role: 'admin',
    passwordHash: await hashPassword(admin.password, passwordCost),
    isActive: true,
    createdAt: new Date(clock.now()).toISOString(),
  });
}

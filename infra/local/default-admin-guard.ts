import { isIP } from 'node:net';
import { ConfigError } from '../../functions/src/composition/config';
import { verifyPassword } from '../../functions/src/domain/auth/passwords';
import type { UserRepository } from '../../functions/src/ports/users';

/** The first admin's password when `ADMIN_PASSWORD` is unset: fit for a trial on one machine only. */
export const DEFAULT_ADMIN_PASSWORD = 'admin1234';

/** Whether listening on `host` keeps the server on this machine (loopback only). */
export function isLoopbackHost(host: string): boolean {
  if (host === 'localhost') return true;
  if (isIP(host) === 4) return host.startsWith('127.');
  return host === '::1';
}

/**
 * Refuses to serve other machines while the first admin (the oldest user) still has the default password,
 * which the README prints: anyone on the network could sign in as admin. "Still has it" is the stored
 * hash verified against the default, so a changed password passes whatever the environment says.
 */
export async function refuseDefaultAdminOffLoopback(
  host: string,
  users: Pick<UserRepository, 'list'>,
  siteUrl: string,
): Promise<void> {
  if (isLoopbackHost(host)) return;
  const first = (await users.list()).at(-1);
  if (!first?.isActive || !(await verifyPassword(DEFAULT_ADMIN_PASSWORD, first.passwordHash))) return;
  throw new ConfigError(
    `Not starting on HOST=${host}, which other machines can reach: the first admin (${first.email}) still ` +
      `has the default password ${DEFAULT_ADMIN_PASSWORD}. Start without HOST, sign in at ${siteUrl} and ` +
      'change the password (the menu at the foot of the sidebar), then start again with HOST; or, with a ' +
      'new data folder, set ADMIN_PASSWORD.',
  );
}

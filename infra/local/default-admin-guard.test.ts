import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD_COST } from '#tests/support/test-stack';
import { ConfigError } from '../../functions/src/composition/config';
import { hashPassword } from '../../functions/src/domain/auth/passwords';
import type { UserRecord } from '../../functions/src/ports/users';
import { DEFAULT_ADMIN_PASSWORD, isLoopbackHost, refuseDefaultAdminOffLoopback } from './default-admin-guard';

/** The users newest first, as the repository lists them: the first admin last. */
async function usersWith(firstPassword: string, overrides: Partial<UserRecord> = {}) {
  const first: UserRecord = {
    id: 'u-1',
    username: 'admin',
    email: 'admin@example.com',
    role: 'admin',
    passwordHash: await hashPassword(firstPassword, TEST_PASSWORD_COST),
    isActive: true,
    createdAt: '2026-06-10T15:30:00.000Z',
    ...overrides,
  };
  const later = { ...first, id: 'u-2', email: 'later@example.com', createdAt: '2026-06-11T09:00:00.000Z' };
  return { list: async () => [later, first] };
}

const SITE = 'http://localhost:3000';

describe('refuseDefaultAdminOffLoopback', () => {
  it('refuses a HOST other machines reach while the first admin has the default password', async () => {
    const attempt = refuseDefaultAdminOffLoopback('0.0.0.0', await usersWith(DEFAULT_ADMIN_PASSWORD), SITE);

    await expect(attempt).rejects.toBeInstanceOf(ConfigError);
    await expect(attempt).rejects.toThrow(
      'Not starting on HOST=0.0.0.0, which other machines can reach: the first admin (admin@example.com) ' +
        'still has the default password admin1234. Start without HOST, sign in at http://localhost:3000 ' +
        'and change the password',
    );
  });

  it('starts once the password was changed, or the first admin is disabled', async () => {
    await expect(
      refuseDefaultAdminOffLoopback('0.0.0.0', await usersWith('plum-violet-anchor'), SITE),
    ).resolves.toBeUndefined();
    await expect(
      refuseDefaultAdminOffLoopback(
        '0.0.0.0',
        await usersWith(DEFAULT_ADMIN_PASSWORD, { isActive: false }),
        SITE,
      ),
    ).resolves.toBeUndefined();
  });

  it('lets the default password be on loopback, where only this machine reaches it', async () => {
    const users = await usersWith(DEFAULT_ADMIN_PASSWORD);
    for (const host of ['127.0.0.1', 'localhost', '::1', '127.0.0.2'])
      await expect(refuseDefaultAdminOffLoopback(host, users, SITE)).resolves.toBeUndefined();
  });
});

describe('isLoopbackHost', () => {
  it('knows loopback from the addresses and names other machines reach', () => {
    expect(['127.0.0.1', '127.8.9.10', 'localhost', '::1'].map(isLoopbackHost)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['0.0.0.0', '::', '192.168.1.20', 'dash.lan', '128.0.0.1'].map(isLoopbackHost)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

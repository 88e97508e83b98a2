import { describe, expect, it, vi } from 'vitest';
import { testClock } from '#tests/support/test-clock';
import type { UserRecord, UserRepository } from '../../ports/users';
import type { SessionService } from '../auth/session-service';
import { createUserService, OWN_PASSWORD_ELSEWHERE } from './user-service';

const record = (id: string): UserRecord => ({
  id,
  username: id,
  email: `${id}@example.com`,
  role: 'admin',
  passwordHash: 'scrypt$stored',
  isActive: true,
  createdAt: '2026-01-01T00:00:00.000Z',
});

function service() {
  const stored = new Map(['me', 'other'].map((id) => [id, record(id)]));
  const users = {
    findById: vi.fn(async (id: string) => stored.get(id)),
    update: vi.fn(async (_previous: UserRecord, next: UserRecord) => {
      stored.set(next.id, next);
      return 'done' as const;
    }),
  };
  const sessions = { endAllForUser: vi.fn(async () => undefined) };
  const factors = { enrolled: async () => new Set<string>(), remove: async () => undefined };
  const userService = createUserService({
    users: users as unknown as UserRepository,
    sessions: sessions as unknown as SessionService,
    clock: testClock(),
    factors,
    passwordCost: { N: 2 ** 10, r: 8, p: 1 },
  });
  return { userService, users, sessions, stored };
}

describe('user service: editing a user', () => {
  it("refuses the actor's own password, writing and ending nothing", async () => {
    const { userService, users, sessions } = service();

    await expect(
      userService.update('me', 'me', { password: 'a-new-secret', role: 'editor' }),
    ).rejects.toMatchObject({ kind: 'invalid', message: OWN_PASSWORD_ELSEWHERE });
    expect(users.update).not.toHaveBeenCalled();
    expect(sessions.endAllForUser).not.toHaveBeenCalled();
  });

  it("takes the actor's other fields, an empty password keeping theirs", async () => {
    const { userService, stored } = service();

    const user = await userService.update('me', 'me', { email: 'new@example.com', password: '' });

    expect(user.email).toBe('new@example.com');
    expect(stored.get('me')?.passwordHash).toBe('scrypt$stored');
  });

  it("sets another user's password and ends their sessions", async () => {
    const { userService, stored, sessions } = service();

    await userService.update('me', 'other', { password: 'a-new-secret' });

    expect(stored.get('other')?.passwordHash).not.toBe('scrypt$stored');
    expect(sessions.endAllForUser).toHaveBeenCalledWith('other');
  });
});

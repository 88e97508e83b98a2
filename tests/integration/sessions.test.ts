import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '#tests/support/test-stack';
import { createSessionRepository } from '../../functions/src/adapters/dynamodb/session-repository';
import {
  createSessionService,
  hashSessionId,
  SESSION_ABSOLUTE_TIMEOUT_MS,
  SESSION_IDLE_TIMEOUT_MS,
  type SessionService,
} from '../../functions/src/domain/auth/session-service';

const HOUR = 60 * 60 * 1000;
let t: TestStack;
let now = Date.UTC(2026, 10, 21, 9, 0, 0);
let sessions: SessionService;
let repository: ReturnType<typeof createSessionRepository>;

beforeAll(async () => {
  t = await startTestStack();
  repository = createSessionRepository(t.stack.table);
  sessions = createSessionService(repository, { now: () => now });
});
afterAll(() => t.close());

describe('sessions', () => {
  it('issues 256-bit random ids and stores only their hash', async () => {
    const id = await sessions.start('user-1');

    expect(Buffer.from(id, 'base64url')).toHaveLength(32);
    expect(await repository.find(id)).toBeUndefined();
    expect((await repository.find(hashSessionId(id)))?.userId).toBe('user-1');
    expect(await sessions.start('user-1')).not.toBe(id);
  });

  it('stays alive while used, and ends after the idle timeout without use', async () => {
    const id = await sessions.start('user-2');
    for (let i = 0; i < 4; i++) {
      now += SESSION_IDLE_TIMEOUT_MS - HOUR;
      expect(await sessions.resolve(id)).toBe('user-2');
    }
    now += SESSION_IDLE_TIMEOUT_MS;
    expect(await sessions.resolve(id)).toBeUndefined();
    // Expired sessions are removed, not just refused.
    expect(await repository.find(hashSessionId(id))).toBeUndefined();
  });

  it('ends at the absolute timeout however active it is', async () => {
    const id = await sessions.start('user-3');
    const end = now + SESSION_ABSOLUTE_TIMEOUT_MS;
    while (now + SESSION_IDLE_TIMEOUT_MS / 2 < end) {
      now += SESSION_IDLE_TIMEOUT_MS / 2;
      expect(await sessions.resolve(id)).toBe('user-3');
    }
    now = end;
    expect(await sessions.resolve(id)).toBeUndefined();
  });

  it('ends every session of a user at once', async () => {
    const ids = await Promise.all([
      sessions.start('user-4'),
      sessions.start('user-4'),
      sessions.start('user-5'),
    ]);
    await sessions.endAllForUser('user-4');

    expect(await sessions.resolve(ids[0]!)).toBeUndefined();
    expect(await sessions.resolve(ids[1]!)).toBeUndefined();
    expect(await sessions.resolve(ids[2]!)).toBe('user-5');
  });
});

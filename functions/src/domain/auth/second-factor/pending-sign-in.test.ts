import { describe, expect, it } from 'vitest';
import { handClock, memoryPendingStore } from '#tests/support/second-factor-doubles';
import { hashSessionId } from '../session-service';
import { createPendingSignIns, PENDING_SIGN_IN_MS } from './pending-sign-in';

const setUp = () => {
  const store = memoryPendingStore();
  const clock = handClock(Date.parse('2026-06-10T15:30:00.000Z'));
  return { store, clock, pending: createPendingSignIns(store, clock) };
};

describe('pending sign-ins', () => {
  it('belong to their user for 5 minutes, then are gone', async () => {
    const { clock, pending } = setUp();
    const id = await pending.start('u-1');

    expect((await pending.resolve(id))?.userId).toBe('u-1');
    clock.advance(PENDING_SIGN_IN_MS - 1);
    expect((await pending.resolve(id))?.userId).toBe('u-1');
    clock.advance(1);
    expect(await pending.resolve(id)).toBeUndefined();
  });

  it('keep only a hash of their id, which is 256 random bits', async () => {
    const { store, pending } = setUp();
    const id = await pending.start('u-1');

    expect(Buffer.from(id, 'base64url')).toHaveLength(32);
    expect([...store.records.keys()]).toEqual([hashSessionId(id)]);
    expect(JSON.stringify([...store.records.values()])).not.toContain(id);
    expect(await pending.resolve('some-other-id')).toBeUndefined();
  });

  it('complete once: a second completion of the same sign-in fails', async () => {
    const { pending } = setUp();
    const id = await pending.start('u-1');
    await pending.attachChallenge(id, 'challenge-1');
    expect((await pending.resolve(id))?.challenge).toBe('challenge-1');

    expect(await Promise.all([pending.complete(id), pending.complete(id)])).toEqual([true, false]);
    expect(await pending.resolve(id)).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import type { SecondFactorPolicy } from '#shared/schemas/second-factors';
import { handClock, memoryFactorStore } from '#tests/support/second-factor-doubles';
import { noFactors } from './factor-record';
import { createSecondFactorPolicy, POLICY_CACHE_MS } from './second-factor-policy';

const setUp = async () => {
  let saved: SecondFactorPolicy | undefined;
  let reads = 0;
  const store = {
    get: async () => {
      reads += 1;
      return saved;
    },
    save: async (policy: SecondFactorPolicy) => {
      saved = policy;
    },
  };
  const factors = memoryFactorStore();
  await factors.replace({ ...noFactors('enrolled'), totpSecret: 'JBSWY3DPEHPK3PXP', version: 1 }, 0);
  const clock = handClock(0);
  const policy = createSecondFactorPolicy({ store, factors, clock });
  return {
    policy,
    clock,
    reads: () => reads,
    /** Another instance of the API saving through the same table. */
    saveElsewhere: (next: SecondFactorPolicy) => store.save(next),
  };
};
const writer = { id: 'bare', role: 'writer' as const };
const admin = { id: 'enrolled', role: 'admin' as const };

describe('the second factor policy gate', () => {
  it('holds no one until roles are required, then only users of those roles without a factor', async () => {
    const { policy } = await setUp();
    expect(await policy.setupRequired(writer)).toBe(false);

    await policy.save({ requiredRoles: ['writer', 'admin'] }, admin);

    expect(await policy.setupRequired(writer)).toBe(true);
    expect(await policy.setupRequired({ id: 'enrolled', role: 'writer' })).toBe(false);
    expect(await policy.setupRequired({ id: 'bare', role: 'viewer' })).toBe(false);
  });

  it('reads the policy at most once per cache period, and sees another instance’s change after it', async () => {
    const { policy, clock, reads, saveElsewhere } = await setUp();
    await policy.setupRequired(writer);
    await saveElsewhere({ requiredRoles: ['writer'] });

    expect(await policy.setupRequired(writer)).toBe(false);
    expect(reads()).toBe(1);
    clock.advance(POLICY_CACHE_MS);
    expect(await policy.setupRequired(writer)).toBe(true);
    expect(reads()).toBe(2);
  });

  it('refuses to require the saver’s own role while they have no factor', async () => {
    const { policy } = await setUp();

    await expect(policy.save({ requiredRoles: ['writer'] }, writer)).rejects.toThrow(
      /^Set up your own second factor/,
    );
    expect(await policy.get()).toEqual({ requiredRoles: [] });
    expect(await policy.save({ requiredRoles: ['admin', 'admin'] }, admin)).toEqual({
      requiredRoles: ['admin'],
    });
  });
});

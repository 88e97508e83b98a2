import { Secret, TOTP } from 'otpauth';
import { beforeEach, describe, expect, it } from 'vitest';
import { handClock, memoryFactorStore } from '#tests/support/second-factor-doubles';
import { checkCode } from './factor-checks';
import { noFactors } from './factor-record';
import { hashRecoveryCode } from './recovery-codes';
import { newTotpSecret } from './totp';

const USER = 'u-1';
const secret = newTotpSecret();
const appCode = (atMs: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: atMs,
  });
const RECOVERY = ['abcd-efgh-jkmn-pqrs', 'bcde-fghj-kmnp-qrst'];

let store: ReturnType<typeof memoryFactorStore>;
let clock: ReturnType<typeof handClock>;
beforeEach(async () => {
  store = memoryFactorStore();
  clock = handClock(Date.parse('2026-06-10T15:30:10.000Z'));
  await store.replace(
    {
      ...noFactors(USER),
      totpSecret: secret,
      recoveryCodeHashes: RECOVERY.map((code) => hashRecoveryCode(USER, code)),
      version: 1,
    },
    0,
  );
});

describe('checking a code at sign-in', () => {
  it('accepts the current authenticator code once, and never an earlier one after it', async () => {
    const code = appCode(clock.now());
    expect(await checkCode(store, clock, USER, code)).toBe(true);
    expect(await checkCode(store, clock, USER, code)).toBe(false);
    // The previous step's code is still in the window, but comes before the step just used.
    expect(await checkCode(store, clock, USER, appCode(clock.now() - 30_000))).toBe(false);

    clock.advance(30_000);
    expect(await checkCode(store, clock, USER, appCode(clock.now()))).toBe(true);
  });

  it('lets only one of two parallel uses of the same code through', async () => {
    const code = appCode(clock.now());

    const results = await Promise.all([1, 2, 3].map(() => checkCode(store, clock, USER, code)));

    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('refuses a wrong code without writing anything', async () => {
    const writes = store.writes;
    expect(await checkCode(store, clock, USER, '000000')).toBe(false);
    expect(await checkCode(store, clock, USER, 'zzzz-zzzz-zzzz-zzzz')).toBe(false);
    expect(store.writes).toBe(writes);
  });

  it('accepts each recovery code once and keeps the others', async () => {
    expect(await checkCode(store, clock, USER, RECOVERY[0]!)).toBe(true);
    expect(await checkCode(store, clock, USER, RECOVERY[0]!)).toBe(false);

    expect((await store.get(USER))?.recoveryCodeHashes).toEqual([hashRecoveryCode(USER, RECOVERY[1]!)]);
    expect(await checkCode(store, clock, USER, RECOVERY[1]!.toUpperCase())).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD_COST, hashPassword, verifyPassword } from './passwords';

const cheap = { N: 2 ** 10, r: 8, p: 1 };

describe('passwords', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('correct horse', cheap);
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('correct horsE', stored)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same', cheap)).not.toBe(await hashPassword('same', cheap));
  });

  it('uses scrypt N=2^17, r=8, p=1 by default and records the cost in the hash', async () => {
    expect(DEFAULT_PASSWORD_COST).toEqual({ N: 131072, r: 8, p: 1 });
    const stored = await hashPassword('slow but safe');
    expect(stored.startsWith('scrypt$131072$8$1$')).toBe(true);
    expect(await verifyPassword('slow but safe', stored)).toBe(true);
  });

  it('refuses malformed hashes instead of throwing', async () => {
    expect(await verifyPassword('x', '')).toBe(false);
    expect(await verifyPassword('x', 'bcrypt$abc')).toBe(false);
  });
});

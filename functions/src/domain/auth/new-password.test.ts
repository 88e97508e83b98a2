import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords';
import { COMMON_PASSWORD_MESSAGE, hashNewPassword, WeakPasswordError } from './new-password';
import { verifyPassword } from './passwords';

const CHEAP = { N: 2 ** 10, r: 8, p: 1 };

describe('isCommonPassword', () => {
  it('finds the list’s passwords whatever their letter case', () => {
    expect(isCommonPassword('password1')).toBe(true);
    expect(isCommonPassword('PassWord1')).toBe(true);
    expect(isCommonPassword('qwertyuiop')).toBe(true);
    expect(isCommonPassword('12345678')).toBe(true);
  });

  it('lets other passwords through', () => {
    expect(isCommonPassword('admin1234')).toBe(false);
    expect(isCommonPassword('correct horse battery staple')).toBe(false);
    expect(isCommonPassword('')).toBe(false);
  });
});

describe('hashNewPassword', () => {
  it('refuses a common password with a message that says what to do', async () => {
    const refusal = hashNewPassword('Password123', CHEAP);
    await expect(refusal).rejects.toBeInstanceOf(WeakPasswordError);
    await expect(refusal).rejects.toThrow(COMMON_PASSWORD_MESSAGE);
  });

  it('hashes any other password', async () => {
    const hash = await hashNewPassword('plum-violet-anchor', CHEAP);
    expect(await verifyPassword('plum-violet-anchor', hash)).toBe(true);
  });
});

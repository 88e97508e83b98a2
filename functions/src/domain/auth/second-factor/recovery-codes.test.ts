import { describe, expect, it } from 'vitest';
import { hashRecoveryCode, isRecoveryCodeShape, newRecoveryCodes } from './recovery-codes';

describe('recovery codes', () => {
  it('makes ten distinct codes of 16 unambiguous characters in groups of four', () => {
    const codes = newRecoveryCodes();

    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{4}(-[0-9a-hjkmnp-tv-z]{4}){3}$/);
  });

  it('hashes a code the same whatever its case, spaces and dashes, and apart per user', () => {
    const [code] = newRecoveryCodes() as [string];
    const typed = ` ${code.toUpperCase().replaceAll('-', ' ')} `;

    expect(hashRecoveryCode('u-1', typed)).toBe(hashRecoveryCode('u-1', code));
    expect(hashRecoveryCode('u-2', code)).not.toBe(hashRecoveryCode('u-1', code));
    expect(hashRecoveryCode('u-1', code)).not.toContain(code.replaceAll('-', ''));
    expect(isRecoveryCodeShape(typed)).toBe(true);
    expect(isRecoveryCodeShape('123456')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../functions/src/composition/config';
import { readLocalConfig } from './local-config';

describe('readLocalConfig', () => {
  it('creates the first admin with admin1234 unless told otherwise', () => {
    expect(readLocalConfig({}).admin).toEqual({ email: 'admin@example.com', password: 'admin1234' });
    expect(readLocalConfig({ ADMIN_PASSWORD: 'plum-violet-anchor' }).admin.password).toBe(
      'plum-violet-anchor',
    );
  });

  it('refuses an ADMIN_PASSWORD among the 10,000 most common, as the API refuses one', () => {
    expect(() => readLocalConfig({ ADMIN_PASSWORD: 'Password123' })).toThrow(ConfigError);
    expect(() => readLocalConfig({ ADMIN_PASSWORD: 'Password123' })).toThrow(
      'Invalid local configuration: ADMIN_PASSWORD: This password is too common; choose another.',
    );
  });

  it('starts the clock at LOCAL_CLOCK when given, and refuses a time without its offset', () => {
    expect(readLocalConfig({}).clockStartMs).toBeUndefined();
    expect(readLocalConfig({ LOCAL_CLOCK: '2026-03-08T01:30:00-05:00' }).clockStartMs).toBe(
      Date.parse('2026-03-08T06:30:00Z'),
    );
    expect(() => readLocalConfig({ LOCAL_CLOCK: '2026-03-08 01:30' })).toThrow(/LOCAL_CLOCK/);
  });
});

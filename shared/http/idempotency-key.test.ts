import { describe, expect, it } from 'vitest';
import { idempotencyKeyHeader, idempotencyKeySchema, unquotedKey } from './idempotency-key';

describe('the Idempotency-Key header', () => {
  it('takes the key as the draft writes it (a quoted string) or bare, as the same key', () => {
    const key = '8e03978e-40d5-43e8-bc93-6894a57f9324';
    for (const value of [`"${key}"`, key]) {
      expect(idempotencyKeySchema.safeParse(value).success, value).toBe(true);
      expect(unquotedKey(value)).toBe(key);
    }
    expect(idempotencyKeyHeader(key)).toEqual({ 'Idempotency-Key': `"${key}"` });
  });

  it('refuses an empty, unbalanced, escaped, non-ASCII or overlong key', () => {
    for (const value of ['', '""', '"abc', 'abc"', 'a"b', 'a\\b', 'clé', 'x'.repeat(256)])
      expect(idempotencyKeySchema.safeParse(value).success, value).toBe(false);
    expect(idempotencyKeySchema.safeParse('x'.repeat(255)).success).toBe(true);
  });
});

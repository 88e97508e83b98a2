import { describe, expect, it } from 'vitest';
import { MASK, maskSecret, resolveSubmitted, StaleMaskError } from './masking';

describe('maskSecret', () => {
  it('shows only the last 4 characters of a long secret', () => {
    expect(maskSecret('sk-proj-1234567890abcd')).toBe('••••••••abcd');
  });

  it('masks a short secret whole, with a mask that does not give its length away', () => {
    expect(maskSecret('short-key')).toBe(MASK);
    expect(maskSecret('x')).toBe(MASK);
  });

  it('is empty when nothing is stored', () => {
    expect(maskSecret(undefined)).toBe('');
  });
});

describe('resolveSubmitted', () => {
  const stored = 'sk-proj-1234567890abcd';

  it('keeps the stored secret when its mask comes back unchanged', () => {
    expect(resolveSubmitted('openaiApiKey', '••••••••abcd', stored)).toBe(stored);
    expect(resolveSubmitted('k', MASK, 'short')).toBe('short');
  });

  it('takes a newly typed value', () => {
    expect(resolveSubmitted('openaiApiKey', 'sk-new-key', stored)).toBe('sk-new-key');
    expect(resolveSubmitted('openaiApiKey', 'sk-first-key', undefined)).toBe('sk-first-key');
  });

  it('refuses a mask that no longer matches the stored secret instead of storing it as the key', () => {
    expect(() => resolveSubmitted('openaiApiKey', '••••••••wxyz', stored)).toThrow(StaleMaskError);
    expect(() => resolveSubmitted('openaiApiKey', '••••••••abcd', undefined)).toThrow(
      'openaiApiKey: The saved value has changed since this form was loaded; enter it in full',
    );
  });
});

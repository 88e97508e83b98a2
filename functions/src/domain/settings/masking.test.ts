import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MASK, maskSecret, originOf, resolveSubmitted, SecretMovedError, StaleMaskError } from './masking';

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

describe('maskSecret of a PEM key', () => {
  const pem = () =>
    generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ type: 'pkcs8', format: 'pem' });
  const first = String(pem());
  const second = String(pem());

  it('shows the end of the key body, not of the armour every key shares', () => {
    const body = first.split('\n').slice(1, -2).join('').replace(/=+$/, '');
    expect(maskSecret(first)).toBe(`${MASK}${body.slice(-4)}`);
    expect(maskSecret(first)).not.toContain('-');
  });

  it('masks two keys differently, so a form loaded before another key was saved is told apart', () => {
    expect(maskSecret(first)).not.toBe(maskSecret(second));
    expect(() => resolveSubmitted('privateKey', maskSecret(first), second)).toThrow(StaleMaskError);
  });

  it('keeps the stored key when its mask comes back, with or without the final line break', () => {
    expect(resolveSubmitted('privateKey', maskSecret(first), first)).toBe(first);
    expect(maskSecret(first.trim())).toBe(maskSecret(first));
  });

  it('masks a key with a tiny body whole', () => {
    expect(maskSecret('-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----\n')).toBe(MASK);
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

describe('resolveSubmitted with the binding the secret belongs to', () => {
  const stored = 'abcd efgh ijkl mnop qrst uvwx';
  const message = 'Enter the password again for the new site';
  const site = (saved: string, submitted: string) => ({
    saved: originOf(saved),
    submitted: originOf(submitted),
    message,
  });

  it('keeps the stored secret for its mask while the binding is unchanged', () => {
    const binding = site('https://blog.example.com/blog', 'https://blog.example.com/news');
    expect(resolveSubmitted('wpAppPassword', '••••••••uvwx', stored, binding)).toBe(stored);
  });

  it.each(['https://attacker.example.com', 'http://blog.example.com', 'https://blog.example.com:8443'])(
    'refuses the mask sent for %s, another origin, with the form’s message',
    (submitted) => {
      const binding = site('https://blog.example.com', submitted);
      const attempt = () => resolveSubmitted('wpAppPassword', '••••••••uvwx', stored, binding);
      expect(attempt).toThrow(SecretMovedError);
      expect(attempt).toThrow(message);
    },
  );

  it('takes a newly typed secret for a new binding', () => {
    const binding = site('https://blog.example.com', 'https://other.example.com');
    expect(resolveSubmitted('wpAppPassword', 'new pass word', stored, binding)).toBe('new pass word');
  });
});

describe('originOf', () => {
  it('is the scheme, host and port of a URL, and the text itself otherwise', () => {
    expect(originOf('https://Blog.Example.com:443/wp')).toBe('https://blog.example.com');
    expect(originOf('not a url')).toBe('not a url');
  });
});

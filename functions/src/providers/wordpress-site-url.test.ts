import { describe, expect, it } from 'vitest';
import { wordPressUrlRefusal } from './wordpress-site-url';

const HTTPS_ONLY =
  'The WordPress site URL must start with https://: the application password is sent with every request';

describe('wordPressUrlRefusal', () => {
  it('refuses http on AWS, where the password would cross the Internet in clear text', () => {
    expect(wordPressUrlRefusal('http://blog.example.com', true)).toBe(HTTPS_ONLY);
    expect(wordPressUrlRefusal('https://blog.example.com', true)).toBeUndefined();
  });

  it('allows http locally, for the sandbox and a WordPress on this machine', () => {
    expect(wordPressUrlRefusal('http://127.0.0.1:8080', false)).toBeUndefined();
    expect(wordPressUrlRefusal('http://wordpress.lan', false)).toBeUndefined();
  });
});

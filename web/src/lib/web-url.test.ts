import { describe, expect, it } from 'vitest';
import { isWebUrl } from './web-url';

describe('isWebUrl', () => {
  it.each(['https://blog.example.com/shoes/', 'http://example.com', 'HTTPS://EXAMPLE.COM/A'])(
    'accepts the http(s) address %s',
    (url) => {
      expect(isWebUrl(url)).toBe(true);
    },
  );

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example/path',
    '/relative/path',
    'https://',
    'blog.example.com',
    '',
    null,
    undefined,
  ])('refuses %j', (url) => {
    expect(isWebUrl(url)).toBe(false);
  });
});

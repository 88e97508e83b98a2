import { describe, expect, it } from 'vitest';
import { urlHost } from './ad-copy-tab';

describe('urlHost', () => {
  it('is the host of the published URL', () => {
    expect(urlHost('https://blog.example.com/running-shoes/')).toBe('blog.example.com');
    expect(urlHost('http://localhost:8080/?p=1')).toBe('localhost:8080');
  });

  it('is empty without a usable URL', () => {
    expect(urlHost(undefined)).toBe('');
    expect(urlHost('not a url')).toBe('');
  });
});

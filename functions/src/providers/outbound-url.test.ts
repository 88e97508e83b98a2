import { describe, expect, it } from 'vitest';
import { checkOutboundUrl, isRestrictedAddress, OutboundUrlError } from './outbound-url';

describe('outbound URL rules', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.20.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    'fe80::1',
    'fd00::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '64:ff9b::a9fe:a9fe',
    '2002:7f00:1::1',
    '2001:0:4136:e378:8000:63bf:3fff:fdd2',
    '::7f00:1',
  ])('restricts %s', (address) => {
    expect(isRestrictedAddress(address)).toBe(true);
  });

  it.each([
    ['site-local', 'fec0::1'],
    ['site-local, its last block', 'feff:ffff::1'],
    ['discard-only', '100::1'],
    ['discard-only, its last address', '100::ffff:ffff:ffff:ffff'],
    ['documentation', '192.0.2.10'],
    ['documentation', '198.51.100.7'],
    ['documentation', '203.0.113.200'],
    ['documentation', '2001:db8::1'],
    ['documentation', '2001:db8:ffff::1'],
    ['documentation', '3fff::1'],
    ['documentation', '3fff:fff:ffff::1'],
    ['documentation, IPv4-mapped', '::ffff:203.0.113.5'],
  ])('restricts a %s address (%s)', (_range, address) => {
    expect(isRestrictedAddress(address)).toBe(true);
  });

  it.each([
    '93.184.216.34',
    '8.8.8.8',
    '2606:4700:4700::1111',
    '::ffff:8.8.8.8',
    // Beside the ranges just added: the blocks around them stay reachable.
    '192.0.3.1',
    '198.51.101.1',
    '203.0.114.1',
    '100:0:0:1::1',
    '2001:db9::1',
    '3fff:1000::1',
    '2a00:1450::1',
  ])('allows %s', (address) => {
    expect(isRestrictedAddress(address)).toBe(false);
  });

  it('accepts http and https only, without credentials in the URL', () => {
    expect(checkOutboundUrl('https://blog.example.com/', true).hostname).toBe('blog.example.com');
    expect(() => checkOutboundUrl('file:///etc/passwd', true)).toThrow(OutboundUrlError);
    expect(() => checkOutboundUrl('https://user:secret@example.com', true)).toThrow(/embedded credentials/);
    expect(() => checkOutboundUrl('not a url', true)).toThrow(/Not a valid URL/);
  });

  it('refuses private address literals only when told to', () => {
    expect(() => checkOutboundUrl('http://[::1]:8080/', true)).toThrow(/private or local/);
    expect(() => checkOutboundUrl('http://169.254.169.254/latest/meta-data', true)).toThrow(
      /private or local/,
    );
    expect(checkOutboundUrl('http://127.0.0.1:8080/', false).port).toBe('8080');
  });
});

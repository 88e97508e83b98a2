import { describe, expect, it } from 'vitest';
import { addressGroup } from './address-group';

describe('addressGroup', () => {
  it('counts an IPv4 client by its full address', () => {
    expect(addressGroup('203.0.113.7')).toBe('203.0.113.7');
    expect(addressGroup('203.0.113.8')).not.toBe(addressGroup('203.0.113.7'));
  });

  it('counts an IPv6 client by its /64, however the address is written', () => {
    const group = '2001:db8:aa:1::/64';
    expect(addressGroup('2001:db8:aa:1::1')).toBe(group);
    expect(addressGroup('2001:0DB8:00AA:0001:8a2e:0370:7334:0001')).toBe(group);
    expect(addressGroup('2001:db8:aa:1:ffff:ffff:ffff:ffff')).toBe(group);
    expect(addressGroup('[2001:db8:aa:1::9]')).toBe(group);
    expect(addressGroup('2001:db8:aa:1::192.0.2.1')).toBe(group);
  });

  it('tells neighbouring /64 prefixes apart, zeros included', () => {
    expect(addressGroup('2001:db8:aa:2::1')).toBe('2001:db8:aa:2::/64');
    expect(addressGroup('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressGroup('::1')).toBe('0:0:0:0::/64');
    expect(addressGroup('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('counts an IPv4 address written as IPv6 as the IPv4 address', () => {
    expect(addressGroup('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(addressGroup('::FFFF:203.0.113.7')).toBe('203.0.113.7');
  });

  it('keeps anything that is not an address as it is', () => {
    expect(addressGroup('unknown')).toBe('unknown');
  });
});

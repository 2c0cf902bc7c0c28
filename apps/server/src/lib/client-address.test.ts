import { describe, expect, it } from 'vitest';
import { sourceAddressKey } from './client-address.js';

describe('sourceAddressKey', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(sourceAddressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(sourceAddressKey('127.0.0.1')).toBe('127.0.0.1');
  });

  it('reads an IPv4-mapped IPv6 address as the IPv4 address', () => {
    expect(sourceAddressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(sourceAddressKey('::FFFF:10.0.0.1')).toBe('10.0.0.1');
  });

  it('counts every address of one IPv6 /64 as one, and different /64s apart', () => {
    const key = sourceAddressKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd');
    expect(key).toBe('2001:db8:1:2::/64');
    expect(sourceAddressKey('2001:0db8:0001:0002::1')).toBe(key);
    expect(sourceAddressKey('2001:db8:1:2::ffff:1.2.3.4')).toBe(key);
    expect(sourceAddressKey('2001:db8:1:3::1')).not.toBe(key);
  });

  it('expands :: wherever it stands', () => {
    expect(sourceAddressKey('::1')).toBe('0:0:0:0::/64');
    expect(sourceAddressKey('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(sourceAddressKey('2001:db8::5:0:0:0:1')).toBe('2001:db8:0:5::/64');
    expect(sourceAddressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});

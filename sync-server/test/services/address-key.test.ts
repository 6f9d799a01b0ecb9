import { describe, expect, it } from 'vitest';
import { addressKey } from '../../src/services/limits/address-key';

/** Per-address limits count an IPv6 sender by its /64, the block one home or phone is given. */
describe('addressKey', () => {
  it('keeps IPv4 addresses as they are', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every address of one IPv6 /64 as one', () => {
    const one = addressKey('2001:db8:abcd:12::1');
    expect(one).toBe('2001:db8:abcd:12::/64');
    expect(addressKey('2001:0db8:ABCD:0012:ffff:1:2:3')).toBe(one);
    expect(addressKey('2001:db8:abcd:12:8000::9%eth0')).toBe(one);
    expect(addressKey('2001:db8:abcd:13::1')).not.toBe(one);
  });

  it('handles compressed forms and IPv4 written as IPv6', () => {
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1:2')).toBe('fe80:0:0:0::/64');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('64:ff9b::203.0.113.7')).toBe('64:ff9b:0:0::/64');
  });
});

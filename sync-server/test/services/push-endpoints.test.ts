import { describe, expect, it } from 'vitest';
import {
  isPublicAddress,
  PrivateAddressError,
  publicOnlyLookup,
  pushEndpointProblem,
} from '../../src/services/push-endpoints';

describe('which addresses the server may post pushes to', () => {
  it('tells public addresses from loopback, private, link-local and the like', () => {
    for (const address of ['142.250.74.106', '2a00:1450:4001:80b::200a', '8.8.8.8']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '::1',
      '::',
      'fe80::1',
      'fec0::1',
      'feff:ffff::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '64:ff9b::a00:1',
      'not an address',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('wants https to a public host name, unless told the tests run their own service', () => {
    expect(pushEndpointProblem('https://fcm.googleapis.com/fcm/send/x', false)).toBeNull();
    expect(pushEndpointProblem('https://web.push.apple.com/abc', false)).toBeNull();
    expect(pushEndpointProblem('http://fcm.googleapis.com/fcm/send/x', false)).toBe(
      'endpoint must be an https URL',
    );
    expect(pushEndpointProblem('https://169.254.169.254/latest', false)).toBe(
      'endpoint must name its push service by host name',
    );
    expect(pushEndpointProblem('https://printer.local/x', false)).toBe(
      'endpoint must be a public push service',
    );
    expect(pushEndpointProblem('https://localhost./x', false)).toBe('endpoint must be a public push service');
    expect(pushEndpointProblem('http://127.0.0.1:9999/push/1', true)).toBeNull();
    expect(pushEndpointProblem('file:///etc/passwd', true)).toBe('endpoint must be an http(s) URL');
  });

  it('connects to no name that resolves only to private addresses (the check is in the lookup itself)', async () => {
    const looked = (all: boolean) =>
      new Promise<unknown>((resolve) => {
        publicOnlyLookup('localhost', { all }, (error, address) => resolve(error ?? address));
      });
    expect(await looked(false)).toBeInstanceOf(PrivateAddressError);
    expect(await looked(true)).toBeInstanceOf(PrivateAddressError);
  });
});

import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/**
 * A push subscription's endpoint is an address the client chose and the server will POST to: left
 * unchecked, anyone could make the server call its own network (SSRF). So, unless the configuration
 * allows it (tests), an endpoint must be https to a host name, and the connection itself refuses any
 * address that is not public: the check runs in the request's own DNS lookup, so a name that
 * resolves (or re-resolves, DNS rebinding) to a private address is never connected to.
 */

// Two lists: a BlockList holding the IPv4-mapped range would match every IPv4 address.
const NOT_PUBLIC_V4 = new BlockList();
const NOT_PUBLIC_V6 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NOT_PUBLIC_V4.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  // IPv4-mapped and -translated addresses reach IPv4 hosts; a dotted mapped one is checked as IPv4.
  ['::ffff:0:0', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 32],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  // Site-local: deprecated (RFC 3879) but still routed inside some networks, so never public.
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  NOT_PUBLIC_V6.addSubnet(network, prefix, 'ipv6');
}

/** Whether an IP address is one of the public internet's (not loopback, private, link-local…). */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  if (family === 6) {
    const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)?.[1];
    if (mapped) return isPublicAddress(mapped);
    return !NOT_PUBLIC_V6.check(address, 'ipv6');
  }
  return !NOT_PUBLIC_V4.check(address, 'ipv4');
}

const LOCAL_NAME = /(^|\.)(localhost|local|internal|intranet|lan|home|corp|localdomain)$/i;

/** Why the server will not post to `endpoint`, or null when it may. */
export function pushEndpointProblem(endpoint: string, allowInsecure: boolean): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'endpoint must be a URL';
  }
  if (url.username || url.password) return 'endpoint must not carry a user name or password';
  if (allowInsecure) {
    return url.protocol === 'https:' || url.protocol === 'http:' ? null : 'endpoint must be an http(s) URL';
  }
  if (url.protocol !== 'https:') return 'endpoint must be an https URL';
  const host = url.hostname.replace(/^\[|\]$/g, '').replace(/\.$/, '');
  if (isIP(host) !== 0) return 'endpoint must name its push service by host name';
  if (!host.includes('.') || LOCAL_NAME.test(host)) return 'endpoint must be a public push service';
  return null;
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/** Raised when a push service's name leads only to addresses the server must not call. */
export class PrivateAddressError extends Error {
  readonly code = 'EPUSHPRIVATE';
}

/**
 * `lookup` for http(s).request: dns.lookup, keeping only public addresses. Node asks for one
 * address or, with autoSelectFamily, for all of them; both are answered.
 */
export function publicOnlyLookup(
  hostname: string,
  options: { family?: number | string; all?: boolean; hints?: number },
  callback: LookupCallback,
): void {
  const family = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : Number(options.family ?? 0);
  dnsLookup(
    hostname,
    { all: true, ...(family === 4 || family === 6 ? { family } : {}), hints: options.hints ?? 0 },
    (error, addresses) => {
      if (error) {
        callback(error, []);
        return;
      }
      const allowed = addresses.filter((entry) => isPublicAddress(entry.address));
      const first = allowed[0];
      if (!first) {
        callback(new PrivateAddressError(`${hostname} has no public address`), []);
        return;
      }
      if (options.all) callback(null, allowed);
      else callback(null, first.address, first.family);
    },
  );
}

import { isIPv4, isIPv6 } from 'node:net';

/** The 8 groups of an IPv6 address, each as a number (an embedded IPv4 tail counts as two). */
function groupsOf(address: string): number[] | null {
  const [head, tail, ...rest] = address.split('::');
  if (rest.length > 0) return null;
  const parse = (part: string | undefined): number[] => {
    if (!part) return [];
    return part.split(':').flatMap((group) => {
      if (isIPv4(group)) {
        const [a, b, c, d] = group.split('.').map(Number) as [number, number, number, number];
        return [(a << 8) | b, (c << 8) | d];
      }
      return [Number.parseInt(group, 16)];
    });
  };
  const front = parse(head);
  if (tail === undefined) return front.length === 8 ? front : null;
  const back = parse(tail);
  return [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/**
 * What a per-address limit counts by. An IPv6 network hands each home or phone a whole /64, so one
 * person can send from 2^64 addresses: they are counted as one, by that prefix. An IPv4 address
 * written as IPv6 (::ffff:1.2.3.4, as a dual-stack socket reports it) is that IPv4 address.
 */
export function addressKey(address: string): string {
  const bare = address.split('%')[0] ?? address;
  if (!isIPv6(bare)) return address;
  const groups = groupsOf(bare.toLowerCase());
  if (!groups) return address;
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

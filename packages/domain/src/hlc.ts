/**
 * Hybrid logical clock. Every synced write carries one; for two writes to the same field or entry
 * the greater HLC wins, so devices converge whatever order their writes reach the server in.
 * Format: `<ms since epoch, 15 digits>:<counter, 5 digits>:<node id>`; fixed widths make plain
 * string comparison the clock order, so SQL can compare HLCs as text. The node id (a client id)
 * breaks exact ties deterministically.
 */

export type Hlc = string;

export interface HlcParts {
  physical: number;
  counter: number;
  node: string;
}

const HLC_PATTERN = /^(\d{15}):(\d{5}):([A-Za-z0-9-]{1,64})$/;
export const MAX_COUNTER = 99_999;

export function formatHlc({ physical, counter, node }: HlcParts): Hlc {
  return `${String(physical).padStart(15, '0')}:${String(counter).padStart(5, '0')}:${node}`;
}

export function parseHlc(hlc: Hlc): HlcParts {
  const match = HLC_PATTERN.exec(hlc);
  if (!match) throw new RangeError(`Not an HLC: ${hlc}`);
  return { physical: Number(match[1]), counter: Number(match[2]), node: match[3] as string };
}

export function isHlc(value: unknown): value is Hlc {
  return typeof value === 'string' && HLC_PATTERN.test(value);
}

export function compareHlc(a: Hlc, b: Hlc): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function maxHlc(a: Hlc | null | undefined, b: Hlc | null | undefined): Hlc | null {
  if (!a) return b ?? null;
  if (!b) return a;
  return a > b ? a : b;
}

/** The next timestamp for a local event: never behind the wall clock nor behind the last one. */
export function tickHlc(last: Hlc | null, node: string, now: number): Hlc {
  const previous = last ? parseHlc(last) : null;
  if (!previous || now > previous.physical) return formatHlc({ physical: now, counter: 0, node });
  if (previous.counter >= MAX_COUNTER)
    return formatHlc({ physical: previous.physical + 1, counter: 0, node });
  return formatHlc({ physical: previous.physical, counter: previous.counter + 1, node });
}

/** Moves the local clock past a timestamp seen from elsewhere, so later local writes order after it. */
export function receiveHlc(last: Hlc | null, remote: Hlc, node: string, now: number): Hlc {
  const seen = maxHlc(last, remote) as Hlc;
  const { physical, counter } = parseHlc(seen);
  if (now > physical) return formatHlc({ physical: now, counter: 0, node });
  if (counter >= MAX_COUNTER) return formatHlc({ physical: physical + 1, counter: 0, node });
  return formatHlc({ physical, counter: counter + 1, node });
}

/**
 * The stamp a device's write takes effect with on the server, which received it at `now`, after
 * `latest`, the greatest stamp of the person's scope. A stamp no later than receipt is kept: the
 * device's own time orders its offline writes. One from the future (a clock a year, or a second,
 * ahead) becomes the receipt time, after `latest`, so it cannot outrank a write that reaches the
 * server later in real time, and successive ones keep their order.
 */
export function acceptHlc(latest: Hlc | null, hlc: Hlc, now: number): Hlc {
  const { physical, node } = parseHlc(hlc);
  return physical <= now ? hlc : tickHlc(latest, node, now);
}

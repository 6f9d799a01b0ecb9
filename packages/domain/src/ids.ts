// Web Crypto is global in browsers, workers and Node 20; declared here so this package needs no DOM types.
declare const crypto: { getRandomValues<T extends Uint8Array>(array: T): T };

/** The last millisecond an id was made in, and the sequence within it (RFC 9562, method 1). */
let lastMs = -1;
let sequence = 0;

/**
 * UUID version 7: time-ordered, so ids a device creates offline sort by creation and index well,
 * and random enough (62 bits besides the sequence) that two devices never collide. Ids made in the
 * same millisecond by one process still sort in the order they were made: the 12 bits after the
 * version count up from a random start. An import creates hundreds of habits in a millisecond, and
 * the list shows habits made together in the order of their ids.
 */
export function uuidv7(now: number = Date.now()): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  let ms = now;
  if (now === lastMs || (now < lastMs && lastMs - now < 2)) {
    // The same millisecond (or one just moved on from, when the sequence ran out): count up, and
    // past the sequence's end move on to the next millisecond rather than start again lower.
    sequence += 1;
    if (sequence > 0xfff) {
      lastMs += 1;
      sequence = 0;
    }
    ms = lastMs;
  } else {
    lastMs = now;
    // A random start in the lower half leaves room to count up within the millisecond.
    sequence = (((bytes[6] as number) << 8) | (bytes[7] as number)) & 0x7ff;
  }
  for (let i = 5; i >= 0; i -= 1) {
    bytes[i] = ms % 256;
    ms = Math.floor(ms / 256);
  }
  bytes[6] = 0x70 | (sequence >> 8);
  bytes[7] = sequence & 0xff;
  bytes[8] = ((bytes[8] as number) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

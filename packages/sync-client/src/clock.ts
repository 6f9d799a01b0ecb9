import { type Hlc, maxHlc, parseHlc, tickHlc } from '@habitat/domain';

/**
 * A device's clock, corrected by the offset measured against the server (ARCHITECTURE §7).
 *
 * Writes made while the clock was wrong carry wrong stamps: a clock a year ahead would make them
 * win every conflict for a year. Once the offset is known, queued writes the server has not seen
 * are stamped again from the moment they were made (their `createdAt` on this clock, plus the
 * offset), never later than now and in their queue order; the clock's last stamp comes down with
 * them.
 */

/** A round trip longer than this says too little about when the server read its clock. */
export const MAX_CLOCK_ROUND_TRIP_MS = 2000;
/** How far a stamp may run ahead of the corrected clock before the queue is stamped again. */
export const CLOCK_TOLERANCE_MS = 5000;
/** Measured again after this long, in case the device clock drifted or was set. */
export const CLOCK_RECHECK_MS = 10 * 60_000;

export interface Queued {
  id: number;
  hlc: Hlc;
  createdAt: number;
}

/** Server time minus device time, from a request sent at `sentAt` and answered at `receivedAt`. */
export function measuredOffset(serverTime: number, sentAt: number, receivedAt: number): number {
  return Math.round(serverTime - (sentAt + receivedAt) / 2);
}

/**
 * The queue stamped again after the clock was corrected to `now` (device time plus offset), or
 * null when no stamp runs ahead of it. Only stamps from the future are changed: a write stamped
 * while the clock was known keeps its stamp, even if the clock has been set since. A changed stamp
 * is the moment the write was made by the corrected clock, never later than now nor than the next
 * write in the queue (which was made after it), and the queue stays in order.
 */
export function restampQueue(
  queue: readonly Queued[],
  options: { offset: number; now: number; node: string },
): Queued[] | null {
  const ahead = queue.map((item) => parseHlc(item.hlc).physical > options.now + CLOCK_TOLERANCE_MS);
  if (!ahead.some(Boolean)) return null;
  const moments: number[] = [];
  let ceiling = options.now;
  for (let i = queue.length - 1; i >= 0; i -= 1) {
    const item = queue[i] as Queued;
    if (ahead[i]) {
      ceiling = Math.min(item.createdAt + options.offset, ceiling);
    } else {
      ceiling = parseHlc(item.hlc).physical - 1;
    }
    moments[i] = ceiling;
  }
  let previous: Hlc | null = null;
  return queue.map((item, i) => {
    const hlc: Hlc = ahead[i] ? tickHlc(previous, options.node, moments[i] as number) : item.hlc;
    previous = maxHlc(previous, hlc);
    return { ...item, hlc };
  });
}

/** The clock's last stamp after a correction: lowered when it runs ahead of the corrected now. */
export function correctedLastHlc(last: Hlc | null, restamped: Hlc | null, now: number): Hlc | null {
  if (!last || parseHlc(last).physical <= now + CLOCK_TOLERANCE_MS) return last;
  return restamped;
}

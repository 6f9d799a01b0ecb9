/**
 * The person's "now": the device clock corrected by the offset measured against the server
 * (clock.ts). Days, "today" and what a tap stores follow it, so a phone whose clock is a day off
 * still puts a check-in on the day the person sees and means. Until an offset has been measured,
 * the device clock is all there is.
 */

/** A device clock further than this from the server's gets a short note; closer is ordinary drift. */
export const CLOCK_NOTE_AFTER_MS = 5 * 60_000;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The device's clock reading corrected by `offset` (server time minus device time). */
export function correctedNow(deviceNow: number, offset: number): number {
  return deviceNow + offset;
}

/** A device clock set by more than this between two readings was changed, not drifting. */
export const DEVICE_CLOCK_JUMP_MS = 2000;

/**
 * The offset after the device clock was set (by hand, or by the network) while nothing could be
 * measured: wall time minus monotonic time moves by exactly the jump, and the server's time did
 * not, so the offset takes the jump back. Without it, fixing a phone a day behind while offline
 * would move the corrected today a day ahead until the next sync measured again.
 */
export function offsetAfterDeviceJump(
  offset: number,
  baselineWallMinusMonotonic: number,
  wallMinusMonotonic: number,
): { offset: number; baseline: number } {
  const jump = wallMinusMonotonic - baselineWallMinusMonotonic;
  if (Math.abs(jump) <= DEVICE_CLOCK_JUMP_MS) return { offset, baseline: baselineWallMinusMonotonic };
  return { offset: offset - jump, baseline: wallMinusMonotonic };
}

/**
 * What the person reads when their device clock is off by more than a few minutes, or null. The
 * words say how far and which way, and that nothing needs doing: Habitat already uses the right
 * time.
 */
export function clockNote(offset: number): string | null {
  const off = Math.abs(offset);
  if (off <= CLOCK_NOTE_AFTER_MS) return null;
  const way = offset > 0 ? 'behind' : 'ahead';
  return `This device's clock is ${amount(off)} ${way}; Habitat uses the right time.`;
}

/** A distance in the largest whole unit a person would say: "1 day", "3 hours", "12 minutes". */
function amount(ms: number): string {
  // A clock 23½ hours off is "1 day" off; 50 minutes is "50 minutes", not "1 hour".
  if (ms >= DAY - HOUR / 2) return counted(Math.round(ms / DAY), 'day');
  if (ms >= HOUR - MINUTE / 2) return counted(Math.round(ms / HOUR), 'hour');
  return counted(Math.round(ms / MINUTE), 'minute');
}

function counted(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

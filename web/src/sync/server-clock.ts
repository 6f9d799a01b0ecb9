import { correctedNow, offsetAfterDeviceJump } from '@habitat/sync-client';
import { useSyncExternalStore } from 'react';

/**
 * The page's "now" for the person's days: the device clock corrected by the last offset measured
 * against the server (the sync engine measures it and keeps it in the local database; SyncProvider
 * hands it here). It is kept in localStorage too, so a start with no network, or the first paint
 * before IndexedDB answers, already uses it. The offset belongs to the device, not to a person:
 * a sign-out leaves it.
 */

const STORAGE_KEY = 'habitat.clockOffset';
const listeners = new Set<() => void>();
let offset = readStored();

function readStored(): number {
  try {
    const stored = Number(localStorage.getItem(STORAGE_KEY));
    return Number.isFinite(stored) ? stored : 0;
  } catch {
    return 0;
  }
}

/** Now, by the server's clock as far as this device knows it (ms since the epoch). */
export function serverNow(): number {
  const now = Date.now();
  followDeviceJump(now);
  return correctedNow(now, offset);
}

/** Wall time minus monotonic time when the offset was last learned or corrected. */
let baseline = Date.now() - performance.now();

/**
 * A device clock set while this page is open (the person fixing it after the clock note, maybe
 * offline) moves the offset back by the same amount. A change made while the page was closed
 * cannot be seen here; the next sync measures it.
 */
function followDeviceJump(now: number): void {
  const next = offsetAfterDeviceJump(offset, baseline, now - performance.now());
  baseline = next.baseline;
  if (next.offset !== offset) learnClockOffset(next.offset);
}

/** Server time minus device time, as last measured (0 until it has been). */
export function clockOffset(): number {
  return offset;
}

/** A newly measured offset (from this page's sync or the service worker's). */
export function learnClockOffset(next: number): void {
  baseline = Date.now() - performance.now();
  if (next === offset) return;
  offset = next;
  try {
    localStorage.setItem(STORAGE_KEY, String(next));
  } catch {
    // Storage refused: the offset still holds for this page, and is measured again at next start.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The offset, re-rendering when a new one is learned: days computed from it move with it. */
export function useClockOffset(): number {
  return useSyncExternalStore(subscribe, clockOffset);
}

import { readDeviceOnly, readSessionEnd, readStoredUser, readToken, type SessionEnd } from './session-store';

/**
 * Every tab follows the one person using the device (issue 28). A tab that signs in, signs out or
 * starts without an account says so on a BroadcastChannel; the storage event of the same change
 * is the fallback where there is no channel (and a second, harmless, telling where there is: a
 * tab acts only when the person differs from the one it shows). A session's end carries why it
 * ended, so the other tabs say "Signed out" for a sign-out and "Session expired" only for that.
 */

/** An account id, 'device-only', or null for nobody. */
export type Person = string | null;

export interface PersonChange {
  person: Person;
  /** Set when nobody is signed in any more. */
  ended?: SessionEnd;
}

const CHANNEL = 'habitat-person';
/** The storage keys whose change in another tab means the person on this device changed. */
const PERSON_KEYS: readonly string[] = ['token', 'user', 'habitat.deviceOnly'];

/** Who this tab's storage says is using the device: an account id, 'device-only', or nobody. */
export function storedPerson(): Person {
  if (readToken()) return readStoredUser()?._id ?? null;
  return readDeviceOnly() ? 'device-only' : null;
}

/**
 * One channel per page, used to post and to listen: a channel never hears its own messages, so a
 * tab is not notified of its own sign-in.
 */
let channel: BroadcastChannel | null | undefined;

function pageChannel(): BroadcastChannel | null {
  channel ??= typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
  return channel;
}

/** Tells the other tabs who uses the device now (this tab's storage already says so). */
export function announcePerson(change: PersonChange): void {
  pageChannel()?.postMessage(change);
}

function isChange(value: unknown): value is PersonChange {
  if (typeof value !== 'object' || value === null || !('person' in value)) return false;
  const { person } = value as { person: unknown };
  return person === null || typeof person === 'string';
}

/** Calls `onChange` whenever another tab changes the person; the returned function stops it. */
export function listenForPerson(onChange: (change: PersonChange) => void): () => void {
  const onMessage = (event: MessageEvent) => {
    if (isChange(event.data)) onChange(event.data);
  };
  pageChannel()?.addEventListener('message', onMessage);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && !PERSON_KEYS.includes(event.key)) return;
    const person = storedPerson();
    onChange(person === null ? { person, ended: readSessionEnd() } : { person });
  };
  window.addEventListener('storage', onStorage);
  return () => {
    pageChannel()?.removeEventListener('message', onMessage);
    window.removeEventListener('storage', onStorage);
  };
}

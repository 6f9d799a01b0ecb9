import type { User } from '@habitat/protocol';

/**
 * The signed-in session as the spec stores it: `token` and `user` (JSON) in localStorage. Reading
 * tolerates a corrupt value (it counts as signed out) so a bad write can never lock the app.
 */
const TOKEN_KEY = 'token';
const USER_KEY = 'user';

export function readToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

export function readStoredUser(): User | null {
  const raw = localStorage.getItem(USER_KEY);
  if (!raw) return null;
  try {
    const user = JSON.parse(raw) as User;
    return typeof user === 'object' && user !== null && typeof user._id === 'string' ? user : null;
  } catch {
    return null;
  }
}

/**
 * The stored user, when it is the stored token's person (the token's own subject says so). A stored
 * user naming someone else (an id left empty by an older build, or another person's) is not this
 * session's: null, and the app waits for the server's word on who the session is (/auth/me).
 */
export function readSessionUser(): User | null {
  const token = readToken();
  const user = readStoredUser();
  if (!token || !user) return null;
  return subjectOf(token) === user._id ? user : null;
}

/**
 * Whether `token` is `person`'s: decided by its own subject, or, for a token whose subject cannot be
 * read, by the id it was stored with (`pairedWith`). A token is never lent to someone else because
 * a stale record stored it beside their id.
 */
export function isTokenOf(token: string, person: string, pairedWith: string | undefined): boolean {
  const subject = subjectOf(token);
  return subject === null ? pairedWith === person : subject === person;
}

export function storeSession(token: string, user: User): void {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(USER_KEY, JSON.stringify(user));
}

export function storeToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
}

export function storeUser(user: User): void {
  localStorage.setItem(USER_KEY, JSON.stringify(user));
}

export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
}

/** The token's claims, read without checking the signature (the server does that); {} when unreadable. */
function claimsOf(token: string): Record<string, unknown> {
  try {
    const payload = token.split('.')[1];
    if (!payload) return {};
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    return typeof claims === 'object' && claims !== null ? (claims as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Seconds until the token's `exp`, or 0 when it cannot be read. */
export function secondsUntilExpiry(token: string, now = Date.now()): number {
  const { exp } = claimsOf(token);
  return typeof exp === 'number' ? exp - now / 1000 : 0;
}

/** The person a token was issued to (`sub`), or null when it cannot be read. */
export function subjectOf(token: string): string | null {
  const { sub } = claimsOf(token);
  return typeof sub === 'string' ? sub : null;
}

/** The session a token stands for (`sid`), or null when it cannot be read. */
export function sessionIdOf(token: string): string | null {
  const { sid } = claimsOf(token);
  return typeof sid === 'string' ? sid : null;
}

/**
 * A person using the app on this device without an account (spec issue 27, architecture §8). Kept
 * apart from the session keys: an old client that knows nothing of it reads "signed out", and a
 * sign-in clears it only once the device's data has been handed to the account (session/device.ts).
 */
const DEVICE_ONLY_KEY = 'habitat.deviceOnly';

export interface DeviceOnlyMarker {
  /** When this device started without an account (ISO time), for the shell's wording only. */
  since: string;
}

export function readDeviceOnly(): DeviceOnlyMarker | null {
  const raw = localStorage.getItem(DEVICE_ONLY_KEY);
  if (!raw) return null;
  try {
    const marker = JSON.parse(raw) as DeviceOnlyMarker;
    return typeof marker === 'object' && marker !== null && typeof marker.since === 'string' ? marker : null;
  } catch {
    return null;
  }
}

export function storeDeviceOnly(marker: DeviceOnlyMarker): void {
  localStorage.setItem(DEVICE_ONLY_KEY, JSON.stringify(marker));
}

export function clearDeviceOnly(): void {
  localStorage.removeItem(DEVICE_ONLY_KEY);
}

/**
 * Why the last session on this device ended, written just before it is cleared: the other tabs
 * read it from their storage event and say the same thing (person-channel.ts).
 */
export type SessionEnd = 'signed-out' | 'expired';
const SESSION_END_KEY = 'habitat.sessionEnd';

export function storeSessionEnd(reason: SessionEnd): void {
  localStorage.setItem(SESSION_END_KEY, reason);
}

export function readSessionEnd(): SessionEnd {
  return localStorage.getItem(SESSION_END_KEY) === 'expired' ? 'expired' : 'signed-out';
}

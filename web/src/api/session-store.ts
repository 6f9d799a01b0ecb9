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

/** Seconds until the token's `exp`, or 0 when it cannot be read. */
export function secondsUntilExpiry(token: string, now = Date.now()): number {
  try {
    const payload = token.split('.')[1];
    if (!payload) return 0;
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const { exp } = JSON.parse(json) as { exp?: unknown };
    return typeof exp === 'number' ? exp - now / 1000 : 0;
  } catch {
    return 0;
  }
}

/**
 * Where to go after signing in. A deep link the guard interrupted travels as `?next=` (and, across
 * a social sign-in's trip to the provider, in sessionStorage). Only paths inside this app are
 * followed: anything else in `next` (another site, a scheme, `//host`) would make the login page an
 * open redirect.
 */

const NEXT_KEY = 'habitat.nextPath';
const ALLOWED = /^\/(app(\/|$|\?)|invite\/)/;

export function safeNextPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2048) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  // Resolved against a dummy origin: whatever the path says, it must stay on it.
  let url: URL;
  try {
    url = new URL(value, 'https://habitat.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'https://habitat.invalid') return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return ALLOWED.test(path) ? path : null;
}

/** `/login?next=…` for the page the person was sent away from. */
export function loginPathFor(location: { pathname: string; search: string; hash?: string }): string {
  return loginPathForNext(safeNextPath(`${location.pathname}${location.search}${location.hash ?? ''}`));
}

export function loginPathForNext(next: string | null): string {
  return next && next !== '/app' ? `/login?next=${encodeURIComponent(next)}` : '/login';
}

/**
 * The signup page for someone on their way to `next`: an invitation link becomes the signup form
 * for that invitation (its address filled in); another deep link is carried along.
 */
export function signupPathFor(next: string | null): string {
  const invitation = next?.match(/^\/invite\/([A-Za-z0-9_-]+)$/)?.[1];
  if (invitation) return `/signup?invite=${invitation}`;
  return next ? `/signup?next=${encodeURIComponent(next)}` : '/signup';
}

/** Kept for the social sign-in, which leaves the app for the provider and comes back to /auth/callback. */
export function rememberNextPath(path: string | null): void {
  try {
    if (path) sessionStorage.setItem(NEXT_KEY, path);
    else sessionStorage.removeItem(NEXT_KEY);
  } catch {
    // Storage refused (private mode): the person lands on /app instead.
  }
}

export function takeNextPath(): string | null {
  try {
    const path = safeNextPath(sessionStorage.getItem(NEXT_KEY));
    sessionStorage.removeItem(NEXT_KEY);
    return path;
  } catch {
    return null;
  }
}

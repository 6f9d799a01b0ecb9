import type { User } from '@habitat/protocol';

/**
 * What the social-login callback's address says (spec §4): the provider or the server reported an
 * `error` (in the query); or a `token` with the `user` as URL-encoded JSON arrived in the fragment
 * (`#token=…&user=…`, which no server, log or Referer ever sees); or the answer is unusable. A
 * token in the query is not taken: the server never puts one there. A `user` that is not JSON
 * throws: the page treats that as an exception (oauth_error).
 */
export type SocialCallback =
  | { kind: 'failed' }
  | { kind: 'invalid' }
  | { kind: 'session'; token: string; user: User };

export function readSocialCallback(query: URLSearchParams, fragment: URLSearchParams): SocialCallback {
  if (query.get('error') || fragment.get('error')) return { kind: 'failed' };
  const token = fragment.get('token');
  const rawUser = fragment.get('user');
  if (!token || !rawUser) return { kind: 'invalid' };
  const user: unknown = JSON.parse(rawUser);
  if (typeof user !== 'object' || user === null || typeof (user as { _id?: unknown })._id !== 'string') {
    return { kind: 'invalid' };
  }
  return { kind: 'session', token, user: user as User };
}

/** Where each outcome sends the person when it is not a session: the login page's error codes (§8). */
export const CALLBACK_FAILURE_PATHS = {
  failed: '/login?error=oauth_failed',
  invalid: '/login?error=oauth_invalid',
  exception: '/login?error=oauth_error',
} as const;

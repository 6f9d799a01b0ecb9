import type { User } from '@habitat/protocol';

/**
 * What the social-login callback's query says (spec §4): the provider or the server reported an
 * `error`; or a `token` with the `user` as URL-encoded JSON arrived; or the answer is unusable.
 * A `user` that is not JSON throws: the page treats that as an exception (oauth_error).
 */
export type SocialCallback =
  | { kind: 'failed' }
  | { kind: 'invalid' }
  | { kind: 'session'; token: string; user: User };

export function readSocialCallback(params: URLSearchParams): SocialCallback {
  if (params.get('error')) return { kind: 'failed' };
  const token = params.get('token');
  const rawUser = params.get('user');
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

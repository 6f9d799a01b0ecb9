import type { User } from '@habitat/protocol';

/**
 * Where the server's callback sends the browser: the web app's /auth/callback (spec §4) with
 * `token` and `user` (URL-encoded JSON) in the fragment on success, or `error` with a reason code
 * in the query. The token goes in the fragment (`#token=…`), never the query: a browser sends no
 * fragment to any server, so it reaches no access log, proxy or Referer header, and the page
 * replaces the address as soon as it has read it. The page turns any error into
 * /login?error=oauth_failed; the code is there for support and the logs.
 */
export type CallbackFailure =
  | 'access_denied'
  | 'provider_error'
  | 'invalid_request'
  | 'exchange_failed'
  | 'profile_failed'
  | 'email_missing'
  | 'email_unverified'
  | 'server_error';

export type CallbackOutcome = { token: string; user: User } | { error: CallbackFailure };

const WEB_CALLBACK = '/auth/callback';

export function callbackLocation(outcome: CallbackOutcome): string {
  if ('error' in outcome) return `${WEB_CALLBACK}?error=${outcome.error}`;
  // encodeURIComponent, not URLSearchParams: a space must arrive as %20, never as '+', so the user
  // reads back the same with either way of decoding.
  const token = encodeURIComponent(outcome.token);
  const user = encodeURIComponent(JSON.stringify(outcome.user));
  return `${WEB_CALLBACK}#token=${token}&user=${user}`;
}

/** RFC 6749 §4.1.2.1: `access_denied` is the person saying no; every other code is the provider's fault. */
export function providerFailure(error: string): CallbackFailure {
  return error === 'access_denied' ? 'access_denied' : 'provider_error';
}

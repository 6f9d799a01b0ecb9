import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useAuth } from '../../session/AuthProvider';
import { FullPageStatus } from '../../session/guards';
import { takeNextPath } from '../../session/next-path';
import { CALLBACK_FAILURE_PATHS, readSocialCallback } from './social-callback';

/**
 * Spec §4 social-login callback: an `error` goes back to /login with oauth_failed; a token and a
 * URL-encoded user, in the address's fragment, are stored and /app is loaded afresh; a missing token or user is oauth_invalid,
 * and anything that throws is oauth_error. Like a password sign-in, the device is claimed first, so
 * another person's local data never opens under this account, and habits made here without an
 * account are added or kept apart only as the person answers (cancelling goes back home as before).
 */
export function AuthCallbackPage() {
  const [params] = useSearchParams();
  const { hash } = useLocation();
  const navigate = useNavigate();
  const { adoptSession } = useAuth();

  useEffect(() => {
    let cancelled = false;
    const fail = (path: string) => {
      if (!cancelled) navigate(path, { replace: true });
    };
    (async () => {
      const callback = readSocialCallback(params, new URLSearchParams(hash.slice(1)));
      if (callback.kind !== 'session') return fail(CALLBACK_FAILURE_PATHS[callback.kind]);
      const next = takeNextPath();
      if (!(await adoptSession(callback.token, callback.user))) {
        // The person chose to stay as they were: back where a device without an account lives.
        if (!cancelled) navigate('/app', { replace: true });
        return;
      }
      // A full load, and the address with the token (in its fragment) leaves the history. A deep link or an
      // invitation the person signed in for is where they land.
      window.location.replace(next ?? '/app');
    })().catch(() => fail(CALLBACK_FAILURE_PATHS.exception));
    return () => {
      cancelled = true;
    };
  }, [params, hash, navigate, adoptSession]);

  return <FullPageStatus>Completing sign in...</FullPageStatus>;
}

export { AuthCallbackPage as Component };

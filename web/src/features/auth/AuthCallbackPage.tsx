import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { FullPageStatus } from '../../session/guards';
import { takeNextPath } from '../../session/next-path';
import { storeSession } from '../../session/session-store';
import { savePreferences } from '../../theme/preferences-store';
import { CALLBACK_FAILURE_PATHS, readSocialCallback } from './social-callback';

/**
 * Spec §4 social-login callback: an `error` goes back to /login with oauth_failed; a token and a
 * URL-encoded user are stored and /app is loaded afresh; a missing token or user is oauth_invalid,
 * and anything that throws is oauth_error. Like a password sign-in, the device is claimed first, so
 * another person's local data never opens under this account.
 */
export function AuthCallbackPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();

  useEffect(() => {
    let cancelled = false;
    const fail = (path: string) => {
      if (!cancelled) navigate(path, { replace: true });
    };
    (async () => {
      const callback = readSocialCallback(params);
      if (callback.kind !== 'session') return fail(CALLBACK_FAILURE_PATHS[callback.kind]);
      const { claimDevice } = await import('../../session/device');
      await claimDevice(callback.user._id, callback.token);
      storeSession(callback.token, callback.user);
      savePreferences(callback.user.preferences);
      // A full load, and the address with the token leaves the history. A deep link or an
      // invitation the person signed in for is where they land.
      window.location.replace(takeNextPath() ?? '/app');
    })().catch(() => fail(CALLBACK_FAILURE_PATHS.exception));
    return () => {
      cancelled = true;
    };
  }, [params, navigate]);

  return <FullPageStatus>Completing sign in...</FullPageStatus>;
}

export { AuthCallbackPage as Component };

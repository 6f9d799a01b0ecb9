import type { User } from '@habitat/protocol';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { storeSession } from '../../api/session-store';
import { FullPageStatus } from '../../app/guards';

/**
 * Spec §4 social-login callback: an `error` goes back to /login with oauth_failed; a token and a
 * URL-encoded user are stored and /app is loaded afresh; anything else is an invalid response.
 */
export function AuthCallbackPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();

  useEffect(() => {
    try {
      if (params.get('error')) {
        navigate('/login?error=oauth_failed', { replace: true });
        return;
      }
      const token = params.get('token');
      const rawUser = params.get('user');
      if (!token || !rawUser) {
        navigate('/login?error=oauth_invalid', { replace: true });
        return;
      }
      const user = JSON.parse(rawUser) as User;
      if (typeof user !== 'object' || user === null || typeof user._id !== 'string') {
        navigate('/login?error=oauth_invalid', { replace: true });
        return;
      }
      storeSession(token, user);
      window.location.replace('/app');
    } catch {
      navigate('/login?error=oauth_error', { replace: true });
    }
  }, [params, navigate]);

  return <FullPageStatus>Completing sign in...</FullPageStatus>;
}

export { AuthCallbackPage as Component };

import type { ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { useAuth } from './AuthProvider';
import { loginPathFor, safeNextPath } from './next-path';

export function FullPageStatus({ children }: { children: ReactNode }) {
  return (
    <div className="full-page-status" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{children}</span>
    </div>
  );
}

/**
 * Screens under /app: 'Loading...' while the session is checked, /login without one (carrying the
 * page asked for, so a deep link survives signing in), and the landing page right after the
 * person signs out (spec §2).
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status, signedOut } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <FullPageStatus>Loading...</FullPageStatus>;
  if (status === 'unauthenticated') {
    return signedOut ? <Navigate to="/" replace /> : <Navigate to={loginPathFor(location)} replace />;
  }
  return children;
}

/**
 * Landing, login, signup and the social-login callback send a signed-in person on: where the
 * sign-in that just succeeded said (an invitation's group), else the page a `?next=` names, else
 * /app (signup: /app/dashboard, where its success lands). Only this guard navigates after a
 * sign-in, so no two redirects race.
 */
export function RedirectIfAuthenticated({ children, to = '/app' }: { children: ReactNode; to?: string }) {
  const { status, landing } = useAuth();
  const [params] = useSearchParams();
  if (status === 'authenticated') {
    if (landing) return <Navigate to={landing.to} state={landing.state} replace />;
    return <Navigate to={safeNextPath(params.get('next')) ?? to} replace />;
  }
  return children;
}

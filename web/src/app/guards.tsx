import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useAuth } from './auth/AuthProvider';

export function FullPageStatus({ children }: { children: ReactNode }) {
  return (
    <div className="full-page-status" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{children}</span>
    </div>
  );
}

/**
 * Screens under /app: 'Loading...' while the session is checked, /login without one, and the
 * landing page right after the person signs out (spec §2).
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status, signedOut } = useAuth();
  if (status === 'loading') return <FullPageStatus>Loading...</FullPageStatus>;
  if (status === 'unauthenticated') {
    return signedOut ? <Navigate to="/" replace /> : <Navigate to="/login" replace />;
  }
  return children;
}

/**
 * Landing, login, signup and the social-login callback send a signed-in person to /app (signup to
 * /app/dashboard, where its success lands, so the two redirects never race).
 */
export function RedirectIfAuthenticated({ children, to = '/app' }: { children: ReactNode; to?: string }) {
  const { status } = useAuth();
  if (status === 'authenticated') return <Navigate to={to} replace />;
  return children;
}

import { type ReactNode, useState } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { useOnline } from '../ui/useOnline';
import { useAuth } from './AuthProvider';
import { NeedsAccount } from './NeedsAccount';
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
 * Screens under /app: /login without a session (carrying the page asked for, so a deep link
 * survives signing in), and the landing page right after the person signs out (spec §2). A person
 * using the device without an account is let in: their data is on this device.
 *
 * A stored session opens the app at once, while /auth/me checks it (status 'loading'): the app is
 * offline-first, its data is on this device, and waiting for the server's word cost a phone a
 * round trip before the first paint (issue 27). A server that says no still ends the session: a
 * 401 through the expired-session handler, another refusal by clearing it (AuthProvider). Only a
 * stored user that is not the token's person waits for the server's word first.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status, signedOut, user } = useAuth();
  const location = useLocation();
  if (status === 'unauthenticated') {
    return signedOut ? <Navigate to="/" replace /> : <Navigate to={loginPathFor(location)} replace />;
  }
  // A stored session whose stored user is not its token's person: whose data this device may show,
  // and whom the sync is for, is the server's answer, not a guess (AuthProvider asks until it has it).
  if (status === 'loading' && !user) return <CheckingAccount />;
  return children;
}

/**
 * The wait for the server's word on who a stored session is. It may last (offline, the server
 * down): the page says what it waits for, and can always leave by the usual sign-out, which
 * keeps this device's unsent changes aside for the next sign-in of their owner.
 */
function CheckingAccount() {
  const { logout } = useAuth();
  const online = useOnline();
  const [leaving, setLeaving] = useState(false);
  return (
    <div className="full-page-status full-page-status--column" role="status" aria-live="polite">
      <span>
        <span className="spinner" aria-hidden="true" />{' '}
        {online ? 'Checking your account...' : 'Waiting for a connection to check your account...'}
      </span>
      <button
        type="button"
        className="button button--outline"
        disabled={leaving}
        onClick={() => {
          setLeaving(true);
          // A sign-out that fails part-way can be tried again.
          logout().catch(() => setLeaving(false));
        }}
      >
        Sign out
      </button>
    </div>
  );
}

/**
 * Screens that go through the server (groups, invitations, what a habit shows to groups): a person
 * without an account sees why, with the way to one that keeps what they made on this device.
 */
export function RequireAccount({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  if (status === 'deviceOnly') {
    return (
      <NeedsAccount title="Groups need an account">
        Groups, invitations and group notifications go through our server, so they need an account. Your
        habits and check-ins on this device come with you.
      </NeedsAccount>
    );
  }
  return children;
}

/** The landing page: someone who already started (with or without an account) goes to the app. */
export function RedirectIfStarted({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  if (status === 'deviceOnly') return <Navigate to="/app" replace />;
  return <RedirectIfAuthenticated>{children}</RedirectIfAuthenticated>;
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

import { AlertTriangle, Clock, Home, WifiOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { INVITATION_TEXTS, type InvitationView, invitationToken } from '../../session/invitation-texts';
import { usePageTitle } from '../../ui/page-title';
import { NEEDS_NETWORK, useOnline } from '../../ui/useOnline';
import { Wordmark } from '../../ui/Wordmark';
import { InvitationDetails } from './InvitationDetails';
import { useInvitation } from './useInvitation';
import './invitation.css';

/**
 * Spec §2 Invitation page. The link in the email (/invite/:token) opens for anyone, signed in or
 * not, as a standalone card; /app/invitations?token= shows the same card inside the app.
 */
export function InvitationPage() {
  const { token: pathToken } = useParams();
  const [params] = useSearchParams();
  const inShell = useLocation().pathname.startsWith('/app');
  const token = invitationToken(pathToken, params.get('token'));
  const view = useInvitation(token);
  usePageTitle(documentTitle(view));

  return (
    <InvitationFrame inShell={inShell}>
      {view.kind === 'loading' && (
        <div className="invitation-loading" role="status" aria-live="polite">
          <span className="spinner" aria-hidden="true" />
          <p>{INVITATION_TEXTS.loading}</p>
        </div>
      )}
      {view.kind === 'invalid' && <InvalidInvitation title={view.title} message={view.message} />}
      {view.kind === 'valid' && token && (
        <InvitationDetails key={token} invitation={view.invitation} token={token} inShell={inShell} />
      )}
    </InvitationFrame>
  );
}

function documentTitle(view: InvitationView): string {
  if (view.kind === 'loading') return INVITATION_TEXTS.loading;
  if (view.kind === 'invalid') return view.title;
  return 'Invitation';
}

/** Outside the app the card stands alone like the sign-in pages; inside, it sits in the content area. */
function InvitationFrame({ inShell, children }: { inShell: boolean; children: ReactNode }) {
  if (inShell) {
    return (
      <section className="page invitation-embedded">
        <div className="invitation-card">{children}</div>
      </section>
    );
  }
  return (
    <div className="invitation-page">
      <main className="invitation-card">
        <Wordmark to="/" className="invitation-card__wordmark" />
        {children}
      </main>
    </div>
  );
}

function InvalidInvitation({ title, message }: { title: string; message: string }) {
  const online = useOnline();
  const expired = title === INVITATION_TEXTS.expiredTitle;
  return (
    <div className="invitation-invalid">
      <div className="invitation-card__icon invitation-card__icon--danger" aria-hidden="true">
        {expired ? <Clock size={28} /> : <AlertTriangle size={28} />}
      </div>
      <h1 className="invitation-card__title">{title}</h1>
      <p className="invitation-card__subtitle">{message}</p>
      {!online && (
        <p className="invitation-offline" role="status">
          <WifiOff size={16} aria-hidden="true" /> {NEEDS_NETWORK}
        </p>
      )}
      <Link to="/" className="button button--primary">
        <Home size={18} aria-hidden="true" /> {INVITATION_TEXTS.goHome}
      </Link>
    </div>
  );
}

export { InvitationPage as Component };

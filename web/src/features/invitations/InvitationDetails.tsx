import type { LoginForm } from '@habitat/domain';
import type { Invitation } from '@habitat/protocol';
import { useMutation } from '@tanstack/react-query';
import { AlertCircle, Mail, UserPlus, WifiOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/client';
import { useHabits } from '../../data/hooks';
import { useAuth } from '../../session/AuthProvider';
import {
  acceptLabel,
  INVITATION_TEXTS,
  invitedByLine,
  isOtherAccount,
  joinLine,
  otherAccountNote,
  personalMessageTitle,
  roleLabel,
  serverText,
  typeLabel,
  welcomeMessage,
} from '../../session/invitation-texts';
import { ShareChoice } from '../../ui/share-choice/ShareChoice';
import {
  NOTHING_SHARED,
  type ShareDraft,
  shareableHabits,
  sharingRequest,
} from '../../ui/share-choice/share-choice';
import { useToast } from '../../ui/toast/ToastProvider';
import { NEEDS_NETWORK, useOnline } from '../../ui/useOnline';
import { InvitationLoginForm } from './InvitationLoginForm';
import { useAcceptInvitation, useDeclineInvitation } from './invitation-actions';

type Busy = 'accept' | 'decline' | 'login' | null;

/** Why accepting failed: a refused session in its own words (the sign-in form opens beneath it). */
function acceptFailureText(failure: Error): string {
  return failure instanceof ApiError && failure.status === 401
    ? failure.message
    : serverText(failure, INVITATION_TEXTS.acceptFailed);
}

/** The valid invitation (spec §2) and its two answers, Accept and Decline. */
export function InvitationDetails({
  invitation,
  token,
  inShell,
}: {
  invitation: Invitation;
  token: string;
  inShell: boolean;
}) {
  const { status, user, error: authError, login, logout, clearError } = useAuth();
  const navigate = useNavigate();
  const toast = useToast();
  const online = useOnline();
  const allHabits = useHabits();
  const [shareDraft, setShareDraft] = useState<ShareDraft>(NOTHING_SHARED);
  const [showLogin, setShowLogin] = useState(false);
  const acceptance = useAcceptInvitation(token);
  const declining = useDeclineInvitation(token);
  // Signing in here answers whether it worked (true) or not (false, the reason in `authError`).
  const signingIn = useMutation({ mutationFn: (form: LoginForm) => login(form.email, form.password, false) });
  const busy: Busy = signingIn.isPending
    ? 'login'
    : acceptance.isPending
      ? 'accept'
      : declining.isPending
        ? 'decline'
        : null;
  const loginFailed = signingIn.data === false || signingIn.isError;
  const actionError = acceptance.error
    ? acceptFailureText(acceptance.error)
    : declining.error
      ? serverText(declining.error, INVITATION_TEXTS.declineFailed)
      : null;
  // Without an account (on this device only) the invitation offers sign-in or signup, keeping their habits.
  const signedIn = status === 'authenticated' || status === 'loading';
  const otherAccount = status === 'authenticated' && isOtherAccount(invitation.email, user?.email);
  const { workspace: group, invitedBy } = invitation;

  // A failed sign-in here is this page's: it must not greet the person later on /login.
  useEffect(() => clearError, [clearError]);

  const habits = shareableHabits(allHabits, group.id);
  // Asked only of someone signed in here: after signing in on this page the habits are not on this
  // device yet, so nothing is shared and the group's page asks instead (issue 27).
  const askToShare = status === 'authenticated' && !otherAccount && !showLogin;

  // One answer at a time: the buttons are off while one is on its way, but a quick double tap
  // beats the render that turns them off. Each step goes on after this page has closed.
  const answering = useRef(false);
  const once = (task: () => Promise<unknown>) => {
    if (answering.current) return;
    answering.current = true;
    void task().finally(() => {
      answering.current = false;
    });
  };

  const acceptNow = (sharing: ShareDraft | null) => {
    if (!declining.isPending) declining.reset();
    return acceptance.mutateAsync(sharing ? sharingRequest(sharing, habits) : undefined).then(
      (joined) =>
        navigate(`/app/groups/${joined.id || group.id}`, {
          replace: true,
          state: { notification: { type: 'success', message: welcomeMessage(joined.name || group.name) } },
        }),
      (failure: unknown) => {
        // The stored session was refused: signing in again on this page keeps the invitation at hand.
        if (failure instanceof ApiError && failure.status === 401) setShowLogin(true);
      },
    );
  };
  const accept = (sharing: ShareDraft | null) => once(() => acceptNow(sharing));

  const loginAndJoin = (form: LoginForm) =>
    once(async () => {
      acceptance.reset();
      declining.reset();
      const ok = await signingIn.mutateAsync(form).catch(() => false);
      if (!ok) return;
      setShowLogin(false);
      await acceptNow(null);
    });

  const decline = () =>
    once(() => {
      acceptance.reset();
      return declining.mutateAsync().then(
        () => {
          // Spec §4: home, where nothing else would say the invitation was answered.
          toast.info(INVITATION_TEXTS.declined);
          navigate('/', { replace: true });
        },
        () => {},
      );
    });

  const signOut = async () => {
    // Inside the app, signing out would leave the guarded route for home: keep the link open instead.
    if (inShell) navigate(`/invite/${encodeURIComponent(token)}`, { replace: true });
    await logout();
  };

  const offlineTitle = online ? undefined : NEEDS_NETWORK;

  return (
    <>
      <div className="invitation-card__icon" aria-hidden="true">
        <UserPlus size={28} />
      </div>
      <h1 className="invitation-card__title">{INVITATION_TEXTS.heading}</h1>
      <p className="invitation-card__subtitle">{joinLine(group.name)}</p>
      {status === 'deviceOnly' && (
        <p className="invitation-card__subtitle" data-testid="invitation-device-only">
          Groups need an account. Sign in or sign up below: the habits you made on this device come with you.
        </p>
      )}

      <section className="invitation-workspace" aria-label="Workspace">
        <h2 className="invitation-workspace__name">{group.name}</h2>
        <dl className="invitation-workspace__facts">
          <div>
            <dt>Type</dt>
            <dd>{typeLabel(group.type)}</dd>
          </div>
          <div>
            <dt>Role</dt>
            <dd>{roleLabel(invitation.role)}</dd>
          </div>
        </dl>
        {group.description && <p className="invitation-workspace__description">{group.description}</p>}
        <p className="invitation-workspace__inviter">{invitedByLine(invitedBy.name)}</p>
      </section>

      {invitation.message && (
        <figure className="invitation-message">
          <figcaption className="invitation-message__title">
            <Mail size={16} aria-hidden="true" /> {personalMessageTitle(invitedBy.name)}
          </figcaption>
          <blockquote className="invitation-message__text">{invitation.message}</blockquote>
        </figure>
      )}

      {otherAccount && user && (
        <div className="invitation-note" role="note">
          <p>{otherAccountNote(invitation.email, user.email)}</p>
          <button type="button" className="button button--outline" onClick={signOut} disabled={busy !== null}>
            Sign Out
          </button>
        </div>
      )}

      {actionError && (
        <p className="invitation-alert" role="alert">
          <AlertCircle size={18} aria-hidden="true" />
          <span>{actionError}</span>
        </p>
      )}

      {askToShare && (
        <div className="invitation-share">
          <ShareChoice
            groupName={group.name}
            habits={habits}
            value={shareDraft}
            disabled={busy !== null}
            onChange={setShareDraft}
          />
        </div>
      )}

      {showLogin && !signedIn ? (
        <InvitationLoginForm
          invitedEmail={invitation.email}
          token={token}
          busy={busy === 'login'}
          online={online}
          error={loginFailed ? (authError ?? INVITATION_TEXTS.loginFailed) : null}
          onSubmit={loginAndJoin}
          // Typing while a sign-in is on its way must not disconnect it (its join would never follow).
          onEdit={() => {
            if (!signingIn.isPending) signingIn.reset();
          }}
          onCancel={() => {
            setShowLogin(false);
            signingIn.reset();
          }}
        />
      ) : (
        <div className="invitation-actions">
          <button
            type="button"
            className="button button--outline"
            onClick={decline}
            disabled={busy !== null || !online}
            title={offlineTitle}
          >
            {busy === 'decline' ? 'Declining...' : INVITATION_TEXTS.decline}
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={signedIn ? () => accept(askToShare ? shareDraft : null) : () => setShowLogin(true)}
            disabled={busy !== null || !online || status === 'loading'}
            title={offlineTitle}
          >
            {busy === 'accept' || busy === 'login' ? 'Joining...' : acceptLabel(signedIn)}
          </button>
        </div>
      )}

      {!online && (
        <p className="invitation-offline" role="status">
          <WifiOff size={16} aria-hidden="true" /> {NEEDS_NETWORK}
        </p>
      )}
    </>
  );
}

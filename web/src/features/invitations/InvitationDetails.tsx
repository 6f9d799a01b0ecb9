import type { LoginForm } from '@habitat/domain';
import type { Invitation } from '@habitat/protocol';
import { useQueryClient } from '@tanstack/react-query';
import { AlertCircle, Mail, UserPlus, WifiOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/client';
import { refreshGroupList } from '../../api/group-cache';
import { acceptInvitation, declineInvitation } from '../../api/groups-api';
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

type Busy = 'accept' | 'decline' | 'login' | null;

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
  const client = useQueryClient();
  const toast = useToast();
  const online = useOnline();
  const allHabits = useHabits();
  const [shareDraft, setShareDraft] = useState<ShareDraft>(NOTHING_SHARED);
  const [busy, setBusy] = useState<Busy>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [showLogin, setShowLogin] = useState(false);
  const [loginFailed, setLoginFailed] = useState(false);
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

  const accept = async (sharing: ShareDraft | null) => {
    setBusy('accept');
    setActionError(null);
    try {
      // The share levels picked travel in the request, for this group alone: nothing is written
      // on this device first, so a refused accept changes nothing.
      const joined = await acceptInvitation(token, sharing ? sharingRequest(sharing, habits) : undefined);
      // The sidebar and groups list learn about the new group without a reload.
      void refreshGroupList(client);
      navigate(`/app/groups/${joined.id || group.id}`, {
        replace: true,
        state: { notification: { type: 'success', message: welcomeMessage(joined.name || group.name) } },
      });
    } catch (failure) {
      setBusy(null);
      if (failure instanceof ApiError && failure.status === 401) {
        // The stored session was refused: signing in again on this page keeps the invitation at hand.
        setActionError(failure.message);
        setShowLogin(true);
        return;
      }
      setActionError(serverText(failure, INVITATION_TEXTS.acceptFailed));
    }
  };

  const loginAndJoin = async (form: LoginForm) => {
    setBusy('login');
    setActionError(null);
    setLoginFailed(false);
    const ok = await login(form.email, form.password, false);
    if (!ok) {
      setBusy(null);
      setLoginFailed(true);
      return;
    }
    setShowLogin(false);
    await accept(null);
  };

  const decline = async () => {
    setBusy('decline');
    setActionError(null);
    try {
      await declineInvitation(token);
      // Spec §4: home, where nothing else would say the invitation was answered.
      toast.info(INVITATION_TEXTS.declined);
      navigate('/', { replace: true });
    } catch (failure) {
      setBusy(null);
      setActionError(serverText(failure, INVITATION_TEXTS.declineFailed));
    }
  };

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
          onEdit={() => setLoginFailed(false)}
          onCancel={() => {
            setShowLogin(false);
            setLoginFailed(false);
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

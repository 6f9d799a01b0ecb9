import type { SentInvitation } from '@habitat/protocol';
import { Mail } from 'lucide-react';
import { useId, useState } from 'react';
import { usePendingInvitations } from '../../../api/invitation-queries';
import { useSingleFlight } from '../../../api/single-flight';
import { ROLE_LABELS } from '../../../ui/member-display';
import { useToast } from '../../../ui/toast/ToastProvider';
import { NEEDS_NETWORK } from '../../../ui/useOnline';
import { CopyLink } from '../CopyLink';
import { useCancelInvitation } from '../data/group-actions';
import { listLoadOf } from './list-load';
import { expiryText } from './member-rules';

interface PendingInvitationsProps {
  groupId: string;
  online: boolean;
}

/** Invitations not yet answered, for the admins and owners who can cancel them. */
export function PendingInvitations({ groupId, online }: PendingInvitationsProps) {
  const toast = useToast();
  const hintId = useId();
  const invitations = usePendingInvitations(groupId);
  const cancelling = useCancelInvitation(groupId);
  const runCancel = useSingleFlight(cancelling);
  const [shownLink, setShownLink] = useState<string | null>(null);
  const [copied, setCopied] = useState<string | null>(null);
  const load = listLoadOf(invitations.data, invitations.error);

  // Copied at once where the clipboard allows; otherwise the link is shown, selected, to copy by hand.
  const copyLink = async (invitation: SentInvitation) => {
    if (!invitation.link) return;
    try {
      await navigator.clipboard.writeText(invitation.link);
      // The button says so for a moment: no toast over the screen (issue 27).
      setCopied(invitation._id);
      setTimeout(() => setCopied((current) => (current === invitation._id ? null : current)), 2000);
    } catch {
      setShownLink(invitation._id);
    }
  };

  const cancel = (invitation: SentInvitation) =>
    runCancel(invitation._id).catch((error: Error) =>
      toast.error(`Failed to cancel invitation: ${error.message}`),
    );

  return (
    <div className="workspace-settings__subsection">
      <h3 className="workspace-settings__subtitle">Pending invitations</h3>
      {load.status === 'loading' && (
        <p className="workspace-settings__muted" role="status">
          Loading invitations...
        </p>
      )}
      {load.status === 'error' && (
        <p className="group-error" role="alert">
          Failed to load invitations: {load.message}
        </p>
      )}
      {load.status === 'ready' && load.list.length === 0 && (
        <p className="workspace-settings__muted">No pending invitations</p>
      )}
      {load.status === 'ready' && load.list.length > 0 && (
        <>
          <ul className="member-list workspace-settings__people">
            {load.list.map((invitation) => (
              <li key={invitation._id} className="member-row pending-invitation">
                <span className="member-row__avatar member-row__avatar--muted" aria-hidden="true">
                  <Mail size={16} />
                </span>
                <span className="member-row__text">
                  <span className="member-row__name member-row__name--one-line" title={invitation.email}>
                    {invitation.email}
                  </span>
                  <span className="member-row__detail">{expiryText(invitation)}</span>
                </span>
                <span className="pending-invitation__meta">
                  <span className={`member-row__role member-row__role--${invitation.role}`}>
                    {ROLE_LABELS[invitation.role]}
                  </span>
                  {invitation.link && (
                    <button
                      type="button"
                      className="button button--outline workspace-settings__small-button"
                      aria-label={`Copy link for ${invitation.email}`}
                      onClick={() => void copyLink(invitation)}
                    >
                      {copied === invitation._id ? 'Copied' : 'Copy link'}
                    </button>
                  )}
                  <button
                    type="button"
                    className="button button--outline workspace-settings__small-button"
                    aria-label={`Cancel invitation to ${invitation.email}`}
                    disabled={!online || cancelling.isPending}
                    title={online ? undefined : NEEDS_NETWORK}
                    aria-describedby={online ? undefined : hintId}
                    onClick={() => cancel(invitation)}
                  >
                    {cancelling.isPending && cancelling.variables === invitation._id
                      ? 'Cancelling...'
                      : 'Cancel'}
                  </button>
                </span>
                {shownLink === invitation._id && invitation.link && (
                  <div className="pending-invitation__link">
                    <CopyLink link={invitation.link} label={`Invitation link for ${invitation.email}`} />
                  </div>
                )}
              </li>
            ))}
          </ul>
          {!online && (
            <p id={hintId} className="workspace-settings__hint">
              {NEEDS_NETWORK}
            </p>
          )}
        </>
      )}
    </div>
  );
}

import {
  INVITATION_TTL_DAYS,
  INVITE_MESSAGE_MAX,
  type InvitationDelivery,
  type InviteRole,
  invitationDeliveryMessage,
} from '@habitat/domain';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useSingleFlight } from '../../../api/single-flight';
import { Modal } from '../../../ui/Modal';
import { NetworkFormFooter } from '../../../ui/NetworkFormFooter';
import { TextField } from '../../../ui/TextField';
import { useToast } from '../../../ui/toast/ToastProvider';
import { NEEDS_NETWORK, useOnline } from '../../../ui/useOnline';
import { CopyLink } from '../CopyLink';
import { useInviteMember } from '../data/group-actions';
import {
  EMPTY_INVITE,
  INVITE_ROLE_OPTIONS,
  type InviteDraft,
  inviteBlocker,
  inviteBody,
  inviteFailureText,
  messageCounter,
} from './invite-form';

interface SentView {
  email: string;
  delivery: InvitationDelivery;
  link: string | null;
}

/**
 * After sending: whether the email went out (a server without email set up says so), and the
 * link to pass on by hand, which the inviter can always copy.
 */
function InvitationSent({ sent, onAnother, onDone }: { sent: SentView; onAnother(): void; onDone(): void }) {
  // The form that had focus is gone: focus moves to the answer's first action.
  const done = useRef<HTMLButtonElement>(null);
  useEffect(() => done.current?.focus(), []);
  return (
    <div className="form invite-dialog">
      <p className={`invite-dialog__result invite-dialog__result--${sent.delivery}`} role="status">
        {invitationDeliveryMessage(sent.delivery, sent.email)}
      </p>
      {sent.link && <CopyLink link={sent.link} label="Invitation link" />}
      <p className="invite-dialog__intro">
        Only {sent.email} can accept it. The link works for {INVITATION_TTL_DAYS} days.
      </p>
      <div className="button-row invite-dialog__actions dialog-actions">
        <button type="button" className="button button--outline" onClick={onAnother}>
          Invite Another
        </button>
        <button ref={done} type="button" className="button button--primary" onClick={onDone}>
          Done
        </button>
      </div>
    </div>
  );
}

interface InviteMemberDialogProps {
  group: { _id: string; name: string };
  onClose(): void;
}

/**
 * Spec §2 Invite Member: email, role (member or admin) and an optional personal message. A failure
 * stays in the dialog so the address can be corrected and sent again. While the invitation is being
 * sent the dialog cannot be dismissed (Cancel, Escape, backdrop, Close), as the answer needs it open.
 */
export function InviteMemberDialog({ group, onClose }: InviteMemberDialogProps) {
  const toast = useToast();
  const online = useOnline();
  const ids = useId();
  const [draft, setDraft] = useState<InviteDraft>(EMPTY_INVITE);
  const invitation = useInviteMember(group._id);
  const invite = useSingleFlight(invitation);
  const sending = invitation.isPending;
  const failure = invitation.error ? inviteFailureText(invitation.error) : null;
  const [sent, setSent] = useState<SentView | null>(null);
  const blocker = inviteBlocker(draft, { sending, online, offlineReason: NEEDS_NETWORK });
  const close = () => {
    if (!sending) onClose();
  };
  const update = <K extends keyof InviteDraft>(key: K, value: InviteDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blocker) return;
    invite(inviteBody(draft)).then(
      (answer) =>
        setSent({ email: answer.invitation.email, delivery: answer.delivery, link: answer.invitation.link }),
      (error: unknown) => toast.error(inviteFailureText(error)),
    );
  };

  if (sent) {
    return (
      <Modal title="Invite Member" onClose={onClose} size="sm">
        <InvitationSent
          sent={sent}
          onAnother={() => {
            setSent(null);
            setDraft(EMPTY_INVITE);
          }}
          onDone={onClose}
        />
      </Modal>
    );
  }

  const roleId = `${ids}-role`;
  const messageId = `${ids}-message`;
  const counterId = `${ids}-counter`;
  return (
    <Modal title="Invite Member" onClose={close} size="sm">
      <form className="form invite-dialog" onSubmit={submit}>
        <p className="invite-dialog__intro">Invite someone to join {group.name}.</p>
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          // Also when coming back from the answer with 'Invite Another'.
          autoFocus
          value={draft.email}
          onChange={(value) => update('email', value)}
          placeholder="name@example.com"
        />
        <div className="field">
          <label htmlFor={roleId} className="field__label">
            Role
          </label>
          <select
            id={roleId}
            name="role"
            className="input"
            value={draft.role}
            onChange={(event) => update('role', event.target.value as InviteRole)}
          >
            {INVITE_ROLE_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={messageId} className="field__label">
            Personal message (optional)
          </label>
          <textarea
            id={messageId}
            name="message"
            className="input"
            rows={3}
            maxLength={INVITE_MESSAGE_MAX}
            aria-describedby={counterId}
            value={draft.message}
            onChange={(event) => update('message', event.target.value)}
            placeholder="Add a note to your invitation"
          />
          <p id={counterId} className="invite-dialog__counter">
            {messageCounter(draft.message)}
          </p>
        </div>
        <NetworkFormFooter
          failure={failure}
          sending={sending}
          blocked={blocker !== null}
          submitLabel="Send Invitation"
          onCancel={close}
          className="button-row invite-dialog__actions dialog-actions"
        />
      </form>
    </Modal>
  );
}

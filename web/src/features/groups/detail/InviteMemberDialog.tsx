import { INVITE_MESSAGE_MAX, type InviteRole } from '@habitat/domain';
import { type FormEvent, useId, useState } from 'react';
import { inviteMember } from '../../../api/workspaces-api';
import { Modal } from '../../../ui/Modal';
import { TextField } from '../../../ui/TextField';
import { useToast } from '../../../ui/toast/ToastProvider';
import { NetworkFormFooter } from '../NetworkFormFooter';
import { NEEDS_NETWORK, useOnline } from '../useOnline';
import {
  EMPTY_INVITE,
  INVITE_ROLE_OPTIONS,
  type InviteDraft,
  inviteBlocker,
  inviteBody,
  inviteFailureText,
  inviteSentText,
  messageCounter,
} from './invite-form';

interface InviteMemberDialogProps {
  workspace: { _id: string; name: string };
  onClose(): void;
}

/**
 * Spec §2 Invite Member: email, role (member or admin) and an optional personal message. A failure
 * stays in the dialog so the address can be corrected and sent again. While the invitation is being
 * sent the dialog cannot be dismissed (Cancel, Escape, backdrop, Close), as the answer needs it open.
 */
export function InviteMemberDialog({ workspace, onClose }: InviteMemberDialogProps) {
  const toast = useToast();
  const online = useOnline();
  const ids = useId();
  const [draft, setDraft] = useState<InviteDraft>(EMPTY_INVITE);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const blocker = inviteBlocker(draft, { sending, online, offlineReason: NEEDS_NETWORK });
  const close = () => {
    if (!sending) onClose();
  };
  const update = <K extends keyof InviteDraft>(key: K, value: InviteDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (blocker) return;
    setSending(true);
    setFailure(null);
    try {
      await inviteMember(workspace._id, inviteBody(draft));
    } catch (error) {
      const text = inviteFailureText(error);
      setFailure(text);
      toast.error(text);
      setSending(false);
      return;
    }
    toast.success(inviteSentText(draft.email));
    onClose();
  };

  const roleId = `${ids}-role`;
  const messageId = `${ids}-message`;
  const counterId = `${ids}-counter`;
  return (
    <Modal title="Invite Member" onClose={close} size="sm">
      <form className="form invite-dialog" onSubmit={submit}>
        <p className="invite-dialog__intro">Invite someone to join {workspace.name}.</p>
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
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

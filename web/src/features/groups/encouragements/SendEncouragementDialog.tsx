import { ENCOURAGEMENT_MAX, encouragementCounter, encouragementError, QUICK_MESSAGES } from '@habitat/domain';
import type { MemberRef, Workspace } from '@habitat/protocol';
import { type FormEvent, useId, useState } from 'react';
import { sendEncouragement } from '../../../api/encouragements-api';
import { Modal } from '../../../ui/Modal';
import { NetworkFormFooter } from '../../../ui/NetworkFormFooter';
import { NEEDS_NETWORK, useOnline } from '../../../ui/useOnline';
import {
  type EncouragementDraft,
  emptyDraft,
  isEncouragementType,
  recipientOptions,
  sendBlocker,
  sendBody,
  sendFailureText,
  TYPE_OPTIONS,
  withQuickMessage,
} from './encouragement-form';
import { ReactionPicker } from './ReactionPicker';
import './encouragements.css';
import { useSync } from '../../../sync/SyncProvider';

interface SendEncouragementDialogProps {
  group: Workspace;
  viewerId: string | undefined;
  /** Set when opened on a member (their card, their progress); otherwise the viewer picks one. */
  recipient?: MemberRef;
  onClose(): void;
}

/**
 * Spec §2 Send Encouragement: to whom, what kind, a reaction and a message (quick messages fill it).
 * A failure stays in the dialog so the message is not lost; while sending it cannot be dismissed, as
 * the answer needs it open.
 */
export function SendEncouragementDialog({
  group,
  viewerId,
  recipient,
  onClose,
}: SendEncouragementDialogProps) {
  const { syncNow } = useSync();
  const online = useOnline();
  const ids = useId();
  const [draft, setDraft] = useState<EncouragementDraft>(() => emptyDraft(recipient?._id));
  const [touched, setTouched] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const options = recipient ? [] : recipientOptions(group.members, viewerId);
  const blocker = sendBlocker(draft, { sending, online, offlineReason: NEEDS_NETWORK, viewerId });
  const messageError = encouragementError(draft.message);
  const close = () => {
    if (!sending) onClose();
  };
  const update = (change: Partial<EncouragementDraft>) => setDraft((current) => ({ ...current, ...change }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (blocker) return;
    setSending(true);
    setFailure(null);
    try {
      await sendEncouragement(sendBody(draft, group._id));
    } catch (error) {
      setFailure(sendFailureText(error));
      setSending(false);
      return;
    }
    // The next pull brings it into the group's feed on this device.
    syncNow();
    onClose();
  };

  const recipientId = `${ids}-recipient`;
  const typeId = `${ids}-type`;
  const messageId = `${ids}-message`;
  const counterId = `${ids}-counter`;
  const messageErrorId = `${ids}-message-error`;
  const showMessageError = touched && messageError !== null;
  return (
    <Modal title="Send Encouragement" onClose={close} size="md">
      <form className="form send-encouragement" onSubmit={submit} noValidate>
        {recipient ? (
          <div className="field">
            <span className="field__label">To</span>
            <p className="send-encouragement__recipient">{recipient.name}</p>
          </div>
        ) : (
          <div className="field">
            <label htmlFor={recipientId} className="field__label">
              To
            </label>
            <select
              id={recipientId}
              name="toUserId"
              className="input"
              required
              disabled={sending || options.length === 0}
              value={draft.toUserId}
              onChange={(event) => update({ toUserId: event.target.value })}
            >
              <option value="">{options.length ? 'Select a member' : 'No other members yet'}</option>
              {options.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="field">
          <label htmlFor={typeId} className="field__label">
            Type
          </label>
          <select
            id={typeId}
            name="type"
            className="input"
            disabled={sending}
            value={draft.type}
            onChange={(event) => {
              const { value } = event.target;
              if (isEncouragementType(value)) update({ type: value });
            }}
          >
            {TYPE_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <ReactionPicker
          value={draft.reaction}
          disabled={sending}
          onChange={(reaction) => update({ reaction })}
        />
        <fieldset className="send-encouragement__quick" disabled={sending}>
          <legend className="field__label">Quick messages</legend>
          <ul className="send-encouragement__quick-list">
            {QUICK_MESSAGES.map((quick) => (
              <li key={quick.message}>
                <button
                  type="button"
                  className="send-encouragement__quick-button"
                  aria-pressed={draft.message === quick.message}
                  onClick={() => setDraft((current) => withQuickMessage(current, quick))}
                >
                  {quick.message}
                </button>
              </li>
            ))}
          </ul>
        </fieldset>
        <div className="field">
          <label htmlFor={messageId} className="field__label">
            Message
          </label>
          <textarea
            id={messageId}
            name="message"
            className={`input${showMessageError ? ' input--invalid' : ''}`}
            rows={4}
            required
            maxLength={ENCOURAGEMENT_MAX}
            readOnly={sending}
            aria-invalid={showMessageError}
            aria-describedby={showMessageError ? `${counterId} ${messageErrorId}` : counterId}
            value={draft.message}
            onChange={(event) => update({ message: event.target.value })}
            onBlur={() => setTouched(true)}
            placeholder="Write a few words of encouragement"
          />
          <p id={counterId} className="encouragement-counter">
            {encouragementCounter(draft.message)}
          </p>
          {showMessageError && (
            <p id={messageErrorId} className="field__error">
              {messageError}
            </p>
          )}
        </div>
        <NetworkFormFooter
          failure={failure}
          sending={sending}
          blocked={blocker !== null}
          submitLabel="Send"
          onCancel={close}
          className="button-row send-encouragement__actions dialog-actions"
        />
      </form>
    </Modal>
  );
}

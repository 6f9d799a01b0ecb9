import {
  ENCOURAGEMENT_MAX,
  encouragementCounter,
  encouragementError,
  QUICK_MESSAGES,
  uuidv7,
} from '@habitat/domain';
import type { MemberRef, Workspace } from '@habitat/protocol';
import { type FormEvent, useId, useState } from 'react';
import { mutateLocal } from '../../../data/mutations';
import { useSync } from '../../../sync/SyncProvider';
import { FormFooter } from '../../../ui/FormFooter';
import { Modal } from '../../../ui/Modal';
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

interface SendEncouragementDialogProps {
  group: Workspace;
  viewerId: string | undefined;
  /** Set when opened on a member (their card, their progress); otherwise the viewer picks one. */
  recipient?: MemberRef;
  onClose(): void;
}

/**
 * Spec §2 Send Encouragement: to whom, what kind, a reaction and a message (quick messages fill it).
 * Sending writes it on this device and queues it (issue 31): it shows in the feed at once, offline
 * too, and the server checks it when it arrives. A failure stays in the dialog so the message is
 * not lost.
 */
export function SendEncouragementDialog({
  group,
  viewerId,
  recipient,
  onClose,
}: SendEncouragementDialogProps) {
  const { syncNow } = useSync();
  const ids = useId();
  const [draft, setDraft] = useState<EncouragementDraft>(() => emptyDraft(recipient?._id));
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const options = recipient ? [] : recipientOptions(group.members, viewerId);
  const blocker = sendBlocker(draft, viewerId);
  const messageError = encouragementError(draft.message);
  const close = onClose;
  const update = (change: Partial<EncouragementDraft>) => setDraft((current) => ({ ...current, ...change }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (blocker) return;
    setFailure(null);
    try {
      await mutateLocal('encouragement.send', { id: uuidv7(), ...sendBody(draft, group._id) });
    } catch (error) {
      setFailure(sendFailureText(error));
      return;
    }
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
              disabled={options.length === 0}
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
        <ReactionPicker value={draft.reaction} onChange={(reaction) => update({ reaction })} />
        <fieldset className="send-encouragement__quick">
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
        <FormFooter
          failure={failure}
          blocked={blocker !== null}
          submitLabel="Send"
          onCancel={close}
          className="button-row send-encouragement__actions dialog-actions"
        />
      </form>
    </Modal>
  );
}

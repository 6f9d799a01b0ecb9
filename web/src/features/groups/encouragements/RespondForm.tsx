import { ENCOURAGEMENT_MAX, encouragementCounter } from '@habitat/domain';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { mutateLocal } from '../../../data/mutations';
import { FormFooter } from '../../../ui/FormFooter';
import { responseError, responseFailureText } from './encouragement-form';

interface RespondFormProps {
  encouragementId: string;
  groupId: string;
  /** Who the reply goes to, for the field's label. */
  senderName: string;
  onResponded(): void;
  onCancel(): void;
}

/**
 * The inline reply under an encouragement sent to the viewer, written on this device and queued
 * (issue 31); a failure stays here with the text.
 */
export function RespondForm({
  encouragementId,
  groupId,
  senderName,
  onResponded,
  onCancel,
}: RespondFormProps) {
  const ids = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [message, setMessage] = useState('');
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const error = responseError(message);
  const blocked = error !== null;

  // The form opens on a click of Respond: the reply field is where the person means to type.
  useEffect(() => field.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (blocked) return;
    setFailure(null);
    try {
      await mutateLocal('encouragement.respond', {
        id: encouragementId,
        workspaceId: groupId,
        message: message.trim(),
      });
    } catch (caught) {
      setFailure(responseFailureText(caught));
      return;
    }
    onResponded();
  };

  const fieldId = `${ids}-reply`;
  const counterId = `${ids}-counter`;
  const errorId = `${ids}-error`;
  const showError = touched && error !== null;
  return (
    <form className="respond-form" onSubmit={submit} noValidate>
      <label htmlFor={fieldId} className="field__label">
        Reply to {senderName}
      </label>
      <textarea
        ref={field}
        id={fieldId}
        name="response"
        className={`input${showError ? ' input--invalid' : ''}`}
        rows={3}
        required
        maxLength={ENCOURAGEMENT_MAX}
        aria-invalid={showError}
        aria-describedby={showError ? `${counterId} ${errorId}` : counterId}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        onBlur={() => setTouched(true)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            onCancel();
          }
        }}
      />
      <p id={counterId} className="encouragement-counter">
        {encouragementCounter(message)}
      </p>
      {showError && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
      <FormFooter
        failure={failure}
        blocked={blocked}
        submitLabel="Send"
        onCancel={onCancel}
        className="respond-form__actions"
        small
      />
    </form>
  );
}

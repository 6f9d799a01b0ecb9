import { useId } from 'react';
import { NEEDS_NETWORK, useOnline } from './useOnline';

interface NetworkFormFooterProps {
  /** The last attempt's failure, in the words the screen shows. */
  failure: string | null;
  sending: boolean;
  /** Submitting is not possible now (empty field, offline, sending). */
  blocked: boolean;
  submitLabel: string;
  /** What the submit button says while it runs. */
  busyLabel?: string;
  onCancel(): void;
  className: string;
  small?: boolean;
}

/**
 * The end of a form whose submit needs the server (invite, encourage, respond): its failure, why it
 * is off while offline, and Cancel beside the submit button ('Sending...' while it runs).
 */
export function NetworkFormFooter({
  failure,
  sending,
  blocked,
  submitLabel,
  busyLabel = 'Sending...',
  onCancel,
  className,
  small = false,
}: NetworkFormFooterProps) {
  const online = useOnline();
  const offlineId = useId();
  const size = small ? ' button--sm' : '';
  return (
    <>
      {failure && (
        <p className="field__error" role="alert">
          {failure}
        </p>
      )}
      {!online && (
        <p id={offlineId} className="offline-hint">
          {NEEDS_NETWORK}
        </p>
      )}
      <div className={className}>
        <button
          type="button"
          className={`button button--outline${size}`}
          disabled={sending}
          onClick={onCancel}
        >
          Cancel
        </button>
        <button
          type="submit"
          className={`button button--primary${size}`}
          disabled={blocked}
          title={online ? undefined : NEEDS_NETWORK}
          aria-describedby={online ? undefined : offlineId}
        >
          {sending ? busyLabel : submitLabel}
        </button>
      </div>
    </>
  );
}

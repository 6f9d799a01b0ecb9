import { type FormEvent, type ReactNode, useEffect, useRef } from 'react';
import { Modal } from '../../ui/Modal';
import './groups-shared.css';
import './confirm-dialog.css';

interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busyLabel?: string;
  onConfirm(): void;
  onClose(): void;
  busy?: boolean;
  /** Shown inside the dialog, announced at once. */
  error?: string | null;
  /** Why confirming is unavailable (offline): disables the button and is shown beside it. */
  disabledReason?: string | null;
  tone?: 'danger' | 'primary';
  /** When retrying cannot help: only a Close button is offered. */
  hideConfirm?: boolean;
  /** False when the body holds an input that should take focus instead of Cancel. */
  focusCancel?: boolean;
}

/**
 * A yes/no dialog for the group screens. It is a form, so Enter in a field inside confirms; Cancel
 * takes the focus by default because every use here is destructive. While busy it cannot be
 * dismissed, since the request it started is already on its way.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  busyLabel,
  onConfirm,
  onClose,
  busy = false,
  error,
  disabledReason,
  tone = 'danger',
  hideConfirm = false,
  focusCancel = true,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);

  // A button disabled while busy, or removed after a final refusal, drops the focus to the page
  // behind; after every render bring it back inside so the dialog stays keyboard usable.
  useEffect(() => {
    const cancel = cancelRef.current;
    if (busy || !cancel) return;
    if (!cancel.closest('[role="dialog"]')?.contains(document.activeElement)) cancel.focus();
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy && !disabledReason && !hideConfirm) onConfirm();
  };
  const close = () => {
    if (!busy) onClose();
  };

  return (
    <Modal title={title} onClose={close} size="sm">
      <form className="confirm-dialog" noValidate onSubmit={submit}>
        <div className="confirm-dialog__body">{children}</div>
        {error && (
          <p className="group-error" role="alert">
            {error}
          </p>
        )}
        {disabledReason && !hideConfirm && <p className="confirm-dialog__hint">{disabledReason}</p>}
        <div className="button-row confirm-dialog__actions dialog-actions">
          <button
            ref={cancelRef}
            type="button"
            className="button button--outline"
            onClick={close}
            disabled={busy}
            data-autofocus={focusCancel ? true : undefined}
          >
            {hideConfirm ? 'Close' : 'Cancel'}
          </button>
          {!hideConfirm && (
            <button
              type="submit"
              className={`button ${tone === 'danger' ? 'confirm-dialog__danger' : 'button--primary'}`}
              disabled={busy || Boolean(disabledReason)}
              title={disabledReason ?? undefined}
            >
              {busy ? (busyLabel ?? confirmLabel) : confirmLabel}
            </button>
          )}
        </div>
      </form>
    </Modal>
  );
}

import { type ReactNode, useId } from 'react';
import { NEEDS_NETWORK, useOnline } from '../../ui/useOnline';

interface NetworkActionButtonProps {
  className: string;
  type?: 'button' | 'submit';
  /** Disabled for a reason besides the network (a call in flight, a form not filled in). */
  disabled?: boolean;
  onClick?(): void;
  children: ReactNode;
  /** The class of the offline reason shown beside the button. */
  hintClassName?: string;
}

/**
 * A button for an action only the server can do (invite, leave, save a group habit…). Offline it
 * is disabled and says why beside itself, not only in a tooltip that touch screens never show.
 */
export function NetworkActionButton({
  className,
  type = 'button',
  disabled = false,
  onClick,
  children,
  hintClassName = 'offline-hint',
}: NetworkActionButtonProps) {
  const online = useOnline();
  const hintId = useId();
  return (
    <>
      <button
        type={type}
        className={className}
        disabled={!online || disabled}
        title={online ? undefined : NEEDS_NETWORK}
        aria-describedby={online ? undefined : hintId}
        onClick={onClick}
      >
        {children}
      </button>
      {!online && (
        <span id={hintId} className={hintClassName}>
          {NEEDS_NETWORK}
        </span>
      )}
    </>
  );
}

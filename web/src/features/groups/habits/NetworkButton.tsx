import { type ReactNode, useId } from 'react';
import { NEEDS_NETWORK, useOnline } from '../useOnline';

interface NetworkButtonProps {
  className: string;
  type?: 'button' | 'submit';
  /** Disabled for another reason than the network (busy, form incomplete). */
  disabled?: boolean;
  onClick?(): void;
  children: ReactNode;
}

/**
 * NetworkActionButton with a submit type and a `disabled` of its own: the group habit form's
 * buttons also wait on a name and on a call in flight. Offline it says why beside itself.
 */
export function NetworkButton({
  className,
  type = 'button',
  disabled,
  onClick,
  children,
}: NetworkButtonProps) {
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
        <span id={hintId} className="group-habits-form__hint">
          {NEEDS_NETWORK}
        </span>
      )}
    </>
  );
}

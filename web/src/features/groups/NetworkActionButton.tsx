import { type ReactNode, useId } from 'react';
import { NEEDS_NETWORK, useOnline } from './useOnline';

/**
 * A button for an action only the server can do (invite, leave…). Offline it is disabled and says
 * why beside itself, not only in a tooltip that touch screens never show.
 */
export function NetworkActionButton({
  className,
  onClick,
  children,
}: {
  className: string;
  onClick(): void;
  children: ReactNode;
}) {
  const online = useOnline();
  const hintId = useId();
  return (
    <>
      <button
        type="button"
        className={className}
        disabled={!online}
        title={online ? undefined : NEEDS_NETWORK}
        aria-describedby={online ? undefined : hintId}
        onClick={onClick}
      >
        {children}
      </button>
      {!online && (
        <span id={hintId} className="group-detail__hint">
          {NEEDS_NETWORK}
        </span>
      )}
    </>
  );
}

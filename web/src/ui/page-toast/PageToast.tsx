import { ERROR_TOAST_DURATION_MS, TOAST_DURATION_MS } from '@habitat/domain';
import { CheckCircle2, Info, X, XCircle } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import './page-toast.css';

/** Success or error styling, or info for a message that is neither. */
export type PageToastType = 'success' | 'error' | 'info';

export interface ShownToast {
  /** A new id restarts the timer even when the same message is shown again. */
  id: number;
  type: PageToastType;
  message: string;
}

export interface PageToastApi {
  toast: ShownToast | null;
  show(type: PageToastType, message: string): void;
  dismiss(): void;
}

/** One message at a time: a newer one replaces the older, as the page's actions follow each other. */
export function usePageToast(): PageToastApi {
  const [toast, setToast] = useState<ShownToast | null>(null);
  const nextId = useRef(1);
  const show = useCallback((type: PageToastType, message: string) => {
    setToast({ id: nextId.current++, type, message });
  }, []);
  const dismiss = useCallback(() => setToast(null), []);
  return { toast, show, dismiss };
}

const ICONS = { success: CheckCircle2, error: XCircle, info: Info } as const;

interface PageToastProps {
  toast: ShownToast | null;
  onDismiss(): void;
  testId: string;
  /** Filled in red or green (the settings page) rather than a card with a coloured edge (groups). */
  filled?: boolean;
  /** Errors stay longer where people must read why something failed (the toast helper's 6 s). */
  longerErrors?: boolean;
}

/**
 * A page's own toast at the bottom centre (spec §2 Groups list and Settings), apart from the
 * app-wide stack at the right; it closes by itself after its time and can be dismissed.
 */
export function PageToast({
  toast,
  onDismiss,
  testId,
  filled = false,
  longerErrors = false,
}: PageToastProps) {
  useEffect(() => {
    if (!toast) return;
    const duration = longerErrors && toast.type === 'error' ? ERROR_TOAST_DURATION_MS : TOAST_DURATION_MS;
    const timer = setTimeout(onDismiss, duration);
    return () => clearTimeout(timer);
  }, [toast, onDismiss, longerErrors]);

  const Icon = toast ? ICONS[toast.type] : null;
  // The live region stays mounted so screen readers announce each message as it arrives.
  return (
    <div className="page-toast-region" aria-live="polite">
      {toast && Icon && (
        <div
          key={toast.id}
          className={`page-toast page-toast--${toast.type}${filled ? ' page-toast--filled' : ''}`}
          role={toast.type === 'error' ? 'alert' : 'status'}
          data-testid={testId}
        >
          <Icon className="page-toast__icon" size={20} aria-hidden="true" />
          <p className="page-toast__message">{toast.message}</p>
          <button
            type="button"
            className="page-toast__close"
            aria-label="Dismiss message"
            onClick={onDismiss}
          >
            <X size={16} aria-hidden="true" />
          </button>
        </div>
      )}
    </div>
  );
}

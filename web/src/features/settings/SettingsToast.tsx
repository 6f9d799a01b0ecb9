import { ERROR_TOAST_DURATION_MS, TOAST_DURATION_MS } from '@habitat/domain';
import { CheckCircle2, X, XCircle } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';

export type SettingsToastType = 'success' | 'error';
export type Notify = (type: SettingsToastType, message: string) => void;

interface ShownToast {
  /** A new id restarts the timer even when the same message is shown again. */
  id: number;
  type: SettingsToastType;
  message: string;
}

/** One message at a time: a newer one replaces the older, as settings are changed one after another. */
export function useSettingsToast(): { toast: ShownToast | null; notify: Notify; dismiss(): void } {
  const [toast, setToast] = useState<ShownToast | null>(null);
  const nextId = useRef(1);
  const notify = useCallback<Notify>((type, message) => {
    setToast({ id: nextId.current++, type, message });
  }, []);
  const dismiss = useCallback(() => setToast(null), []);
  return { toast, notify, dismiss };
}

/** The settings page's toast (spec §2 Settings): bottom centre, green for success, red for errors. */
export function SettingsToast({ toast, onDismiss }: { toast: ShownToast | null; onDismiss(): void }) {
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(onDismiss, toast.type === 'error' ? ERROR_TOAST_DURATION_MS : TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast, onDismiss]);

  const Icon = toast?.type === 'error' ? XCircle : CheckCircle2;
  // The live region stays mounted so screen readers announce each message as it arrives.
  return (
    <div className="settings-toast-region" aria-live="polite">
      {toast && (
        <div
          key={toast.id}
          className={`settings-toast settings-toast--${toast.type}`}
          role={toast.type === 'error' ? 'alert' : 'status'}
          data-testid="settings-toast"
        >
          <Icon size={20} aria-hidden="true" />
          <p className="settings-toast__message">{toast.message}</p>
          <button
            type="button"
            className="settings-toast__close"
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

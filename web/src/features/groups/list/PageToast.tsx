import { TOAST_DURATION_MS } from '@habitat/domain';
import { CheckCircle2, Info, X, XCircle } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { NavigationNotice, NoticeType } from '../navigation-notice';
import './page-toast.css';

/** Success or error styling (spec §2 Groups list), or info for a message that is neither. */
export type PageToastType = NoticeType;

export interface ShownToast extends NavigationNotice {
  /** A new id restarts the 4 seconds even when the same message is shown again. */
  id: number;
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

function ToastIcon({ type }: { type: PageToastType }) {
  const Icon = ICONS[type];
  return <Icon className="groups-toast__icon" size={20} aria-hidden="true" />;
}

/** The groups page's own toast (spec §2 Groups list), apart from the app-wide stack at the right. */
export function PageToast({ toast, onDismiss }: { toast: ShownToast | null; onDismiss(): void }) {
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(onDismiss, TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast, onDismiss]);

  // The live region stays mounted so screen readers announce each message as it arrives.
  return (
    <div className="groups-toast-region" aria-live="polite">
      {toast && (
        <div
          key={toast.id}
          className={`groups-toast groups-toast--${toast.type}`}
          role={toast.type === 'error' ? 'alert' : undefined}
          data-testid="groups-toast"
        >
          <ToastIcon type={toast.type} />
          <p className="groups-toast__message">{toast.message}</p>
          <button
            type="button"
            className="groups-toast__close"
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

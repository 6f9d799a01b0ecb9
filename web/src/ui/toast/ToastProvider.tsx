import { ERROR_TOAST_DURATION_MS, TOAST_DURATION_MS } from '@habitat/domain';
import { AlertTriangle, CheckCircle2, Info, X, XCircle } from 'lucide-react';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import './toast.css';
import { toastDuration } from './toast-timing';

export type ToastType = 'success' | 'error' | 'warning' | 'info';

export interface ToastOptions {
  title?: string;
  /** Milliseconds; 0 keeps the toast until dismissed. */
  duration?: number;
  dismissible?: boolean;
  action?: { label: string; onClick(): void };
  /**
   * Called once when the toast goes without its action taken (its time ran out, it was dismissed
   * or replaced). What an Undo holds back is committed here, so the Undo button is offered exactly
   * as long as it can still work.
   */
  onExpire?(): void;
}

interface ToastItem extends ToastOptions {
  id: number;
  type: ToastType;
  message: string;
}

interface ToastApi {
  show(type: ToastType, message: string, options?: ToastOptions): number;
  success(message: string, options?: ToastOptions): number;
  error(message: string, options?: ToastOptions): number;
  warning(message: string, options?: ToastOptions): number;
  info(message: string, options?: ToastOptions): number;
  dismiss(id: number): void;
}

const ToastContext = createContext<ToastApi | null>(null);

const ICONS = { success: CheckCircle2, error: XCircle, warning: AlertTriangle, info: Info } as const;

/**
 * Spec §2 Toasts: bottom right, stacking, 4 s (6 s for errors), dismissible, four types. Issue 27:
 * on a phone they sit above the tab bar, and while a dialog is open they move to the top of the
 * screen, so no message covers a dialog's actions (toast.css). Routine actions show none: the
 * screen itself changes; a toast is for what the screen cannot show (an error, an Undo, news).
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);
  // The toasts on screen, read by the callbacks below without waiting for a render.
  const live = useRef(new Map<number, ToastItem>());

  const finish = useCallback((id: number, acted: boolean) => {
    const item = live.current.get(id);
    if (!item) return;
    live.current.delete(id);
    setToasts((current) => current.filter((toast) => toast.id !== id));
    if (!acted) item.onExpire?.();
  }, []);

  const dismiss = useCallback((id: number) => finish(id, false), [finish]);
  const acted = useCallback((id: number) => finish(id, true), [finish]);

  // The same words said again (two requests learning at once that the session ended) replace the
  // toast already saying them, with its time restarted, rather than stacking a copy. A toast with
  // an action is never replaced: two 'Deleted Walk' toasts each keep their own Undo.
  const show = useCallback(
    (type: ToastType, message: string, options: ToastOptions = {}) => {
      const id = nextId.current++;
      if (!options.action) {
        for (const toast of [...live.current.values()]) {
          if (!toast.action && toast.type === type && toast.message === message) finish(toast.id, false);
        }
      }
      const item: ToastItem = { id, type, message, ...options };
      live.current.set(id, item);
      setToasts((current) => [...current, item]);
      return id;
    },
    [finish],
  );

  const api = useMemo<ToastApi>(
    () => ({
      show,
      dismiss,
      success: (message, options) => show('success', message, options),
      error: (message, options) => show('error', message, { duration: ERROR_TOAST_DURATION_MS, ...options }),
      warning: (message, options) => show('warning', message, options),
      info: (message, options) => show('info', message, options),
    }),
    [show, dismiss],
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      <section className="toast-stack" aria-label="Notifications">
        {toasts.map((toast) => (
          <ToastView key={toast.id} toast={toast} onDismiss={dismiss} onAct={acted} />
        ))}
      </section>
    </ToastContext.Provider>
  );
}

function ToastView({
  toast,
  onDismiss,
  onAct,
}: {
  toast: ToastItem;
  onDismiss(id: number): void;
  onAct(id: number): void;
}) {
  const duration = toastDuration(toast, TOAST_DURATION_MS);
  // Pointed at or focused, the toast waits; its full time starts again once left.
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (duration <= 0 || held) return;
    const timer = setTimeout(() => onDismiss(toast.id), duration);
    return () => clearTimeout(timer);
  }, [duration, held, onDismiss, toast.id]);

  const Icon = ICONS[toast.type];
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a status or alert (role below) that only pauses its timer while pointed at; nothing is activated
    <div
      className={`toast toast--${toast.type}${toast.action ? ' toast--with-action' : ''}`}
      role={toast.type === 'error' ? 'alert' : 'status'}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
      }}
    >
      <Icon className="toast__icon" aria-hidden="true" size={20} />
      <div className="toast__body">
        {toast.title && <p className="toast__title">{toast.title}</p>}
        <p className="toast__message">{toast.message}</p>
        {toast.action && (
          <button
            type="button"
            className="toast__action"
            onClick={() => {
              toast.action?.onClick();
              onAct(toast.id);
            }}
          >
            {toast.action.label}
          </button>
        )}
      </div>
      {toast.dismissible !== false && (
        <button
          type="button"
          className="toast__close"
          aria-label="Dismiss notification"
          onClick={() => onDismiss(toast.id)}
        >
          <X size={16} aria-hidden="true" />
        </button>
      )}
    </div>
  );
}

export function useToast(): ToastApi {
  const context = useContext(ToastContext);
  if (!context) throw new Error('useToast must be used inside ToastProvider');
  return context;
}

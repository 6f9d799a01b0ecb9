/**
 * The groups page's own toast (spec §2 Groups list: at the bottom, 4 seconds, dismissible, success
 * or error styling), and the message another screen may hand it through navigation state, e.g.
 * `navigate('/app/groups', { state: { notification: { type: 'success', message } } })`.
 */
export type PageToastType = 'success' | 'error' | 'info';

export interface PageNotification {
  type: PageToastType;
  message: string;
}

const TYPES: readonly string[] = ['success', 'error', 'info'];

/** The notification carried by `location.state`, or null when there is none or it is malformed. */
export function notificationFromState(state: unknown): PageNotification | null {
  if (typeof state !== 'object' || state === null || !('notification' in state)) return null;
  const notification: unknown = state.notification;
  if (typeof notification !== 'object' || notification === null) return null;
  const { type, message } = notification as { type?: unknown; message?: unknown };
  if (typeof message !== 'string' || message.trim() === '') return null;
  return {
    type: typeof type === 'string' && TYPES.includes(type) ? (type as PageToastType) : 'success',
    message,
  };
}

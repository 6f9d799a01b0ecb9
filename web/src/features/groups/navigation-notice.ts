/**
 * The one-time notice a screen can hand the next through navigation state, e.g.
 * `navigate(path, { state: { notification: { type: 'success', message } } })`: the invitation page
 * greets the new member on the group page this way ('Welcome to {name}!').
 */
export type NoticeType = 'success' | 'error' | 'info';

export interface NavigationNotice {
  type: NoticeType;
  message: string;
}

const NOTICE_TYPES: readonly string[] = ['success', 'error', 'info'];

/** `location.state.notification` when it is a usable notice; history state can hold anything. */
export function navigationNotice(state: unknown): NavigationNotice | null {
  if (typeof state !== 'object' || state === null) return null;
  const notification = (state as { notification?: unknown }).notification;
  if (typeof notification !== 'object' || notification === null) return null;
  const { type, message } = notification as { type?: unknown; message?: unknown };
  if (typeof message !== 'string' || message.trim() === '') return null;
  return {
    type: typeof type === 'string' && NOTICE_TYPES.includes(type) ? (type as NoticeType) : 'info',
    message,
  };
}

/** The state to leave in history once the notice was shown: the rest of it, without the notice. */
export function withoutNotice(state: unknown): Record<string, unknown> | null {
  if (typeof state !== 'object' || state === null) return null;
  const { notification: _shown, ...rest } = state as Record<string, unknown>;
  return Object.keys(rest).length > 0 ? rest : null;
}

/**
 * A toast that offers an action (Undo, Reload) stays at least this long (issue 27): long enough to
 * read, decide and reach the button, by thumb or by keyboard. It also waits while pointed at or
 * focused (WCAG 2.2.1), so nobody loses an Undo while reaching for it.
 */
export const ACTION_TOAST_MIN_MS = 8000;

/** How long a toast stays: its own duration, never less than ACTION_TOAST_MIN_MS when it has an action. */
export function toastDuration(options: { duration?: number; action?: unknown }, fallback: number): number {
  const duration = options.duration ?? fallback;
  if (duration <= 0) return 0;
  return options.action ? Math.max(duration, ACTION_TOAST_MIN_MS) : duration;
}

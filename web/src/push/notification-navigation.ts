import { isSitePath } from '@habitat/domain';

/**
 * A tap on a notification while Habitat is open: the service worker focuses the window and asks it
 * to move to the notification's screen. The page moves itself rather than being navigated by the
 * worker, because it knows whether the person is in the middle of something: with a dialog open
 * (a half-filled form) it offers the screen instead of leaving.
 */
export const NAVIGATE_MESSAGE = 'habitat:navigate';

export interface NavigateMessage {
  type: typeof NAVIGATE_MESSAGE;
  url: string;
  /** What the notification said, for the offer made instead of moving. */
  text: string;
}

/** The screen a worker's message asks for, or null when it is not such a message. */
export function readNavigateMessage(data: unknown): { url: string; text: string } | null {
  const message = data as Partial<NavigateMessage> | null;
  if (message?.type !== NAVIGATE_MESSAGE || !isSitePath(message.url)) return null;
  return { url: message.url, text: typeof message.text === 'string' ? message.text.slice(0, 200) : '' };
}

/** A modal dialog is open: the person may be filling it in. */
export function dialogOpen(root: ParentNode = document): boolean {
  return root.querySelector('[role="dialog"][aria-modal="true"]') !== null;
}

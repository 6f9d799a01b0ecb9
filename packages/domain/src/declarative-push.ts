import { type PushMessage, readPushMessage } from './push';

/**
 * Declarative Web Push (issue 32, item 2; W3C Push API, WebKit since iOS and iPadOS 18.4): a push
 * whose payload describes the notification itself, which the platform shows with no service
 * worker, opens (`navigate`) and badges (`app_badge`). A home-screen app on an iPhone gets this:
 * there a worker that fails to show a notification loses its subscription after a few pushes, and
 * a worker may not run at all. Other browsers get the classic payload, which the worker shows.
 *
 * The classic message rides along as the notification's `data`, so a worker that does run (a
 * `mutable` reminder: the device may know the day is done) reads the same message either way.
 */

/** The member that marks a payload as declarative, and its only value. */
export const DECLARATIVE_PUSH_MARK = 8030;

/** Apple's push service: the platform that shows declarative pushes itself. */
export function takesDeclarativePush(endpoint: string): boolean {
  const host = /^https:\/\/([^/:?#]+)/i.exec(endpoint)?.[1]?.toLowerCase();
  return host !== undefined && (host === 'web.push.apple.com' || host.endsWith('.push.apple.com'));
}

export interface DeclarativePush {
  web_push: typeof DECLARATIVE_PUSH_MARK;
  notification: {
    title: string;
    body: string;
    tag: string;
    lang: string;
    dir: 'auto';
    /** An absolute URL of this site: what a tap opens. */
    navigate: string;
    data: PushMessage;
    /**
     * The worker may change or settle it (a reminder for a day the device knows is done). Read
     * here by Safari 18.4 to 18.7, at the top level by the spec and later Safari: sent in both.
     */
    mutable?: true;
  };
  mutable?: true;
  /**
   * How many of today's habits are left, for the app icon. At the top level only: inside the
   * notification it crashed Safari 18.6 (WebKit bug 297907).
   */
  app_badge?: number;
}

/** The declarative payload of a message, its path (a site path, readPushMessage) made absolute. */
export function declarativePush(message: PushMessage, origin: string): DeclarativePush {
  return {
    web_push: DECLARATIVE_PUSH_MARK,
    notification: {
      title: message.title,
      body: message.body,
      tag: message.tag,
      lang: 'en',
      // A habit's or a group's name may be written right to left.
      dir: 'auto',
      navigate: `${origin.replace(/\/+$/, '')}${message.url}`,
      data: message,
      ...(message.kind === 'reminder' ? { mutable: true as const } : {}),
    },
    ...(message.kind === 'reminder' ? { mutable: true as const } : {}),
    ...(message.badge !== undefined ? { app_badge: message.badge } : {}),
  };
}

/** The payload a device's push service is sent: declarative for Apple's, classic for the rest. */
export function pushPayload(endpoint: string, message: PushMessage, origin: string): string {
  return JSON.stringify(takesDeclarativePush(endpoint) ? declarativePush(message, origin) : message);
}

/** A received payload, either shape, as the message it carries; null when it is neither. */
export function readAnyPushMessage(value: unknown): PushMessage | null {
  if (typeof value === 'object' && value !== null) {
    const v = value as { web_push?: unknown; notification?: { data?: unknown } };
    if (v.web_push === DECLARATIVE_PUSH_MARK) return readPushMessage(v.notification?.data);
  }
  return readPushMessage(value);
}

/**
 * The service worker's global scope, typed. The DOM typings are in use for the app; the few worker
 * types needed here are declared by hand.
 */

export interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
export interface SyncEvent extends ExtendableEvent {
  tag: string;
}
interface WorkerScope {
  registration: ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } };
  /** The app icon's badge, where the platform has one (issue 32). */
  navigator: { setAppBadge?(count?: number): Promise<void>; clearAppBadge?(): Promise<void> };
  /** This worker, as the registration lists it. */
  serviceWorker: ServiceWorker;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'sync' | 'periodicsync', listener: (event: SyncEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}
export const worker = self as unknown as WorkerScope;

interface WindowClientLike {
  url: string;
  focused: boolean;
  visibilityState: DocumentVisibilityState;
  focus(): Promise<unknown>;
  postMessage(message: unknown): void;
}
interface NotificationLike {
  title: string;
  body: string;
  data: unknown;
  close(): void;
}
export interface NotificationClickEvent extends ExtendableEvent {
  notification: NotificationLike;
  /** The button tapped ('done'), or '' for the notification itself. */
  action: string;
}
export interface PushEventLike extends ExtendableEvent {
  data: { json(): unknown } | null;
  /**
   * A mutable declarative push (Safari) comes with its notification here and, by the spec's draft,
   * no `data`: its `data` member carries the message (domain declarative-push.ts).
   */
  notification?: { data?: unknown } | null;
}
interface NotificationScope {
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
  addEventListener(type: 'notificationclick', listener: (event: NotificationClickEvent) => void): void;
  addEventListener(type: 'push', listener: (event: PushEventLike) => void): void;
  addEventListener(type: 'pushsubscriptionchange', listener: (event: ExtendableEvent) => void): void;
}
export const notificationScope = self as unknown as NotificationScope;

/** The icon every notification the worker shows carries. */
export const ICON = '/icons/icon-192.png';

import type { Executor } from '../repositories/executor';
import type {
  FoldedNews,
  NewNotification,
  NotificationRepository,
} from '../repositories/notification-repository';
import { createPushFanOut, type PushFanOutDeps } from './push-notifications';

/**
 * How services tell people something: the bell's rows, and in the same transaction their pushes to
 * each recipient's devices (services/push-notifications.ts), so what rolls back is never pushed and
 * what commits is never left unpushed. Services write notifications only through this. Like the other
 * services that work inside a caller's transaction, it takes that transaction first.
 */
export function createNotifier(deps: PushFanOutDeps) {
  const repo = deps.notifications;
  const queuePushForNotifications = createPushFanOut(deps);
  return {
    async add(trx: Executor, notifications: readonly NewNotification[]): Promise<void> {
      await queuePushForNotifications(trx, await repo.add(notifications, trx));
    },
    /**
     * A folded notification is pushed again with what it now says; under the same tag, the device
     * replaces the one it showed instead of adding another.
     */
    async fold(trx: Executor, news: FoldedNews, recipients: readonly string[]): Promise<void> {
      await queuePushForNotifications(trx, await repo.fold(news, recipients, trx));
    },
    retractCheckIn: (trx: Executor, checkIn: Parameters<NotificationRepository['retractCheckIn']>[0]) =>
      repo.retractCheckIn(checkIn, trx),
  };
}

export type Notifier = ReturnType<typeof createNotifier>;

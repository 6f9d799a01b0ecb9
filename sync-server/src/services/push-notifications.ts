import { NOTIFICATION_TYPES, notificationPush, PUSH_LIFETIME_SECONDS, wantsPush } from '@habitat/domain';
import type { NotificationRow } from '../db/schema';
import { toNotificationDto } from '../dto/notification-dto';
import type { Executor } from '../repositories/executor';
import type { NotificationRepository } from '../repositories/notification-repository';
import type { OutboxMessage, PushRepository } from '../repositories/push-repository';

export interface PushFanOutDeps {
  notifications: NotificationRepository;
  push: PushRepository;
}

/**
 * Notifications just written become pushes to their recipients' devices, in the same transaction:
 * what rolls back is never pushed, and what commits is in the outbox even if the process dies the
 * moment after. Each recipient decides per kind (packages/domain/src/push.ts): encouragements
 * unless turned off, group news only when turned on, badges never. The text is the bell's own.
 *
 * Called by services/notifier.ts with the rows a write actually inserted or folded into.
 */
export function createPushFanOut({ notifications, push }: PushFanOutDeps) {
  return async function queuePushForNotifications(
    trx: Executor,
    rows: readonly NotificationRow[],
  ): Promise<void> {
    const candidates = rows.filter((row) => (NOTIFICATION_TYPES as readonly string[]).includes(row.type));
    if (candidates.length === 0) return;
    const now = new Date();
    const devices = await push.liveSubscriptions(
      [...new Set(candidates.map((row) => row.user_id))],
      now,
      trx,
    );
    const wanted = candidates.filter((row) =>
      devices.some((device) => device.userId === row.user_id && wantsPush(row.type, device)),
    );
    if (wanted.length === 0) return;

    const names = await notifications.namesFor(wanted, trx);
    const messages: OutboxMessage[] = [];
    for (const row of wanted) {
      const dto = toNotificationDto({
        ...row,
        actor_name: row.actor_id ? (names.people.get(row.actor_id) ?? null) : null,
        workspace_name: row.workspace_id ? (names.groups.get(row.workspace_id) ?? null) : null,
      });
      const message = notificationPush({ ...dto, id: dto._id, type: row.type });
      if (!message) continue;
      const expiresAt = new Date(now.getTime() + PUSH_LIFETIME_SECONDS[message.kind] * 1000);
      for (const device of devices) {
        if (device.userId !== row.user_id || !wantsPush(row.type, device)) continue;
        messages.push({
          subscriptionId: device.id,
          kind: message.kind,
          payload: { ...message },
          notificationId: row.id,
          expiresAt,
        });
      }
    }
    await push.queue(messages, now, trx);
  };
}

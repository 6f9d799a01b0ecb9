import { NOTIFICATION_TYPES, notificationPush, PUSH_LIFETIME_SECONDS, wantsPush } from '@habitat/domain';
import type { NotificationRow } from '../db/schema';
import { toNotificationDto } from '../dto/notification-dto';
import type { Executor } from '../repositories/executor';
import { liveSubscriptions, type OutboxMessage, queuePushMessages } from '../repositories/push-repository';

/**
 * Notifications just written become pushes to their recipients' devices, in the same transaction:
 * what rolls back is never pushed, and what commits is in the outbox even if the process dies the
 * moment after. Each recipient decides per kind (packages/domain/src/push.ts): encouragements
 * unless turned off, group news only when turned on, badges never. The text is the bell's own.
 *
 * Called once, at the end of NotificationRepository.add, with the rows it actually inserted.
 */
export async function queuePushForNotifications(
  trx: Executor,
  notifications: readonly NotificationRow[],
): Promise<void> {
  const candidates = notifications.filter((row) =>
    (NOTIFICATION_TYPES as readonly string[]).includes(row.type),
  );
  if (candidates.length === 0) return;
  const now = new Date();
  const devices = await liveSubscriptions(trx, [...new Set(candidates.map((row) => row.user_id))], now);
  const wanted = candidates.filter((row) =>
    devices.some((device) => device.userId === row.user_id && wantsPush(row.type, device)),
  );
  if (wanted.length === 0) return;

  const names = await namesOf(trx, wanted);
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
  await queuePushMessages(trx, messages, now);
}

/** The names the bell shows beside a notification: its group's and the member's it is about. */
async function namesOf(trx: Executor, rows: readonly NotificationRow[]) {
  const groupIds = [...new Set(rows.flatMap((row) => (row.workspace_id ? [row.workspace_id] : [])))];
  const personIds = [...new Set(rows.flatMap((row) => (row.actor_id ? [row.actor_id] : [])))];
  // One after the other: a transaction is one connection.
  const groups =
    groupIds.length === 0
      ? []
      : await trx.selectFrom('workspaces').select(['id', 'name']).where('id', 'in', groupIds).execute();
  const people =
    personIds.length === 0
      ? []
      : await trx.selectFrom('users').select(['id', 'name']).where('id', 'in', personIds).execute();
  return {
    groups: new Map(groups.map((row) => [row.id, row.name])),
    people: new Map(people.map((row) => [row.id, row.name])),
  };
}

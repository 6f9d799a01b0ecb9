import { NOTIFICATION_LIST_MAX, NOTIFICATION_TYPES } from '@habitat/domain';
import { type Static, Type } from 'typebox';
import { Ok } from './envelope';
import { Uuid } from './fields';
import { literals } from './literals';

/** Spec §7 Notifications (base /api/users/notifications). */

const TYPE_LIST = NOTIFICATION_TYPES.join(', ');

export const NotificationTypeSchema = literals(NOTIFICATION_TYPES, `Notification types are ${TYPE_LIST}`);

export const NotificationSchema = Type.Object({
  _id: Type.String(),
  type: NotificationTypeSchema,
  data: Type.Object({
    habitName: Type.Optional(Type.String()),
    /** One member's check-ins of one day, folded into this one notification. */
    habitNames: Type.Optional(Type.Array(Type.String())),
    /** The days it covers: past days logged late (habit_backfilled). */
    dates: Type.Optional(Type.Array(Type.String())),
    /** The day a check-in was for, when it was not its member's today. */
    onDate: Type.Optional(Type.String()),
    memberName: Type.Optional(Type.String()),
    streakCount: Type.Optional(Type.Integer()),
    badge: Type.Optional(Type.String()),
    badgeTitle: Type.Optional(Type.String()),
    /** An encouragement's or a reply's words, and which encouragement. */
    message: Type.Optional(Type.String()),
    encouragementId: Type.Optional(Type.String()),
  }),
  /** Who it is about (the member who checked in, joined…); null for the person's own badges. */
  userId: Type.Union([Type.Object({ _id: Type.String(), name: Type.String() }), Type.Null()]),
  workspaceId: Type.Union([Type.String(), Type.Null()]),
  workspaceName: Type.Union([Type.String(), Type.Null()]),
  isRead: Type.Boolean(),
  createdAt: Type.String(),
});
export type Notification = Static<typeof NotificationSchema>;

export const NotificationsQuery = Type.Object(
  {
    limit: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: NOTIFICATION_LIST_MAX,
        errorMessage: `limit must be between 1 and ${NOTIFICATION_LIST_MAX}`,
      }),
    ),
    /** A comma-separated list of notification types. */
    types: Type.Optional(
      Type.String({
        maxLength: 400,
        pattern: `^(${NOTIFICATION_TYPES.join('|')})(,(${NOTIFICATION_TYPES.join('|')}))*$`,
        errorMessage: `types must list notification types (${TYPE_LIST}), separated by commas`,
      }),
    ),
    unreadOnly: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

export const NotificationIdParams = Type.Object({ id: Uuid });

export const NotificationsResponse = Ok(
  Type.Object({ notifications: Type.Array(NotificationSchema), unreadCount: Type.Integer() }),
);
export const UnreadCountResponse = Ok(Type.Object({ unreadCount: Type.Integer() }));
export const NotificationReadResponse = Ok(Type.Object({ updated: Type.Integer() }));

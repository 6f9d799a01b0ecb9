import { NOTIFICATION_LIST_MAX, NOTIFICATION_TYPES } from '@habitat/domain';
import { type Static, Type } from 'typebox';
import { Ok } from './envelope';
import { Uuid } from './fields';
import { literals } from './literals';

/** Spec §7 Notifications (base /api/users/notifications). */

export const NotificationTypeSchema = literals(
  NOTIFICATION_TYPES,
  'Notification types are habit_completed, habit_adopted, streak_milestone, member_joined and badge_earned',
);

export const NotificationSchema = Type.Object({
  _id: Type.String(),
  type: NotificationTypeSchema,
  data: Type.Object({
    habitName: Type.Optional(Type.String()),
    memberName: Type.Optional(Type.String()),
    streakCount: Type.Optional(Type.Integer()),
    badge: Type.Optional(Type.String()),
    badgeTitle: Type.Optional(Type.String()),
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
        maxLength: 200,
        pattern: `^(${NOTIFICATION_TYPES.join('|')})(,(${NOTIFICATION_TYPES.join('|')}))*$`,
        errorMessage:
          'types must list habit_completed, habit_adopted, streak_milestone, member_joined or badge_earned, separated by commas',
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

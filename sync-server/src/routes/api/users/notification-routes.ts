import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NOTIFICATION_LIST_LIMIT, type NotificationType } from '@habitat/domain';
import {
  errorResponses,
  NotificationIdParams,
  NotificationReadResponse,
  NotificationsQuery,
  NotificationsResponse,
  UnreadCountResponse,
} from '@habitat/protocol';
import { toNotificationDto } from '../../../dto/notification-dto';
import { notFound } from '../../../errors';

/** Spec §7 Notifications (base /api/users/notifications): the person's own, newest first. */
const notificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repo = app.repos.notifications;

  app.get(
    '/notifications',
    {
      schema: {
        querystring: NotificationsQuery,
        response: { 200: NotificationsResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { userId } = request.auth;
      const types = request.query.types?.split(',') as NotificationType[] | undefined;
      const [rows, unreadCount] = await Promise.all([
        repo.list(userId, {
          limit: request.query.limit ?? NOTIFICATION_LIST_LIMIT,
          types,
          unreadOnly: request.query.unreadOnly,
        }),
        repo.unreadCount(userId),
      ]);
      return { success: true as const, data: { notifications: rows.map(toNotificationDto), unreadCount } };
    },
  );

  app.get(
    '/notifications/unread-count',
    { schema: { response: { 200: UnreadCountResponse, ...errorResponses } } },
    async (request) => ({
      success: true as const,
      data: { unreadCount: await repo.unreadCount(request.auth.userId) },
    }),
  );

  app.put(
    '/notifications/read-all',
    { schema: { response: { 200: NotificationReadResponse, ...errorResponses } } },
    async (request) => ({
      success: true as const,
      data: { updated: await repo.markAllRead(request.auth.userId) },
    }),
  );

  app.put(
    '/notifications/:id/read',
    {
      schema: {
        params: NotificationIdParams,
        response: { 200: NotificationReadResponse, ...errorResponses },
      },
    },
    async (request) => {
      if (!(await repo.markRead(request.auth.userId, request.params.id))) {
        throw notFound('Notification not found');
      }
      return { success: true as const, data: { updated: 1 } };
    },
  );
};

export default notificationRoutes;

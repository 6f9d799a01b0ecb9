import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { encouragementSentText } from '@habitat/domain';
import {
  EncouragementIdParams,
  EncouragementListQuery,
  EncouragementListResponse,
  EncouragementResponse,
  EncouragementStatsQuery,
  EncouragementStatsResponse,
  errorResponses,
  MarkReadBody,
  MarkReadResponse,
  RespondBody,
  SendEncouragementBody,
  WorkspaceIdParams,
} from '@habitat/protocol';
import { toEncouragementDto } from '../../../dto/encouragement-dto';
import { notFound } from '../../../errors';

const DEFAULT_LIMIT = 50;

/**
 * Spec §7 Encouragements (base /api/encouragements). Only members of a group read its
 * encouragements; only the recipient reads, marks or answers one sent to them.
 */
const encouragements: FastifyPluginAsyncTypebox = async (app) => {
  const repo = app.repos.encouragements;
  const writes = app.services.encouragementWrites;
  const { send, reply, markRead } = writes;
  app.addHook('preHandler', app.authenticate);

  /** An encouragement sent to the caller, or 404 (someone else's reads as missing). */
  async function received(userId: string, id: string) {
    const row = await repo.find(id);
    if (!row || row.to_user_id !== userId) throw notFound('Encouragement not found');
    return row;
  }

  app.post(
    '/',
    { schema: { body: SendEncouragementBody, response: { 201: EncouragementResponse, ...errorResponses } } },
    async (request, reply) => {
      const { toUserId, workspaceId: groupId, habitId, type, message, reaction } = request.body;
      const row = await send({
        fromUserId: request.auth.userId,
        toUserId,
        workspaceId: groupId,
        habitId: habitId ?? null,
        type: type ?? 'general_support',
        message,
        reaction: reaction ?? null,
      });
      reply.code(201);
      return {
        success: true as const,
        data: { encouragement: toEncouragementDto(row) },
        message: encouragementSentText(row.to_name),
      };
    },
  );

  for (const box of ['received', 'sent'] as const) {
    app.get(
      `/${box}`,
      {
        schema: {
          querystring: EncouragementListQuery,
          response: { 200: EncouragementListResponse, ...errorResponses },
        },
      },
      async (request) => {
        const { workspaceId: groupId, limit, offset, unreadOnly } = request.query;
        const { userId } = request.auth;
        const { rows, total } = await repo.list({
          ...(box === 'received' ? { receivedBy: userId } : { sentBy: userId }),
          workspaceId: groupId,
          unreadOnly,
          limit: limit ?? DEFAULT_LIMIT,
          offset: offset ?? 0,
        });
        return { success: true as const, data: { encouragements: rows.map(toEncouragementDto), total } };
      },
    );
  }

  app.get(
    '/stats',
    {
      schema: {
        querystring: EncouragementStatsQuery,
        response: { 200: EncouragementStatsResponse, ...errorResponses },
      },
    },
    async (request) => ({
      success: true as const,
      data: await repo.stats(request.auth.userId, request.query.workspaceId),
    }),
  );

  app.get(
    '/workspace/:id',
    {
      schema: {
        params: WorkspaceIdParams,
        querystring: EncouragementListQuery,
        response: { 200: EncouragementListResponse, ...errorResponses },
      },
    },
    async (request) => {
      await app.requireGroupRole(request, request.params.id, 'member');
      const { limit, offset, unreadOnly } = request.query;
      const { rows, total } = await repo.list({
        workspaceId: request.params.id,
        unreadOnly,
        limit: limit ?? DEFAULT_LIMIT,
        offset: offset ?? 0,
      });
      return { success: true as const, data: { encouragements: rows.map(toEncouragementDto), total } };
    },
  );

  app.put(
    '/mark-read',
    { schema: { body: MarkReadBody, response: { 200: MarkReadResponse, ...errorResponses } } },
    async (request) => ({
      success: true as const,
      data: { updated: await markRead(request.auth.userId, request.body.encouragementIds) },
    }),
  );

  app.put(
    '/:id/read',
    {
      schema: { params: EncouragementIdParams, response: { 200: EncouragementResponse, ...errorResponses } },
    },
    async (request) => {
      const { userId } = request.auth;
      await received(userId, request.params.id);
      await markRead(userId, [request.params.id]);
      const row = await received(userId, request.params.id);
      return { success: true as const, data: { encouragement: toEncouragementDto(row) } };
    },
  );

  app.put(
    '/:id/respond',
    {
      schema: {
        params: EncouragementIdParams,
        body: RespondBody,
        response: { 200: EncouragementResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { userId } = request.auth;
      const existing = await received(userId, request.params.id);
      await reply(existing, request.body.message.trim());
      const row = await received(userId, request.params.id);
      return {
        success: true as const,
        data: { encouragement: toEncouragementDto(row) },
        message: 'Response sent',
      };
    },
  );
};

export default encouragements;

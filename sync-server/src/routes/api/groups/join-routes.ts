import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { JOIN_MESSAGES } from '@habitat/domain';
import {
  errorResponses,
  JoinRequestParams,
  JoinRequestsResponse,
  JoinResponse,
  JoinSharingBody,
  OkMessage,
  WorkspaceIdParams,
  WorkspacePreviewResponse,
} from '@habitat/protocol';
import { emptyBodyAsNone } from '../request-rules';

/**
 * Joining a public group by its link (issue 16; the model is docs/decisions.md, "Joining and group
 * settings"). Anyone signed in reads a public group's preview and joins or asks from it; the
 * requester cancels their own request; the group's owners and admins list and answer requests.
 * A private group answers 404 to everyone outside it, as its other routes do.
 */
const joinRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const joining = app.services.groupJoining;
  const now = () => new Date((app.config.clock ?? Date.now)());

  app.get(
    '/:id/preview',
    { schema: { params: WorkspaceIdParams, response: { 200: WorkspacePreviewResponse, ...errorResponses } } },
    async (request) => ({
      success: true as const,
      preview: await joining.preview(request.params.id, request.auth.userId, now()),
    }),
  );

  app.post(
    '/:id/join',
    {
      // The body is optional (older clients send none): an absent one is an empty choice.
      preValidation: emptyBodyAsNone,
      schema: {
        params: WorkspaceIdParams,
        body: JoinSharingBody,
        response: { 200: JoinResponse, 201: JoinResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const result = await joining.join(request.params.id, request.auth.userId, now(), request.body?.sharing);
      const group = { id: result.workspace.id, _id: result.workspace.id, name: result.workspace.name };
      if (result.outcome === 'joined') {
        return {
          success: true as const,
          outcome: 'joined' as const,
          workspace: group,
          request: null,
          message: `Welcome to ${result.workspace.name}!`,
        };
      }
      // A request already waiting is answered as it stands: asking twice is not an error.
      if (result.fresh) reply.code(201);
      return {
        success: true as const,
        outcome: 'requested' as const,
        workspace: group,
        request: { _id: result.request.id, createdAt: result.request.created_at.toISOString() },
        message: JOIN_MESSAGES.requestSent,
      };
    },
  );

  app.delete(
    '/:id/join-request',
    { schema: { params: WorkspaceIdParams, response: { 200: OkMessage, ...errorResponses } } },
    async (request) => {
      await joining.cancel(request.params.id, request.auth.userId, now());
      return { success: true as const, message: JOIN_MESSAGES.requestCancelled };
    },
  );

  app.get(
    '/:id/join-requests',
    { schema: { params: WorkspaceIdParams, response: { 200: JoinRequestsResponse, ...errorResponses } } },
    async (request) => {
      await app.requireGroupRole(request, request.params.id, 'admin');
      return { success: true as const, requests: await joining.listPending(request.params.id) };
    },
  );

  app.post(
    '/:id/join-requests/:requestId/accept',
    { schema: { params: JoinRequestParams, response: { 200: OkMessage, ...errorResponses } } },
    async (request) => {
      const { id, requestId } = request.params;
      await app.requireGroupRole(request, id, 'admin');
      await joining.accept(id, requestId, request.auth.userId, now());
      return { success: true as const, message: 'Request accepted' };
    },
  );

  app.post(
    '/:id/join-requests/:requestId/decline',
    { schema: { params: JoinRequestParams, response: { 200: OkMessage, ...errorResponses } } },
    async (request) => {
      const { id, requestId } = request.params;
      await app.requireGroupRole(request, id, 'admin');
      await joining.decline(id, requestId, request.auth.userId, now());
      return { success: true as const, message: 'Request declined' };
    },
  );
};

export default joinRoutes;

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DEFAULT_GROUP_COLOR, DEFAULT_GROUP_TYPE, uuidv7 } from '@habitat/domain';
import {
  CreateWorkspaceBody,
  errorResponses,
  OkMessage,
  UpdateWorkspaceBody,
  WorkspaceIdParams,
  WorkspaceListResponse,
  WorkspaceResponse,
} from '@habitat/protocol';
import { conflict } from '../../../errors';

const groupRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repo = app.repos.groups;
  const { loadSummaries, loadGroup } = app.services.groupReader;

  app.get(
    '/',
    { schema: { response: { 200: WorkspaceListResponse, ...errorResponses } } },
    async (request) => {
      return { success: true as const, workspaces: await loadSummaries(request.auth.userId) };
    },
  );

  app.post(
    '/',
    { schema: { body: CreateWorkspaceBody, response: { 201: WorkspaceResponse, ...errorResponses } } },
    async (request, reply) => {
      const { name, description = '', type, isPublic, color } = request.body;
      const cap = app.limits.cap('groupsOwned');
      if ((await repo.ownedCount(request.auth.userId)) >= cap.max) throw conflict(cap.message);
      const id = uuidv7();
      await app.services.groupMembership.create({
        id,
        name: name.trim(),
        description: description.trim(),
        type: type ?? DEFAULT_GROUP_TYPE,
        color: color?.toLowerCase() ?? DEFAULT_GROUP_COLOR,
        // The model's default (spec §3); the create dialog sends the inverse of its Private toggle.
        isPublic: isPublic ?? false,
        ownerId: request.auth.userId,
      });
      const group = await loadGroup(id, request.auth.userId);
      reply.code(201);
      return { success: true as const, workspace: group, message: 'Workspace created successfully' };
    },
  );

  app.get(
    '/:id',
    { schema: { params: WorkspaceIdParams, response: { 200: WorkspaceResponse, ...errorResponses } } },
    async (request) => {
      await app.requireGroupRole(request, request.params.id, 'member');
      return {
        success: true as const,
        workspace: await loadGroup(request.params.id, request.auth.userId),
      };
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        params: WorkspaceIdParams,
        body: UpdateWorkspaceBody,
        response: { 200: WorkspaceResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      await app.requireGroupRole(request, id, 'admin');
      await app.services.groupSettings.update({ groupId: id, actorId: request.auth.userId }, request.body);
      const group = await loadGroup(id, request.auth.userId);
      return { success: true as const, workspace: group, message: 'Workspace updated successfully' };
    },
  );

  app.delete(
    '/:id',
    { schema: { params: WorkspaceIdParams, response: { 200: OkMessage, ...errorResponses } } },
    async (request) => {
      await app.requireGroupRole(request, request.params.id, 'owner');
      await repo.delete(request.params.id);
      return { success: true as const, message: 'Workspace deleted successfully' };
    },
  );
};

export default groupRoutes;

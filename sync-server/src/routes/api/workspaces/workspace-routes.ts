import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DEFAULT_GROUP_COLOR, DEFAULT_WORKSPACE_TYPE, uuidv7 } from '@habitat/domain';
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

const workspaceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const effects = app.services.groupEffects;
  const repo = app.repos.workspaces;
  const { loadSummaries, loadWorkspace } = app.services.workspaceReader;

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
      await repo.create({
        id,
        name: name.trim(),
        description: description.trim(),
        type: type ?? DEFAULT_WORKSPACE_TYPE,
        color: color?.toLowerCase() ?? DEFAULT_GROUP_COLOR,
        // The model's default (spec §3); the create dialog sends the inverse of its Private toggle.
        isPublic: isPublic ?? false,
        ownerId: request.auth.userId,
      });
      await app.database.db
        .transaction()
        .execute((trx) => effects.memberJoined(trx, id, request.auth.userId, false));
      const workspace = await loadWorkspace(id, request.auth.userId);
      reply.code(201);
      return { success: true as const, workspace, message: 'Workspace created successfully' };
    },
  );

  app.get(
    '/:id',
    { schema: { params: WorkspaceIdParams, response: { 200: WorkspaceResponse, ...errorResponses } } },
    async (request) => {
      await app.requireWorkspaceRole(request, request.params.id, 'member');
      return {
        success: true as const,
        workspace: await loadWorkspace(request.params.id, request.auth.userId),
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
      await app.requireWorkspaceRole(request, id, 'admin');
      const { name, description, type, color, isPublic, settings } = request.body;
      const mergedSettings = isPublic === undefined ? settings : { ...settings, isPublic };
      await repo.update(id, {
        ...(name !== undefined ? { name: name.trim() } : {}),
        ...(description !== undefined ? { description: description.trim() } : {}),
        ...(type !== undefined ? { type } : {}),
        ...(color !== undefined ? { color: color.toLowerCase() } : {}),
        ...(mergedSettings ? { settings: mergedSettings } : {}),
      });
      const workspace = await loadWorkspace(id, request.auth.userId);
      return { success: true as const, workspace, message: 'Workspace updated successfully' };
    },
  );

  app.delete(
    '/:id',
    { schema: { params: WorkspaceIdParams, response: { 200: OkMessage, ...errorResponses } } },
    async (request) => {
      await app.requireWorkspaceRole(request, request.params.id, 'owner');
      await repo.delete(request.params.id);
      return { success: true as const, message: 'Workspace deleted successfully' };
    },
  );
};

export default workspaceRoutes;

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DEFAULT_GROUP_COLOR, DEFAULT_WORKSPACE_TYPE, startOfWeek, todayKey, uuidv7 } from '@habitat/domain';
import {
  CreateWorkspaceBody,
  errorResponses,
  OkMessage,
  UpdateWorkspaceBody,
  WorkspaceIdParams,
  WorkspaceListResponse,
  WorkspaceResponse,
  type WorkspaceSummary,
} from '@habitat/protocol';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../../errors';
import type { WeekSoFar } from '../../../repositories/workspace-repository';
import { WeeklyProgressCache } from '../../../services/weekly-progress-cache';
import { toSummaryDto, toWorkspaceDto } from './workspace-dto';

/** The viewer's week so far in their own time zone and week start: what 'This week' means to them. */
async function viewerWeek(app: FastifyInstance, userId: string): Promise<WeekSoFar> {
  const profile = await app.repos.users.findProfile(userId);
  const timezone = profile?.preferences.timezone ?? 'UTC';
  const to = todayKey(timezone, (app.config.clock ?? Date.now)());
  return { from: startOfWeek(to, profile?.preferences.weekStartsOn ?? 1), to };
}

const progressCache = new WeakMap<FastifyInstance, WeeklyProgressCache>();

/** The caller's groups (or the one of `onlyId`) with counts and weekly progress, as the wire has them. */
async function loadSummaries(
  app: FastifyInstance,
  userId: string,
  onlyId?: string,
): Promise<WorkspaceSummary[]> {
  const repo = app.repos.workspaces;
  const [week, rows] = await Promise.all([viewerWeek(app, userId), repo.summaries(userId, onlyId)]);
  let cache = progressCache.get(app);
  if (!cache) {
    cache = new WeeklyProgressCache();
    progressCache.set(app, cache);
  }
  const progress = new Map<string, number | null>();
  const stale: string[] = [];
  for (const row of rows) {
    const known =
      row.fingerprint === null ? undefined : cache.get(row.id, week.from, week.to, row.fingerprint);
    if (known === undefined) stale.push(row.id);
    else progress.set(row.id, known);
  }
  const computed = await repo.weeklyProgress(stale, week);
  for (const row of rows) {
    if (!computed.has(row.id)) continue;
    const value = computed.get(row.id) ?? null;
    progress.set(row.id, value);
    if (row.fingerprint !== null) cache.set(row.id, week.from, week.to, row.fingerprint, value);
  }
  return rows.map((row) => toSummaryDto(row, progress.get(row.id) ?? null));
}

/** The full workspace as its detail screens read it: counts, settings and members. */
export async function loadWorkspace(app: FastifyInstance, workspaceId: string, userId: string) {
  const repo = app.repos.workspaces;
  const [[summary], workspace, members] = await Promise.all([
    loadSummaries(app, userId, workspaceId),
    repo.find(workspaceId),
    repo.members(workspaceId),
  ]);
  if (!summary || !workspace) throw notFound('Workspace not found');
  return toWorkspaceDto(summary, workspace, members);
}

const workspaceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repo = app.repos.workspaces;

  app.get(
    '/',
    { schema: { response: { 200: WorkspaceListResponse, ...errorResponses } } },
    async (request) => {
      return { success: true as const, workspaces: await loadSummaries(app, request.auth.userId) };
    },
  );

  app.post(
    '/',
    { schema: { body: CreateWorkspaceBody, response: { 201: WorkspaceResponse, ...errorResponses } } },
    async (request, reply) => {
      const { name, description = '', type, isPublic, color } = request.body;
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
      const workspace = await loadWorkspace(app, id, request.auth.userId);
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
        workspace: await loadWorkspace(app, request.params.id, request.auth.userId),
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
      const workspace = await loadWorkspace(app, id, request.auth.userId);
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

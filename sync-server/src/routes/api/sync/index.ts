import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  errorResponses,
  PullBody,
  PullResponse,
  PushBody,
  PushConflictResponse,
  PushResponse,
  SyncTimeResponse,
} from '@habitat/protocol';
import { STREAM_LEASE_MS } from '../../../services/limits/limit-guard';
import { pull } from '../../../sync/pull';
import { PushGap, PushIdTaken, push } from '../../../sync/push';

const HEARTBEAT_MS = 25_000;

const sync: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;
  const { sync, pullPages: pages } = app.repos;
  const openStreams = new Set<() => void>();
  app.addHook('preHandler', app.authenticate);
  // Open event streams would hold a graceful shutdown: end them first.
  app.addHook('preClose', async () => {
    for (const end of openStreams) end();
  });

  app.post(
    '/push',
    {
      bodyLimit: 4 * 1024 * 1024,
      config: { bodyCheckedPerMutation: true },
      schema: {
        body: PushBody,
        response: { ...errorResponses, 200: PushResponse, 409: PushConflictResponse },
      },
    },
    async (request, reply) => {
      try {
        return {
          success: true as const,
          data: await app.heavyWork.pushes.run(request.auth.userId, () =>
            push({ writer: app.writer, sync }, request.auth.userId, request.body),
          ),
        };
      } catch (error) {
        if (error instanceof PushGap)
          return reply
            .status(409)
            .send({ success: false, error: error.message, expectedId: error.expectedId });
        if (error instanceof PushIdTaken)
          return reply.status(409).send({ success: false, error: error.message, takenId: error.takenId });
        throw error;
      }
    },
  );

  /** A device measures its clock against this (ARCHITECTURE §7): a tiny reply, never a long pull. */
  app.get(
    '/time',
    { schema: { response: { 200: SyncTimeResponse, ...errorResponses } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, data: { serverTime: app.writer.now() } };
    },
  );

  app.post(
    '/pull',
    { schema: { body: PullBody, response: { 200: PullResponse, ...errorResponses } } },
    async (request) => ({
      success: true as const,
      data: await pull(
        {
          db,
          sync,
          pages,
          groups: { projection: app.services.groupProjection, records: app.repos.groupRecords },
          now: app.writer.now,
          onGroupProblem: (groupId, error) =>
            request.log.warn({ err: error, groupId }, 'a group could not be computed before a pull'),
        },
        request.auth.userId,
        request.body,
      ),
    }),
  );

  /**
   * Server-sent events: a `poke` whenever this user's data changes, from any device or instance.
   * Pokes carry no data; the client answers with a pull. Comments keep proxies from closing the
   * stream while nothing happens.
   *
   * A person holds at most a few streams at once, on every instance together (the limit table's
   * eventStreamsAtOnce): one more is refused with 429, and the open ones are left alone. Closing
   * the oldest instead would make two tabs past the limit close each other in turn, each reopening
   * within seconds, forever; a refused tab still syncs, only without live pokes.
   */
  app.get('/events', async (request, reply) => {
    const lease = await app.limits.hold('eventStreamsAtOnce', request.auth.userId, STREAM_LEASE_MS);
    reply.hijack();
    const stream = reply.raw;
    stream.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    stream.write('retry: 5000\n: connected\n\n');
    const { userId, sessionId } = request.auth;
    // A stream lives as long as its session: signed out, the password changed elsewhere, the
    // account deleted, or simply expired, it closes (at once when notified, else at the next heartbeat).
    const checkSession = async () => {
      const alive = await app.repos.sessions.findActive(sessionId, userId).catch(() => true);
      if (!alive) end();
    };
    const unsubscribe = app.pokes.subscribe(userId, (kind) => {
      if (kind === 'poke') stream.write('event: poke\ndata: {}\n\n');
      else void checkSession();
    });
    const heartbeat = setInterval(() => {
      stream.write(': ping\n\n');
      void checkSession();
      void lease.renew();
    }, HEARTBEAT_MS);
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      clearInterval(heartbeat);
      unsubscribe();
      void lease.release();
      openStreams.delete(end);
      stream.end();
    };
    openStreams.add(end);
    request.raw.on('close', end);
    // Gone while its place was being taken: the close above came too late to be received.
    if (request.raw.destroyed || stream.destroyed) end();
  });
};

export default sync;

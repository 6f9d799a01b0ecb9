import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type WriteProblem, writeProblemOf } from '../../db/write-failures';
import { HttpError } from '../../errors';

/** How long a client is asked to wait before sending a write again that the database could not take. */
export const CANNOT_WRITE_RETRY_AFTER_S = 30;

/** Said for a write refused because the database cannot write: nothing was saved, and why. */
export const CANNOT_WRITE_MESSAGE: Readonly<Record<WriteProblem, string>> = {
  disk_full:
    "The server can't save changes right now: its storage is full. Nothing was saved; please try again in a few minutes.",
  read_only:
    "The server can't save changes right now: its database is read-only. Nothing was saved; please try again in a few minutes.",
};

/**
 * One error shape for every failure: `{success: false, error}` with the right status. Client errors
 * and HttpErrors keep their message; anything unexpected is logged with its stack and answered
 * without details.
 */
export default fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      // Not a bug and not the client's fault: a 503 the client retries after a while (a device's
      // change stays queued on it), never a bare 500. Readiness hears of it too.
      const problem = writeProblemOf(error);
      if (problem) {
        app.writeHealth.refused(problem);
        request.log.warn({ err: error, problem }, 'the database cannot write');
        reply.header('retry-after', String(CANNOT_WRITE_RETRY_AFTER_S));
        reply.header('cache-control', 'no-store');
        return reply.status(503).send({ success: false, error: CANNOT_WRITE_MESSAGE[problem] });
      }
      const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
      // An HttpError's words were written for the client, whatever its status (a 502 names what failed).
      if (status >= 500 && !(error instanceof HttpError)) {
        request.log.error({ err: error }, 'request failed');
        return reply.status(status).send({ success: false, error: 'Internal server error' });
      }
      if (status === 429) reply.header('cache-control', 'no-store');
      if (error instanceof HttpError) reply.headers(error.headers);
      return reply.status(status).send({ success: false, error: error.message });
    });

    // The app's pages get the shell that fetches the app's scripts with the page (the web build
    // writes it beside index.html), when the build has one.
    const root = app.config.webDistDir;
    const appShell = root !== null && existsSync(join(root, 'app.html')) ? 'app.html' : 'index.html';

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      const isPage =
        request.method === 'GET' && !path.startsWith('/api/') && path !== '/api' && !/\.\w+$/.test(path);
      if (isPage && reply.sendFile) {
        reply.header('cache-control', 'no-cache');
        return reply.sendFile(path === '/app' || path.startsWith('/app/') ? appShell : 'index.html');
      }
      return reply.status(404).send({ success: false, error: `Route ${request.method} ${path} not found` });
    });
  },
  { name: 'error-handler' },
);

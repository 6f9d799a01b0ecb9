import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../errors';

/**
 * One error shape for every failure: `{success: false, error}` with the right status. Client errors
 * and HttpErrors keep their message; anything unexpected is logged with its stack and answered
 * without details.
 */
export default fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
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

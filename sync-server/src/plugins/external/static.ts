import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

/**
 * Serves the built web app beside /api. Hashed assets are cached for a year; the shell, the service
 * worker and the manifest are revalidated on every load so a deploy reaches users at once.
 * Unknown paths without a file extension get index.html, so deep links work as client routes.
 * Compressed siblings made at build time are served to browsers that accept them.
 */
export default fp(
  async (app) => {
    const root = app.config.webDistDir;
    if (!root) return;
    if (!existsSync(join(root, 'index.html'))) {
      app.log.warn({ root }, 'web app not built: serving the API only (run npm run build)');
      return;
    }
    await app.register(fastifyStatic, {
      root,
      wildcard: true,
      index: ['index.html'],
      // The build writes a `.br` and a `.gz` beside every text asset; those are sent as they are.
      preCompressed: true,
      setHeaders(reply, path) {
        const immutable = path.includes(`${join(root, 'assets')}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  },
  { name: 'static' },
);

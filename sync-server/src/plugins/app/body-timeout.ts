import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const TIMED_OUT = JSON.stringify({ success: false, error: 'The request took too long to arrive' });

/**
 * A request body that never completes is cut off with a 408 once requestTimeoutMs has passed. Node
 * has that bound (app.ts gives it), but enforces it from a sweep over its connections that was seen
 * to miss some on a busy server (issue 28: still open at 150 s of 120). So each request that is
 * still arriving also gets a timer of its own, as a second guard: whichever fires first ends it.
 */
export default fp(
  async (app: FastifyInstance) => {
    const limitMs = app.config.requestTimeoutMs;
    if (limitMs <= 0) return;
    app.addHook('onRequest', (request, reply, done) => {
      const { raw } = request;
      if (raw.complete) return done();
      const timer = setTimeout(() => {
        if (raw.complete || raw.socket.destroyed) return;
        request.log.warn({ limitMs }, 'request body not complete in time: closing');
        if (!reply.raw.headersSent) {
          reply.raw.writeHead(408, {
            'content-type': 'application/json; charset=utf-8',
            connection: 'close',
          });
          reply.raw.end(TIMED_OUT);
        }
        // fastify.inject's stand-in socket is no connection: nothing to close (and no such methods).
        if (typeof raw.socket.destroySoon !== 'function') return;
        raw.socket.destroySoon();
        // A socket that will not flush (the client reads nothing either) goes anyway.
        setTimeout(() => raw.socket.destroy(), 1000).unref();
      }, limitMs);
      timer.unref();
      const stop = () => clearTimeout(timer);
      raw.once('end', stop);
      raw.once('close', stop);
      done();
    });
  },
  { name: 'body-timeout' },
);

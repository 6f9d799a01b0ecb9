import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Time left, once long work is asked to stop, to finish its step and answer before the exit. */
const STOP_MARGIN_MS = 500;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Aborted half a second before a closing server's grace period runs out: long work (an import)
     * stops at its next safe point and answers, rather than being cut off inside a transaction.
     */
    stopping: AbortSignal;
  }
}

/**
 * Once the server is closing, every answer still going out asks the client to close its connection.
 * Closing cuts only the connections idle at that moment ('idle' in app.ts); one whose request was
 * in flight would otherwise sit in keep-alive for Node's 5 seconds after its answer, holding the
 * process up that long on every deploy.
 */
export default fp(
  async (app: FastifyInstance) => {
    let closing = false;
    const stopping = new AbortController();
    app.decorate('stopping', stopping.signal);
    app.addHook('preClose', async () => {
      closing = true;
      setTimeout(() => stopping.abort(), Math.max(0, app.config.shutdownGraceMs - STOP_MARGIN_MS)).unref();
    });
    app.addHook('onSend', async (_request, reply) => {
      if (closing) reply.header('connection', 'close');
    });
  },
  { name: 'draining' },
);

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Once the server is closing, every answer still going out asks the client to close its connection.
 * Closing cuts only the connections idle at that moment ('idle' in app.ts); one whose request was
 * in flight would otherwise sit in keep-alive for Node's 5 seconds after its answer, holding the
 * process up that long on every deploy.
 */
export default fp(
  async (app: FastifyInstance) => {
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.addHook('onSend', async (_request, reply) => {
      if (closing) reply.header('connection', 'close');
    });
  },
  { name: 'draining' },
);

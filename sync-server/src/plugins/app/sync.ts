import fp from 'fastify-plugin';
import { PokeHub } from '../../sync/pokes';
import { createWriter, type Writer } from '../../sync/writer';

declare module 'fastify' {
  interface FastifyInstance {
    writer: Writer;
    pokes: PokeHub;
  }
}

export default fp(
  async (app) => {
    const pokes = new PokeHub();
    await pokes.start(app.database);
    app.decorate('writer', createWriter(app.database.db, app.config.clock));
    app.decorate('pokes', pokes);
    app.addHook('preClose', () => pokes.close());
  },
  { name: 'sync', dependencies: ['db'] },
);

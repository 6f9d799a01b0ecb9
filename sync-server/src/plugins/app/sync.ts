import fp from 'fastify-plugin';
import { loadTimeZoneCatalog, repairStoredTimeZones, type TimeZoneCatalog } from '../../services/time-zones';
import { PokeHub } from '../../sync/pokes';
import { createWriter, type Writer } from '../../sync/writer';

declare module 'fastify' {
  interface FastifyInstance {
    writer: Writer;
    pokes: PokeHub;
    /** The zones this server's PostgreSQL knows: every path that stores a zone goes through it. */
    timeZones: TimeZoneCatalog;
  }
}

export default fp(
  async (app) => {
    const pokes = new PokeHub();
    await pokes.start(app.database);
    const zones = await loadTimeZoneCatalog(app.database.db);
    const repaired = await repairStoredTimeZones(app.database.db, zones);
    if (repaired > 0) app.log.warn({ repaired }, 'stored time zones PostgreSQL does not know were corrected');
    app.decorate('writer', createWriter(app.database.db, zones, app.config.clock));
    app.decorate('pokes', pokes);
    app.decorate('timeZones', zones);
    app.addHook('preClose', () => pokes.close());
  },
  { name: 'sync', dependencies: ['db'] },
);

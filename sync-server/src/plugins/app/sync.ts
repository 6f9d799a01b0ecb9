import fp from 'fastify-plugin';
import { HEAVY_WORK_MESSAGES, PerUserLimit } from '../../services/per-user-limit';
import { loadTimeZoneCatalog, repairStoredTimeZones, type TimeZoneCatalog } from '../../services/time-zones';
import { PokeHub } from '../../sync/pokes';
import { createWriter, type Writer } from '../../sync/writer';

declare module 'fastify' {
  interface FastifyInstance {
    writer: Writer;
    pokes: PokeHub;
    /** The zones this server's PostgreSQL knows: every path that stores a zone goes through it. */
    timeZones: TimeZoneCatalog;
    /** Per-person limits on the heavy requests (services/per-user-limit.ts). */
    heavyWork: { pushes: PerUserLimit; imports: PerUserLimit };
  }
}

export default fp(
  async (app) => {
    const pokes = new PokeHub();
    // Sessions that end and profiles that change, on any instance, are forgotten by this one's caches.
    await pokes.start(app.database, {
      onSessionsEnded: (userId) => app.sessionCache.forget(userId),
      onProfileChanged: (userId) => app.profileCache.forget(userId),
      onListening: (listening) => {
        app.sessionCache.trust(listening);
        app.profileCache.trust(listening);
      },
    });
    const zones = await loadTimeZoneCatalog(app.database.db);
    const repaired = await repairStoredTimeZones(app.database.db, zones);
    if (repaired > 0) app.log.warn({ repaired }, 'stored time zones PostgreSQL does not know were corrected');
    app.decorate('writer', createWriter(app.database.db, zones, app.config.clock));
    app.decorate('pokes', pokes);
    app.decorate('heavyWork', {
      // Two devices of one person may push at once; a third waits a second and tries again.
      pushes: new PerUserLimit(2, HEAVY_WORK_MESSAGES.pushBusy, 1),
      imports: new PerUserLimit(1, HEAVY_WORK_MESSAGES.importBusy, 5),
    });
    app.decorate('timeZones', zones);
    app.addHook('preClose', () => pokes.close());
  },
  { name: 'sync', dependencies: ['db', 'authenticate', 'profiles'] },
);

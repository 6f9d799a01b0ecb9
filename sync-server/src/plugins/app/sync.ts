import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createEntryBatch } from '../../mutators/entry-batch';
import { createMutators } from '../../mutators/index';
import { HEAVY_WORK_MESSAGES, PerUserLimit } from '../../services/per-user-limit';
import { loadTimeZoneCatalog, repairStoredTimeZones, type TimeZoneCatalog } from '../../services/time-zones';
import { PokeHub } from '../../sync/pokes';
import { createWriter, type Writer } from '../../sync/writer';

/** The one write path: the writer, its mutators and their check-in batch, over the shared repositories. */
function buildWriter(app: FastifyInstance, zones: TimeZoneCatalog): Writer {
  const { habits, entries, groups, groupHabits, layouts, preferences, routines, sync } = app.repos;
  const effects = app.services.groupEffects;
  const mutators = createMutators({
    activeHabitCap: app.limits.cap('activeHabits'),
    habits,
    entries,
    workspaces: groups,
    groupHabits,
    layouts,
    routines,
    preferences,
    effects,
    group: {
      groups,
      encouragements: app.repos.encouragements,
      encouragementWrites: app.services.encouragementWrites,
      joining: app.services.groupJoining,
      habits: app.services.groupHabits,
      membership: app.services.groupMembership,
      settings: app.services.groupSettings,
      groupHabits,
    },
  });
  const setEntries = createEntryBatch({ habits, entries, effects }, mutators['entry.set']);
  const now = app.config.clock ?? Date.now;
  return createWriter({ db: app.database.db, sync, habits, zones, mutators, setEntries, effects, now });
}

declare module 'fastify' {
  interface FastifyInstance {
    writer: Writer;
    pokes: PokeHub;
    /** The zones this server's PostgreSQL knows: every path that stores a zone goes through it. */
    timeZones: TimeZoneCatalog;
    /** Per-person limit on pushes in this process (services/per-user-limit.ts); imports and exports are in the limit table. */
    heavyWork: { pushes: PerUserLimit };
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
    const { maintenance, sync } = app.repos;
    const zones = await loadTimeZoneCatalog(maintenance);
    const repaired = await repairStoredTimeZones({ db: app.database.db, maintenance, sync }, zones);
    if (repaired > 0) app.log.warn({ repaired }, 'stored time zones PostgreSQL does not know were corrected');
    app.decorate('writer', buildWriter(app, zones));
    app.decorate('pokes', pokes);
    app.decorate('heavyWork', {
      // Two devices of one person may push at once; a third waits a second and tries again.
      pushes: new PerUserLimit(2, HEAVY_WORK_MESSAGES.pushBusy, 1),
    });
    app.decorate('timeZones', zones);
    app.addHook('preClose', () => pokes.close());
  },
  { name: 'sync', dependencies: ['db', 'repositories', 'services', 'authenticate', 'profiles', 'limits'] },
);

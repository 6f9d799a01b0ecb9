import { canonicalTimeZone } from '@habitat/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { MaintenanceRepository } from '../repositories/maintenance-repository';
import { type SyncRepository, userScope } from '../repositories/sync-repository';

/**
 * The time zones this server's PostgreSQL knows. Node and the browsers carry their own zone data,
 * which may know names PostgreSQL does not ('US/Pacific-New' was dropped from tzdata in 2020): one
 * such name stored in preferences would make every query that does `at time zone` fail for
 * everyone who shares a group with that person. So every write path stores a name from here.
 */
export interface TimeZoneCatalog {
  /** The name to store for a zone: its canonical name, else the name as given, if PostgreSQL knows it. */
  storable(zone: string): string | null;
  /** Every name PostgreSQL knows, for queries that must skip a stored name it does not. */
  readonly known: readonly string[];
}

export async function loadTimeZoneCatalog(maintenance: MaintenanceRepository): Promise<TimeZoneCatalog> {
  const known = new Set(await maintenance.postgresZoneNames());
  known.add('UTC');
  // The zone data of Node and of PostgreSQL name some zones differently (ICU keeps 'Asia/Calcutta'
  // where a trimmed tzdata, as PGlite's, has only 'Asia/Kolkata'): map each canonical name to a
  // spelling PostgreSQL has.
  const spelling = new Map<string, string>();
  for (const name of [...known].sort()) {
    const canonical = canonicalTimeZone(name);
    if (canonical && !spelling.has(canonical)) spelling.set(canonical, name);
  }
  return {
    known: [...known].sort(),
    storable(zone) {
      const canonical = canonicalTimeZone(zone);
      if (!canonical) return null;
      if (known.has(canonical)) return canonical;
      return spelling.get(canonical) ?? (known.has(zone) ? zone : null);
    },
  };
}

export interface ZoneRepairDeps {
  db: Kysely<Database>;
  maintenance: MaintenanceRepository;
  sync: SyncRepository;
}

/**
 * Puts right preferences stored before every path canonicalised zones: each name that is not the
 * storable one (PostgreSQL does not know it, Node does not know it, or it is an alias) becomes its
 * storable spelling, or UTC, in the owner's scope so their devices pull the correction.
 */
export async function repairStoredTimeZones(
  { db, maintenance, sync }: ZoneRepairDeps,
  zones: TimeZoneCatalog,
): Promise<number> {
  const names = await maintenance.storedZoneNames();
  const unknown = await maintenance.preferencesInZones(names.filter((name) => zones.storable(name) !== name));
  for (const { userId, timezone } of unknown) {
    await db.transaction().execute(async (trx) => {
      const version = await sync.bumpScopeVersion(userScope(userId), trx);
      await maintenance.setStoredZone(userId, zones.storable(timezone) ?? 'UTC', version, trx);
      await sync.notifyUser(userId, trx);
    });
  }
  return unknown.length;
}

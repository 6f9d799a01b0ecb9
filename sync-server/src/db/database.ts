import { mkdir, statfs } from 'node:fs/promises';
import { join } from 'node:path';
import { Kysely, type LogEvent, PGliteDialect, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { PgliteThread } from './pglite-thread';
import type { Database } from './schema';
import { typeParsers } from './type-parsers';

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  kind: DatabaseKind;
  db: Kysely<Database>;
  /** A round trip to the database, for health checks. */
  ping(): Promise<void>;
  /**
   * A write that commits (it takes a transaction id, so a commit record goes to the WAL): refused
   * by a read-only database or one whose WAL cannot be written. For readiness.
   */
  probeWrite(): Promise<void>;
  /** Bytes free to the database on its disk, where the server can see it (PGlite's folder). */
  freeBytes?(): Promise<number>;
  /**
   * A consistent copy of the embedded database's folder (a gzipped tar) taken while it runs, with
   * every transaction committed before the call (PGlite on disk only; PostgreSQL has pg_dump).
   */
  backup?(): Promise<Uint8Array>;
  /**
   * Calls `onMessage` with the payload of every NOTIFY on `channel`, and `onListening(false)`
   * whenever the listening connection dropped (what is sent until it is back is lost), then
   * `onListening(true)` once it listens again; resolves to an unsubscribe.
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onListening?: (listening: boolean) => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

function pinger(db: Kysely<Database>) {
  return async () => {
    await sql`select 1`.execute(db);
  };
}

function writeProber(db: Kysely<Database>) {
  return async () => {
    await sql`select txid_current()`.execute(db);
  };
}

/** Called after every query with its SQL (parameters stay out) and duration; for trace logging. */
export type QueryObserver = (sqlText: string, durationMs: number) => void;

export type DatabaseOptions = (
  | { kind: 'postgres'; url: string; poolSize?: number; searchPath?: string }
  /**
   * `dataDir` undefined keeps the database in memory (tests). `onCrash` hears of the embedded
   * database stopping unasked: nothing can be read or written from then on. `snapshot` (a folder
   * dumped by PGlite) is what an in-memory database starts from: tests load one migrated copy.
   */
  | { kind: 'pglite'; dataDir?: string; onCrash?: (error: Error) => void; snapshot?: Uint8Array }
) & { onQuery?: QueryObserver };

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.kind === 'postgres' ? openPostgres(options) : openPglite(options);
}

function queryLog(onQuery: QueryObserver | undefined) {
  return onQuery ? { log: (event: LogEvent) => onQuery(event.query.sql, event.queryDurationMillis) } : {};
}

async function openPostgres(options: {
  url: string;
  poolSize?: number;
  searchPath?: string;
  onQuery?: QueryObserver;
}) {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 10,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
    types: {
      getTypeParser: ((oid: number, format?: string) =>
        typeParsers[oid] ?? pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
    },
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), ...queryLog(options.onQuery) });
  await sql`select 1`.execute(db);
  return {
    kind: 'postgres' as const,
    db,
    ping: pinger(db),
    probeWrite: writeProber(db),
    listen: (
      channel: string,
      onMessage: (payload: string) => void,
      onListening?: (listening: boolean) => void,
    ) => listenPostgres(options.url, channel, onMessage, onListening),
    close: () => db.destroy(),
  };
}

/**
 * LISTEN needs a connection of its own, outside the pool. Whenever it fails or drops, it is opened
 * again with growing pauses (up to 30 s), so pokes resume once the database is back; a poke missed
 * meanwhile only delays sync until the client's next periodic pull.
 */
async function listenPostgres(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  onListening: (listening: boolean) => void = () => {},
) {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let delay = 500;

  const scheduleReconnect = () => {
    if (stopped || retry) return;
    onListening(false);
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, delay);
    delay = Math.min(delay * 2, 30_000);
  };

  const connect = async (): Promise<void> => {
    // Keep-alive probes find a connection that died without a word (a dropped route, a NAT).
    const next = new pg.Client({ connectionString: url, keepAlive: true });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload) onMessage(message.payload);
    });
    next.on('error', () => {
      next.end().catch(() => {});
      scheduleReconnect();
    });
    next.on('end', scheduleReconnect);
    try {
      await next.connect();
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
      const reconnected = client !== undefined;
      client = next;
      delay = 500;
      if (reconnected) onListening(true);
    } catch {
      next.end().catch(() => {});
      scheduleReconnect();
    }
  };

  await connect();
  if (!client) throw new Error(`Could not listen on "${channel}"`);
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}

async function openPglite(options: {
  dataDir?: string;
  onCrash?: (error: Error) => void;
  snapshot?: Uint8Array;
  onQuery?: QueryObserver;
}) {
  const { dataDir } = options;
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const listening = new Set<(listening: boolean) => void>();
  const pglite = new PgliteThread(dataDir ? join(dataDir) : undefined, {
    ...(options.snapshot ? { snapshot: options.snapshot } : {}),
    onCrash: (error) => {
      // Notifications stop with it: whoever relies on hearing them must know.
      for (const onListening of listening) onListening(false);
      options.onCrash?.(error);
    },
  });
  await pglite.waitReady;
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }), ...queryLog(options.onQuery) });
  return {
    kind: 'pglite' as const,
    db,
    ping: pinger(db),
    probeWrite: writeProber(db),
    ...(dataDir
      ? {
          freeBytes: async () => {
            const stats = await statfs(dataDir);
            return stats.bavail * stats.bsize;
          },
          backup: () => pglite.backup(),
        }
      : {}),
    listen: async (
      channel: string,
      onMessage: (payload: string) => void,
      onListening?: (listening: boolean) => void,
    ) => {
      const unsubscribe = await pglite.listen(channel, onMessage);
      if (onListening) listening.add(onListening);
      return async () => {
        if (onListening) listening.delete(onListening);
        if (!pglite.closed) await unsubscribe();
      };
    },
    close: async () => {
      await db.destroy();
      await pglite.close(); // Kysely closes it only if it ever ran a query.
    },
  };
}

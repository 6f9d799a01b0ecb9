import { uuidv7 } from '@habitat/domain';
import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { type App, buildApp } from '../../../src/app';
import { testConfig } from '../../../src/config';
import type { DatabaseHandle } from '../../../src/db/database';
import { CANNOT_WRITE_MESSAGE } from '../../../src/plugins/app/error-handler';
import { WRITE_FAILURE_HOLD_MS } from '../../../src/services/write-health';
import { syncClient } from '../../helpers/sync-client';
import { registerUser } from '../../helpers/test-app';
import { openTestDatabase } from '../../helpers/test-database';

/**
 * A database that cannot write, as the routes meet it (issue 28, item 7): every statement that
 * writes fails as PostgreSQL and PGlite fail on a full disk (SQLSTATE 53100), reads still work. The
 * real full disk, a tmpfs under the embedded database, is test/db/pglite-disk-full.test.ts.
 */
class FullDisk implements KyselyPlugin {
  full = false;
  /** Only INSERTs fail (a table whose file must grow), while updates that fit in place still work. */
  onlyInserts = false;
  failure(): Error {
    return Object.assign(new Error('could not extend file "base/5/16385": No space left on device'), {
      code: '53100',
    });
  }
  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    if (this.full && (this.onlyInserts ? node.kind === 'InsertQueryNode' : writes(node)))
      throw this.failure();
    return node;
  }
  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }
}

function writes(node: RootOperationNode): boolean {
  if (['InsertQueryNode', 'UpdateQueryNode', 'DeleteQueryNode', 'MergeQueryNode'].includes(node.kind))
    return true;
  if (node.kind !== 'RawNode') return false;
  return /^\s*(insert|update|delete|merge|with)\b/i.test(node.sqlFragments.join(' '));
}

let database: DatabaseHandle;
let app: App;
let now = Date.UTC(2026, 10, 27, 12);
const disk = new FullDisk();

beforeAll(async () => {
  database = await openTestDatabase();
  const failing: DatabaseHandle = {
    ...database,
    db: database.db.withPlugin(disk),
    probeWrite: async () => {
      // The probe's small write fits in a page that has room while an INSERT needing a new one fails.
      if (disk.full && !disk.onlyInserts) throw disk.failure();
      await database.probeWrite();
    },
  };
  app = await buildApp(testConfig({ database: failing, clock: () => now }));
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const health = () => app.inject({ method: 'GET', url: '/api/health' });

describe('a database that cannot write (a full disk)', () => {
  it('answers writes with 503 and Retry-After, says so on readiness, and takes the same writes once there is room', async () => {
    const account = await registerUser(app);
    const device = syncClient(app, account);
    const habitId = uuidv7();
    const created = await device.push([
      device.mutation('habit.create', { id: habitId, fields: { name: 'Read' } }),
    ]);
    expect(created.statusCode).toBe(200);

    disk.full = true;
    onTestFinished(() => {
      disk.full = false;
    });
    const checkIns = [1, 2, 3].map((day) =>
      device.mutation('entry.set', { habitId, date: `2026-11-2${day}`, completed: true, value: 1 }),
    );
    const refused = await device.push(checkIns);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('30');
    expect(refused.json()).toEqual({ success: false, error: CANNOT_WRITE_MESSAGE.disk_full });

    const degraded = await health();
    expect(degraded.statusCode).toBe(503);
    expect(degraded.json().data).toMatchObject({ status: 'degraded', problem: 'disk_full' });
    // Reads still work: the person sees what the server has. A pull is a POST that writes nothing:
    // it proves nothing about the disk, and readiness stays degraded after it.
    expect((await device.pull()).statusCode).toBe(200);
    expect((await health()).json().data.problem).toBe('disk_full');

    disk.full = false;
    // The device sends the same batch again, as it does after a 503.
    const accepted = await device.push(checkIns);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data.results.map((r: { status: string }) => r.status)).toEqual(['ok', 'ok', 'ok']);
    expect((await health()).statusCode).toBe(200);

    const pulled = await syncClient(app, account).pull();
    const dates = pulled
      .json()
      .data.changes.entries.map((e: { date: string }) => e.date)
      .sort();
    expect(dates).toEqual(['2026-11-21', '2026-11-22', '2026-11-23']);
  });

  it('stays degraded after a pull whose bookkeeping update matched no row', async () => {
    const account = await registerUser(app);
    const device = syncClient(app, account);
    expect((await device.pull()).statusCode).toBe(200);
    disk.full = true;
    disk.onlyInserts = true;
    onTestFinished(() => {
      disk.full = false;
      disk.onlyInserts = false;
    });
    const refused = await device.push([
      device.mutation('habit.create', { id: uuidv7(), fields: { name: 'Swim' } }),
    ]);
    expect(refused.statusCode).toBe(503);
    expect((await health()).statusCode).toBe(503);
    // The pull's "last seen" UPDATE succeeds and touches no row: it says nothing about room.
    expect((await device.pull()).statusCode).toBe(200);
    const after = await health();
    expect(after.statusCode).toBe(503);
    expect(after.json().data.problem).toBe('disk_full');
  });

  it('answers a REST write the same way, not with a bare 500', async () => {
    const account = await registerUser(app);
    disk.full = true;
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/api/workspaces',
        headers: { authorization: `Bearer ${account.token}` },
        payload: { name: 'Morning Crew' },
      });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('30');
    } finally {
      disk.full = false;
    }
  });

  it('forgets a refusal after the hold, so an instance taken out of rotation comes back by itself', async () => {
    const account = await registerUser(app);
    disk.full = true;
    onTestFinished(() => {
      disk.full = false;
    });
    const refused = await syncClient(app, account).push([
      syncClient(app, account).mutation('habit.create', { id: uuidv7(), fields: { name: 'Run' } }),
    ]);
    expect(refused.statusCode).toBe(503);
    disk.full = false;
    // No write comes (the balancer sends none to a 503 instance), yet readiness turns ok after the hold.
    expect((await health()).json().data.problem).toBe('disk_full');
    now += WRITE_FAILURE_HOLD_MS + 1;
    expect((await health()).statusCode).toBe(200);
  });
});

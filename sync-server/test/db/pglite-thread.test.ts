import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kysely, PGliteDialect, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgliteThread } from '../../src/db/pglite-thread';

// The embedded database on its worker thread, through the interface Kysely's PGlite dialect uses.
// Only meaningful on PGlite, so only run there (see vitest.config.ts).
interface Tables {
  items: { id: number; label: string; big: number | string; day: string | null };
}

let pglite: PgliteThread;
let db: Kysely<Tables>;

beforeAll(async () => {
  pglite = new PgliteThread(undefined);
  await pglite.waitReady;
  db = new Kysely<Tables>({ dialect: new PGliteDialect({ pglite }) });
  await sql`create table items (id int primary key, label text not null, big int8, day date)`.execute(db);
});

afterAll(async () => {
  await db.destroy();
});

describe('PGlite on a worker thread', () => {
  it('reads int8 and date as both databases do: a number when exact, and the day as text', async () => {
    await sql`insert into items values (1, 'one', 42, '2026-03-01'), (2, 'two', 9007199254740993, null)`.execute(
      db,
    );
    const rows = await db.selectFrom('items').selectAll().orderBy('id').execute();
    expect(rows).toEqual([
      { id: 1, label: 'one', big: 42, day: '2026-03-01' },
      { id: 2, label: 'two', big: '9007199254740993', day: null },
    ]);
    const { rows: counted } = await pglite.query<{ n: number }>('select count(*) as n from items');
    expect(counted).toEqual([{ n: 2 }]);
  });

  it('hands back the database error with the fields callers read', async () => {
    const failure = await db
      .insertInto('items')
      .values({ id: 1, label: 'again', big: 1, day: '2026-03-02' })
      .execute()
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).toMatchObject({ code: '23505', constraint: 'items_pkey' });
  });

  it('refuses a parameter that cannot reach the thread, and goes on', async () => {
    await expect(pglite.query('select $1::text as v', [() => 'no'])).rejects.toThrow();
    const { rows } = await pglite.query<{ v: string }>('select $1::text as v', ['yes']);
    expect(rows).toEqual([{ v: 'yes' }]);
  });

  it('commits a transaction whole, and rolls one back whole when its work throws', async () => {
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('items').values({ id: 10, label: 'kept', big: 1, day: null }).execute();
      await trx.insertInto('items').values({ id: 11, label: 'kept too', big: 1, day: null }).execute();
    });
    const thrown = await db
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto('items').values({ id: 12, label: 'dropped', big: 1, day: null }).execute();
        throw new Error('changed my mind');
      })
      .catch((error: Error) => error.message);
    expect(thrown).toBe('changed my mind');
    // A statement that fails inside a transaction aborts it: the commit reports it, nothing lands.
    const aborted = await db
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto('items').values({ id: 13, label: 'dropped', big: 1, day: null }).execute();
        await trx
          .insertInto('items')
          .values({ id: 10, label: 'clash', big: 1, day: null })
          .execute()
          .catch(() => {});
      })
      .catch((error: unknown) => error);
    expect(aborted).toBeInstanceOf(Error);
    const ids = await db.selectFrom('items').select('id').where('id', '>=', 10).orderBy('id').execute();
    expect(ids.map((row) => row.id)).toEqual([10, 11]);
  });

  it('lets a statement sent during a transaction wait for it, not join it', async () => {
    let outsideSaw: number | undefined;
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('items').values({ id: 20, label: 'inside', big: 1, day: null }).execute();
      const outside = db
        .selectFrom('items')
        .select('id')
        .where('id', '=', 21)
        .execute()
        .then((rows) => {
          outsideSaw = rows.length;
        });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(outsideSaw).toBeUndefined();
      await trx.insertInto('items').values({ id: 21, label: 'inside', big: 1, day: null }).execute();
      void outside;
    });
    await expect.poll(() => outsideSaw).toBe(1);
  });

  it('delivers each notification once to each listener, and stops when unsubscribed', async () => {
    const heard: string[] = [];
    const alsoHeard: string[] = [];
    const unsubscribe = await pglite.listen('news', (payload) => heard.push(payload));
    const unsubscribeToo = await pglite.listen('news', (payload) => alsoHeard.push(payload));
    await sql`select pg_notify('news', 'first')`.execute(db);
    await expect.poll(() => alsoHeard).toEqual(['first']);
    await unsubscribe();
    await sql`select pg_notify('news', 'second')`.execute(db);
    await expect.poll(() => alsoHeard).toEqual(['first', 'second']);
    expect(heard).toEqual(['first']);
    await unsubscribeToo();
  });
});

describe('PGlite on a worker thread, in a data folder', () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'habitat-pglite-thread-'));
  });

  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps what committed after it closes, and refuses work once closed', async () => {
    const first = new PgliteThread(dataDir);
    await first.waitReady;
    await first.query('create table kept (note text)');
    await first.query('insert into kept values ($1)', ['still here']);
    await first.close();
    await expect(first.query('select 1')).rejects.toThrow(/stopped/);

    const second = new PgliteThread(dataDir);
    await second.waitReady;
    try {
      const { rows } = await second.query<{ note: string }>('select note from kept');
      expect(rows).toEqual([{ note: 'still here' }]);
    } finally {
      await second.close();
    }
    // Two first starts in a folder (initdb each): seconds alone, far more on a loaded machine.
  }, 120_000);
});

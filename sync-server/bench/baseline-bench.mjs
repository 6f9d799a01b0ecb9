// What the database alone does with the rows that a push and a pull carry, as the yardstick for the
// sync figures (issue 17): one multi-row INSERT … ON CONFLICT of 1,000 check-ins, the same 1,000 as
// single-row INSERTs in one transaction, and a plain SELECT of 20 habits × 2 years in pull order.
// It runs on a table with the entries table's columns, key and indexes (no foreign keys), filled
// as the sync bench fills its person, in a database of the same kind: PGlite in a data folder of
// its own (this process), or a schema of its own in the PostgreSQL the server uses.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

const HABITS = 20;
const DAYS = 730;
const DAY_MS = 86_400_000;
const SCOPE = 'u:baseline';

const TABLE = `
  create table entries_baseline (
    habit_id uuid not null, date date not null, user_id uuid not null, scope_id text not null,
    version bigint not null, completed boolean not null, value double precision not null default 0,
    skipped boolean not null default false, hlc text not null, updated_at timestamptz not null,
    deleted_at timestamptz, primary key (habit_id, date));
  create index entries_baseline_user_date on entries_baseline (user_id, date);
  create index entries_baseline_page on entries_baseline (scope_id, version, habit_id, date);
  create index entries_baseline_live on entries_baseline (habit_id, date) include (completed, skipped)
    where deleted_at is null;`;

const dateKey = (ms) => new Date(ms).toISOString().slice(0, 10);

/** Opens the scratch database: `query(text, params)`, `exec(script)` and `close()`. */
async function openScratch(pgUrl) {
  if (!pgUrl) {
    const dir = mkdtempSync(join(tmpdir(), 'habitat-baseline-'));
    const db = await PGlite.create({ dataDir: dir, relaxedDurability: false });
    return {
      query: (text, params) => db.query(text, params),
      exec: (script) => db.exec(script),
      close: async () => {
        await db.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const schema = `baseline_${Date.now()}`;
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  await client.query(`create schema ${schema}; set search_path = ${schema}`);
  return {
    query: (text, params) => client.query(text, params),
    exec: (script) => client.query(script),
    close: async () => {
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
    },
  };
}

async function timed(work) {
  const began = performance.now();
  await work();
  return performance.now() - began;
}

/** One multi-row upsert of `rows` ([habitId, date, version, completed]). */
function upsert(db, rows) {
  const values = rows
    .map(
      (_, i) =>
        `($${i * 4 + 1}, $${i * 4 + 2}, $${4 * rows.length + 1}, '${SCOPE}', $${i * 4 + 3}, $${i * 4 + 4}, 1, false, 'hlc', now())`,
    )
    .join(', ');
  return db.query(
    `insert into entries_baseline (habit_id, date, user_id, scope_id, version, completed, value, skipped, hlc, updated_at)
     values ${values}
     on conflict (habit_id, date) do update set completed = excluded.completed, version = excluded.version,
       hlc = excluded.hlc, updated_at = excluded.updated_at`,
    [...rows.flat(), randomUUID()],
  );
}

export async function baselineBench(pgUrl) {
  const db = await openScratch(pgUrl);
  try {
    await db.exec(TABLE);
    const now = Date.now();
    const habits = Array.from({ length: HABITS }, () => randomUUID());
    const seeded = habits.flatMap((habitId) =>
      Array.from({ length: DAYS }, (_, day) => [habitId, dateKey(now - (DAYS + 30 - day) * DAY_MS), 1, true]),
    );
    for (let i = 0; i < seeded.length; i += 1000) await upsert(db, seeded.slice(i, i + 1000));
    await db.query('analyze entries_baseline');

    // The sync bench's 1,000 check-ins: 20 habits × their last 50 days, alternately done.
    const checkIns = Array.from({ length: 1000 }, (_, i) => [
      habits[i % HABITS],
      dateKey(now - Math.floor(i / HABITS) * DAY_MS),
      2,
      i % 2 === 0,
    ]);
    const multiRowMs = await timed(() => upsert(db, checkIns));
    const singleRowsMs = await timed(async () => {
      await db.query('begin');
      for (const row of checkIns) await upsert(db, [row]);
      await db.query('commit');
    });
    let selectRows = 0;
    const selectMs = await timed(async () => {
      const result = await db.query(
        'select * from entries_baseline where scope_id = $1 order by version, habit_id, date',
        [SCOPE],
      );
      selectRows = result.rows.length;
    });
    return { multiRowMs, singleRowsMs, selectMs, selectRows };
  } finally {
    await db.close();
  }
}

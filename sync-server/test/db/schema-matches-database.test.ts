import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../src/config';
import type { DatabaseHandle } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrator';
import { TABLES } from '../../src/db/tables';
import { openTestDatabase } from '../helpers/test-database';

/**
 * The server's declaration of its tables (db/tables.ts, from which the Kysely types derive) against
 * the database the migrations make, on each database the suite runs on. A column a migration adds
 * and nobody declares, a declared column no migration made, a nullable or defaulted column declared
 * otherwise, or a `check` list that differs from the code's list, each fails here by name.
 */

interface DatabaseColumn {
  table: string;
  column: string;
  type: string;
  nullable: boolean;
  defaulted: boolean;
}

let database: DatabaseHandle;
let found: DatabaseColumn[];
let checks: Map<string, string[]>;

beforeAll(async () => {
  database = await openTestDatabase();
  await migrateToLatest(database.db, testConfig().migrationsDir);
  const columns = await sql<{ t: string; c: string; udt: string; n: string; d: string | null; id: string }>`
    select table_name as t, column_name as c, udt_name as udt, is_nullable as n,
      column_default as d, is_identity as id
    from information_schema.columns
    where table_schema = current_schema() and table_name not like 'kysely_%'`.execute(database.db);
  found = columns.rows.map((row) => ({
    table: row.t,
    column: row.c,
    type: row.udt,
    nullable: row.n === 'YES',
    defaulted: row.d !== null || row.id === 'YES',
  }));
  checks = await inChecks(database);
});

afterAll(async () => {
  await database?.close();
});

/** `check (column in ('a', 'b'))` constraints by "table.column", with their values. */
async function inChecks(handle: DatabaseHandle): Promise<Map<string, string[]>> {
  const { rows } = await sql<{ t: string; d: string }>`
    select conrelid::regclass::text as t, pg_get_constraintdef(oid) as d from pg_constraint
    where contype = 'c' and connamespace = current_schema()::regnamespace`.execute(handle.db);
  const lists = new Map<string, string[]>();
  for (const row of rows) {
    // PostgreSQL prints `column in (...)` as `(column = ANY (ARRAY['a'::text, 'b'::text]))`.
    const match = /^CHECK \(\((\w+) = ANY \(ARRAY\[(.*)\]\)\)\)$/.exec(row.d);
    if (!match?.[1] || match[2] === undefined) continue;
    const values = [...match[2].matchAll(/'((?:[^']|'')*)'::text/g)].map((m) =>
      (m[1] ?? '').replaceAll("''", "'"),
    );
    lists.set(`${row.t.replace(/^.*\./, '')}.${match[1]}`, values);
  }
  return lists;
}

const declared = Object.entries(TABLES).flatMap(([table, columns]) =>
  Object.entries(columns).map(([column, spec]) => ({ table, column, spec })),
);

describe('the declared tables', () => {
  it('are the migrated tables, no more and no fewer', () => {
    expect(Object.keys(TABLES).sort()).toEqual([...new Set(found.map((c) => c.table))].sort());
  });

  it('declare every migrated column, and no column the migrations never made', () => {
    const inDatabase = found.map((c) => `${c.table}.${c.column}`).sort();
    const inCode = declared.map((c) => `${c.table}.${c.column}`).sort();
    expect({
      missingFromCode: inDatabase.filter((name) => !inCode.includes(name)),
      neverMigrated: inCode.filter((name) => !inDatabase.includes(name)),
    }).toEqual({ missingFromCode: [], neverMigrated: [] });
  });

  it('give each column its type, its null and its default as the database has them', () => {
    const byName = new Map(found.map((c) => [`${c.table}.${c.column}`, c]));
    const differences = declared.flatMap(({ table, column, spec }) => {
      const actual = byName.get(`${table}.${column}`);
      if (!actual) return [];
      const wanted = { type: spec.sqlType, nullable: spec.nullable, defaulted: spec.defaulted };
      const have = { type: actual.type, nullable: actual.nullable, defaulted: actual.defaulted };
      return JSON.stringify(wanted) === JSON.stringify(have)
        ? []
        : [{ column: `${table}.${column}`, wanted, have }];
    });
    expect(differences).toEqual([]);
  });

  it("list exactly the values of each column's check, from the code's own lists", () => {
    const inCode = new Map(
      declared.flatMap(({ table, column, spec }) =>
        spec.values ? [[`${table}.${column}`, [...spec.values].sort()] as const] : [],
      ),
    );
    const inDatabase = new Map([...checks].map(([name, values]) => [name, [...values].sort()] as const));
    expect(Object.fromEntries(inCode)).toEqual(Object.fromEntries(inDatabase));
  });
});

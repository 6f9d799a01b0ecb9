import type { ColumnType } from 'kysely';

/**
 * A column as the server declares it once: its PostgreSQL type, whether it may be null, whether the
 * database fills it when an insert leaves it out, and for a text column limited by a `check`, the
 * values it allows. The Kysely table types are derived from these declarations (db/schema.ts), and
 * a test holds them against the migrated database (test/db/schema-matches-database.test.ts), so a
 * column added by a migration and forgotten here, or declared here and never migrated, fails CI.
 */
export type SqlType =
  | 'uuid'
  | 'text'
  | 'bool'
  | 'int2'
  | 'int4'
  | 'int8'
  | 'float8'
  | 'date'
  | 'timestamptz'
  | 'jsonb'
  | 'bytea';

/**
 * `Read` is what a select gives, `Write` what an insert or update takes. The type parameters are
 * carried only for the compiler; `nullable` and `defaulted` are both a runtime fact and a type.
 */
export interface Column<Read, Write, Nullable extends boolean, Defaulted extends boolean> {
  readonly sqlType: SqlType;
  readonly nullable: Nullable;
  readonly defaulted: Defaulted;
  /** The values a `check (column in (...))` allows; absent for a column without one. */
  readonly values?: readonly string[];
  /** May be null. */
  nullableToo(): Column<Read, Write, true, Defaulted>;
  /** The database fills it when an insert leaves it out (a `default` or an identity). */
  withDefault(): Column<Read, Write, Nullable, true>;
  /** Phantom: never set; it only carries the types. */
  readonly types?: { read: Read; write: Write };
}

/** Any column, whatever its types: what a table's declaration is made of. */
export type AnyColumn = Column<unknown, unknown, boolean, boolean>;

function column<Read, Write = Read>(
  sqlType: SqlType,
  values?: readonly string[],
): Column<Read, Write, false, false> {
  const make = <N extends boolean, D extends boolean>(
    nullable: N,
    defaulted: D,
  ): Column<Read, Write, N, D> => ({
    sqlType,
    nullable,
    defaulted,
    ...(values ? { values } : {}),
    nullableToo: () => make(true, defaulted),
    withDefault: () => make(nullable, true),
  });
  return make(false, false);
}

/** The kinds of column the migrations use, each read the way db/type-parsers.ts reads it on both drivers. */
export const columns = {
  uuid: () => column<string>('uuid'),
  text: <T extends string = string>() => column<T>('text'),
  /** A text column with a `check (... in (...))`: the list is the one the code uses. */
  oneOf: <const L extends readonly string[]>(values: L) => column<L[number]>('text', values),
  bool: () => column<boolean>('bool'),
  int2: () => column<number>('int2'),
  int4: () => column<number>('int4'),
  /** Counters and versions: a number (they never reach 2^53; see type-parsers.ts). */
  int8: () => column<number>('int8'),
  float8: () => column<number>('float8'),
  /** YYYY-MM-DD: the date type is read as text on both drivers. */
  date: () => column<string>('date'),
  /** Read as a Date; written as a Date or an ISO string. */
  timestamp: () => column<Date, Date | string>('timestamptz'),
  /** Read as parsed JSON, written as JSON text (pg would turn a JS array into a SQL array). */
  json: <T>() => column<T, string>('jsonb'),
  bytes: () => column<Uint8Array>('bytea'),
};

type Nullish<T, N extends boolean> = N extends true ? T | null : T;

/** The Kysely type of one declared column. */
export type ColumnOf<C> =
  C extends Column<infer Read, infer Write, infer N, infer D>
    ? ColumnType<
        Nullish<Read, N>,
        Nullish<Write, N> | (D extends true ? undefined : never),
        Nullish<Write, N>
      >
    : never;

/** The Kysely type of one declared table. */
export type TableOf<T extends Record<string, AnyColumn>> = { [K in keyof T]: ColumnOf<T[K]> };

import { describe, expect, it } from 'vitest';
import { RETENTION_RULES, TOMBSTONE_TABLES } from '../../src/db/retention-rules';
import { TABLES } from '../../src/db/tables';

/**
 * The compiler makes every table state how long its rows live (db/retention-rules.ts); this holds
 * the rules against the columns: a synced table that deletes by tombstone is purged as one, and
 * only such a table is.
 */
describe('retention rules', () => {
  it('purge the tombstones of every synced table that keeps them, and of no other table', () => {
    const synced = Object.entries(TABLES)
      .filter(([, columns]) => 'scope_id' in columns && 'deleted_at' in columns && 'version' in columns)
      .map(([table]) => table);
    expect([...TOMBSTONE_TABLES].sort()).toEqual(synced.sort());
  });

  it('purge entries before the habits they belong to, which would take them uncounted', () => {
    expect(TOMBSTONE_TABLES.indexOf('entries')).toBeLessThan(TOMBSTONE_TABLES.indexOf('habits'));
  });

  it('name a table only if it exists', () => {
    expect(Object.keys(RETENTION_RULES).sort()).toEqual(Object.keys(TABLES).sort());
  });
});

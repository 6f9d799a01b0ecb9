import type { LayoutRecord } from '@habitat/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Executor } from './executor';
import { type Stamp, toLayoutRecord } from './personal-records';

export function createLayoutRepository(db: Kysely<Database>) {
  return {
    async find(userId: string, key: string, trx: Executor = db): Promise<LayoutRecord | undefined> {
      const row = await trx
        .selectFrom('layouts')
        .selectAll()
        .where('user_id', '=', userId)
        .where('key', '=', key)
        .executeTakeFirst();
      return row && toLayoutRecord(row);
    },

    async touch(userId: string, key: string, stamp: Stamp, trx: Executor = db): Promise<void> {
      await trx
        .updateTable('layouts')
        .set({ version: stamp.version })
        .where('user_id', '=', userId)
        .where('key', '=', key)
        .execute();
    },

    async save(layout: LayoutRecord, stamp: Stamp, trx: Executor = db): Promise<void> {
      const values = {
        layouts: JSON.stringify(layout.layouts),
        widgets: JSON.stringify(layout.widgets),
        filters: JSON.stringify(layout.filters),
        field_hlcs: JSON.stringify(layout.fieldHlcs),
        updated_at: layout.updatedAt,
        version: stamp.version,
      };
      await trx
        .insertInto('layouts')
        .values({ user_id: stamp.userId, key: layout.key, scope_id: stamp.scopeId, ...values })
        .onConflict((oc) => oc.columns(['user_id', 'key']).doUpdateSet(values))
        .execute();
    },
  };
}

export type LayoutRepository = ReturnType<typeof createLayoutRepository>;

import type { RoutineRecord } from '@habitat/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Executor } from './executor';
import { type Stamp, toRoutineRecord } from './personal-records';

/** A person's routines (issue 30), keyed by their owner and id. */
export function createRoutineRepository(db: Kysely<Database>) {
  return {
    async find(userId: string, id: string, trx: Executor = db): Promise<RoutineRecord | undefined> {
      const row = await trx
        .selectFrom('routines')
        .selectAll()
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return row && toRoutineRecord(row);
    },

    /** How many routines a person keeps, deleted ones not counted. */
    async countLive(userId: string, trx: Executor = db): Promise<number> {
      const row = await trx
        .selectFrom('routines')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('user_id', '=', userId)
        .where('deleted_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** A person's live routines, in no particular order (the list's order is the domain's). */
    async listLive(userId: string, trx: Executor = db): Promise<RoutineRecord[]> {
      const rows = await trx
        .selectFrom('routines')
        .selectAll()
        .where('user_id', '=', userId)
        .where('deleted_at', 'is', null)
        .execute();
      return rows.map(toRoutineRecord);
    },

    /** Re-stamps a row a write left unchanged, so every device pulls the server's copy again. */
    async touch(userId: string, id: string, stamp: Stamp, trx: Executor = db): Promise<void> {
      await trx
        .updateTable('routines')
        .set({ version: stamp.version })
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .execute();
    },

    async save(routine: RoutineRecord, stamp: Stamp, trx: Executor = db): Promise<void> {
      const values = {
        name: routine.name,
        rule: JSON.stringify(routine.rule),
        list_order: routine.listOrder,
        field_hlcs: JSON.stringify(routine.fieldHlcs),
        updated_at: routine.updatedAt,
        deleted_at: routine.deletedAt,
        version: stamp.version,
      };
      await trx
        .insertInto('routines')
        .values({
          user_id: stamp.userId,
          id: routine.id,
          scope_id: stamp.scopeId,
          created_at: routine.createdAt,
          ...values,
        })
        .onConflict((oc) => oc.columns(['user_id', 'id']).doUpdateSet(values))
        .execute();
    },
  };
}

export type RoutineRepository = ReturnType<typeof createRoutineRepository>;

import type { Executor } from './executor';

/**
 * Aliases of habits: a group habit adopted a second time, offline on another device, stands for
 * the person's first adoption (see adoptAgain in mutators).
 */

/** The person's aliases, alias id → the habit it stands for. */
export async function aliasesOf(db: Executor, userId: string): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('habit_aliases')
    .select(['alias_id', 'habit_id'])
    .where('user_id', '=', userId)
    .execute();
  return new Map(rows.map((row) => [row.alias_id, row.habit_id]));
}

export async function addAlias(db: Executor, alias: { aliasId: string; habitId: string; userId: string }) {
  await db
    .insertInto('habit_aliases')
    .values({ alias_id: alias.aliasId, habit_id: alias.habitId, user_id: alias.userId })
    .onConflict((oc) => oc.column('alias_id').doNothing())
    .execute();
}

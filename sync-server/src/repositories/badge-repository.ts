import type { BadgeId } from '@habitat/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Executor } from './executor';

/** Badges are earned once; awarding one already held does nothing. */
export function createBadgeRepository(db: Kysely<Database>) {
  return {
    /** Awards the badges and returns the ones that are new. */
    async award(trx: Executor, userId: string, badges: readonly BadgeId[]): Promise<BadgeId[]> {
      if (badges.length === 0) return [];
      const rows = await trx
        .insertInto('user_badges')
        .values(badges.map((badge) => ({ user_id: userId, badge, earned_at: new Date() })))
        .onConflict((oc) => oc.columns(['user_id', 'badge']).doNothing())
        .returning('badge')
        .execute();
      return rows.map((row) => row.badge as BadgeId);
    },

    list(userId: string, trx: Executor = db) {
      return trx
        .selectFrom('user_badges')
        .select(['badge', 'earned_at'])
        .where('user_id', '=', userId)
        .orderBy('earned_at')
        .execute();
    },
  };
}

export type BadgeRepository = ReturnType<typeof createBadgeRepository>;

import type { BadgeId } from '@habitat/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Executor } from './executor';

/** Badges are earned once; awarding one already held does nothing. */
export function createBadgeRepository(db: Kysely<Database>) {
  return {
    /** Awards the badges and returns the ones that are new. */
    async award(userId: string, badges: readonly BadgeId[], trx: Executor = db): Promise<BadgeId[]> {
      if (badges.length === 0) return [];
      const rows = await trx
        .insertInto('user_badges')
        .values(badges.map((badge) => ({ user_id: userId, badge, earned_at: new Date() })))
        .onConflict((oc) => oc.columns(['user_id', 'badge']).doNothing())
        .returning('badge')
        .execute();
      return rows.map((row) => row.badge as BadgeId);
    },
  };
}

export type BadgeRepository = ReturnType<typeof createBadgeRepository>;

import type { PreferencesRecord } from '@habitat/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Executor } from './executor';
import { type Stamp, toPreferencesRecord } from './personal-records';

export function createPreferencesRepository(db: Kysely<Database>) {
  return {
    async find(userId: string, trx: Executor = db): Promise<PreferencesRecord | undefined> {
      const row = await trx
        .selectFrom('preferences')
        .selectAll()
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row && toPreferencesRecord(row);
    },

    async touch(stamp: Stamp, trx: Executor = db): Promise<void> {
      await trx
        .updateTable('preferences')
        .set({ version: stamp.version })
        .where('user_id', '=', stamp.userId)
        .execute();
    },

    async save(preferences: PreferencesRecord, stamp: Stamp, trx: Executor = db): Promise<void> {
      await trx
        .updateTable('preferences')
        .set({
          theme: preferences.theme,
          timezone: preferences.timezone,
          week_starts_on: preferences.weekStartsOn,
          email_notifications: preferences.emailNotifications,
          day_starts_at: preferences.dayStartsAt,
          push_encouragements: preferences.pushEncouragements,
          push_group_events: preferences.pushGroupEvents,
          reminder_summary_at: preferences.reminderSummaryAt,
          field_hlcs: JSON.stringify(preferences.fieldHlcs),
          updated_at: preferences.updatedAt,
          version: stamp.version,
        })
        .where('user_id', '=', stamp.userId)
        .execute();
    },
  };
}

export type PreferencesRepository = ReturnType<typeof createPreferencesRepository>;

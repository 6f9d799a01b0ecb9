import {
  BADGES,
  type BadgeId,
  checkInBadges,
  type EntryRecord,
  type HabitRecord,
  isLimit,
} from '@habitat/domain';
import type { BadgeRepository } from '../repositories/badge-repository';
import type { Executor } from '../repositories/executor';
import type { HabitStreakRepository } from '../repositories/habit-streak-repository';
import type { SyncRepository } from '../repositories/sync-repository';
import type { GroupAnnouncements } from './group-announcements';
import type { Notifier } from './notifier';

export interface GroupEffectsDeps {
  habitStreaks: HabitStreakRepository;
  notifications: Notifier;
  badges: BadgeRepository;
  sync: SyncRepository;
  /** What the group hears of a write (group-announcements.ts). */
  announcements: GroupAnnouncements;
}

/**
 * What a write means for the groups around it: the activity rows, the notifications for the members
 * concerned, badges, and the stored streak numbers. It runs inside the write's own transaction, so
 * a check-in and its announcement commit (or roll back) together, and the pokes it sends reach
 * devices only once they have. The streak numbers and badges are kept here; who hears of what is
 * group-announcements.ts.
 */
export function createGroupEffects(deps: GroupEffectsDeps) {
  const { habitStreaks: streaks, notifications, badges, sync, announcements } = deps;

  async function award(trx: Executor, userId: string, ids: readonly BadgeId[]): Promise<void> {
    const earned = await badges.award(userId, ids, trx);
    await notifications.add(
      trx,
      earned.map((badge) => ({
        userId,
        type: 'badge_earned' as const,
        data: { badge, badgeTitle: BADGES[badge].title },
      })),
    );
  }

  function done(entry: EntryRecord | undefined): boolean {
    return entry?.completed === true && !entry.skipped;
  }

  return {
    /**
     * Whenever one of a habit's entries changed: numbers, badges, and the group's activity. `at` is
     * the write's time: a check-in for a day before its member's today is a past day logged late,
     * which folds into one item per habit instead of reading as news of today.
     */
    async afterEntrySet(
      trx: Executor,
      ownerId: string,
      habit: HabitRecord,
      before: EntryRecord | undefined,
      after: EntryRecord,
      at: number,
    ): Promise<void> {
      const wasDone = done(before);
      const isDone = done(after);
      // Only a day turning done, not done or skipped moves a streak; an amount logged does not.
      if (wasDone === isDone && (before?.skipped ?? false) === after.skipped) return;
      const change = await streaks.refresh(habit.id, trx);
      // A limit's check-in is a coffee counted, not a day done: nothing to announce or award.
      if (wasDone === isDone || isLimit(habit)) return;
      const { date } = after;

      if (!isDone) {
        await announcements.checkInUndone(trx, ownerId, habit, date);
        return;
      }

      await award(trx, ownerId, checkInBadges(change.after.lastDone === date ? change.after.length : 0));
      await announcements.checkIn(trx, ownerId, habit, change, date, at);
    },

    /** Habits' streak numbers, recomputed from their entries (part of a bulk write; no badges). */
    async refreshStreaks(trx: Executor, habitIds: readonly string[]): Promise<void> {
      await streaks.refreshMany(habitIds, trx);
    },

    /**
     * Check-ins written in bulk (an import) for some habits: their streak numbers are recomputed
     * once, together, and badges awarded for where each streak stands. Imported days are history,
     * not news: nothing is announced to a group.
     */
    async afterBulkEntries(trx: Executor, ownerId: string, habitIds: readonly string[]): Promise<void> {
      const changes = await streaks.refreshMany(habitIds, trx);
      const earned = new Set<BadgeId>();
      for (const { after, limit } of changes.values()) {
        if (after.lastDone && !limit) for (const badge of checkInBadges(after.length)) earned.add(badge);
      }
      if (earned.size > 0) await award(trx, ownerId, [...earned]);
    },

    /**
     * A batch of personal habits' check-ins (a push's run of them): their streak numbers are
     * recomputed once, together, and badges go by afterEntrySet's rule for a check-in: earned by a
     * day turned done, counting the streak when that day is the streak's last done day.
     * `turnedDone` holds, by habit, the days the batch turned done.
     */
    async afterEntries(
      trx: Executor,
      ownerId: string,
      turnedDone: ReadonlyMap<string, ReadonlySet<string>>,
    ): Promise<void> {
      const changes = await streaks.refreshMany([...turnedDone.keys()], trx);
      const earned = new Set<BadgeId>();
      for (const [habitId, days] of turnedDone) {
        const change = changes.get(habitId);
        if (!change || change.limit || days.size === 0) continue;
        const last = change.after.lastDone;
        for (const badge of checkInBadges(last && days.has(last) ? change.after.length : 0))
          earned.add(badge);
      }
      if (earned.size > 0) await award(trx, ownerId, [...earned]);
    },

    /** A habit's schedule changed: its streak is counted over other days now. */
    async afterScheduleChange(trx: Executor, habitId: string): Promise<void> {
      await streaks.refresh(habitId, trx);
    },

    /** A member adopted one of the group's habits. */
    async afterAdoption(trx: Executor, ownerId: string, habit: HabitRecord): Promise<void> {
      await announcements.adoption(trx, ownerId, habit);
    },

    /** Someone became a member (accepting an invitation, or creating the group). */
    async memberJoined(trx: Executor, groupId: string, userId: string, announce: boolean): Promise<void> {
      await award(trx, userId, ['first-group']);
      await sync.notifyUser(userId, trx);
      if (!announce) return;
      await announcements.memberJoined(trx, groupId, userId);
    },

    /** An admin added or removed one of the group's habits: only the group hears of it. */
    groupHabitChanged: announcements.groupHabitChanged,
  };
}

export type GroupEffects = ReturnType<typeof createGroupEffects>;

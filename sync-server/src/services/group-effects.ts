import {
  type ActivityType,
  BADGES,
  type BadgeId,
  checkInBadges,
  type DateKey,
  type EntryRecord,
  figuresStartDay,
  type HabitRecord,
  levelsRevealing,
  reachedMilestone,
  revealed,
  type StreakState,
  streakSince,
} from '@habitat/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { createActivityRepository } from '../repositories/activity-repository';
import { createBadgeRepository } from '../repositories/badge-repository';
import type { Executor } from '../repositories/executor';
import { groupAudience } from '../repositories/group-audience-repository';
import { createHabitStreakRepository } from '../repositories/habit-streak-repository';
import { createNotificationRepository, foldKeys } from '../repositories/notification-repository';
import { notifyUser } from '../repositories/sync-repository';

/**
 * What a write means for the groups around it: the activity rows, the notifications for the members
 * concerned, badges, and the stored streak figures. It runs inside the write's own transaction, so
 * a check-in and its announcement commit (or roll back) together, and the pokes it sends reach
 * devices only once they have.
 *
 * Who hears of what (decided in docs/decisions.md): a check-in or a milestone reaches the group's
 * owners and admins and the members who adopted the same group habit; an adoption reaches the
 * owners and admins; a new member reaches everyone. Nothing is announced of a habit its owner keeps
 * private, keeps out of the activity feed, or of a member who does not share their dashboard.
 */
export function createGroupEffects(db: Kysely<Database>) {
  const streaks = createHabitStreakRepository(db);
  const activity = createActivityRepository(db);
  const notifications = createNotificationRepository(db);
  const badges = createBadgeRepository(db);

  const { nameOf, pokeMembers, recipients } = groupAudience;

  /** Whether the group may hear of this habit at all. */
  async function announces(trx: Executor, ownerId: string, habit: HabitRecord): Promise<boolean> {
    if (!habit.workspaceId || habit.deletedAt) return false;
    const settings = habit.workspaceSettings;
    if (!levelsRevealing('anything').includes(settings.shareProgress) || !settings.shareInActivity)
      return false;
    return groupAudience.sharesDashboard(trx, habit.workspaceId, ownerId);
  }

  async function award(trx: Executor, userId: string, ids: readonly BadgeId[]): Promise<void> {
    const earned = await badges.award(trx, userId, ids);
    await notifications.add(
      trx,
      earned.map((badge) => ({
        userId,
        type: 'badge_earned' as const,
        data: { badge, badgeTitle: BADGES[badge].title },
      })),
    );
  }

  /**
   * A check-in's streak before and after it, as the group counts them: cut at the day the group's
   * figures start (domain streakSince). The day itself was not done before the check-in.
   */
  async function groupStreaks(
    trx: Executor,
    habit: HabitRecord,
    change: { before: StreakState; after: StreakState },
    start: DateKey,
    date: DateKey,
  ): Promise<{ before: StreakState; after: StreakState }> {
    const cut = async (state: StreakState, uncount: boolean): Promise<StreakState> => {
      if (!state.lastDone || state.lastDone < start) return { ...state, length: 0 };
      const counted = await groupAudience.doneBetween(trx, habit, start, state.lastDone);
      const withoutThisDay = uncount && date <= state.lastDone ? counted - 1 : counted;
      return { ...state, length: streakSince(state.length, withoutThisDay) };
    };
    return { before: await cut(change.before, true), after: await cut(change.after, false) };
  }

  function done(entry: EntryRecord | undefined): boolean {
    return entry?.completed === true && !entry.skipped;
  }

  return {
    /**
     * Whenever one of a habit's entries changed: figures, badges, and the group's activity. `at` is
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
      if (wasDone === isDone) return;
      const { date } = after;

      if (!isDone) {
        if (!habit.workspaceId) return;
        await activity.retractCheckIn(trx, habit.id, date);
        await notifications.retractCheckIn(trx, {
          actorId: ownerId,
          workspaceId: habit.workspaceId,
          habitId: habit.id,
          date,
        });
        await pokeMembers(trx, habit.workspaceId);
        return;
      }

      await award(trx, ownerId, checkInBadges(change.after.lastDone === date ? change.after.length : 0));
      if (!habit.workspaceId || !(await announces(trx, ownerId, habit))) return;

      const workspaceId = habit.workspaceId;
      const dayOf = await groupAudience.calendarOf(trx, ownerId);
      const today = dayOf(at);
      // The group's figures of an adopted habit start on its adoption day (domain group-figures.ts), so
      // the streak the group hears of is cut there, as the board shows it. Days logged from before it
      // are still told, folded, as what the member did: they only do not count.
      const start = figuresStartDay({
        adopted: true,
        createdDay: dayOf(Date.parse(habit.createdAt)),
        firstEntryDay: null,
      });
      const run = await groupStreaks(trx, habit, change, start, date);
      const streakCount = run.after.lastDone === date ? run.after.length : 0;
      const memberName = await nameOf(trx, ownerId);
      // Streaks reach the group only where the habit shows them (the feed hides them the same way).
      const showsStreaks = revealed(habit.workspaceSettings.shareProgress).streaks;
      const milestone = reachedMilestone(run.before, run.after, date);
      const audience = await recipients(
        trx,
        workspaceId,
        ownerId,
        'managers-and-co-adopters',
        habit.groupHabitId,
      );
      const about = { workspaceId, actorId: ownerId };
      const habitRef = { id: habit.id, name: habit.name };

      if (date < today) {
        const news = await activity.recordPastDay(trx, {
          workspaceId,
          userId: ownerId,
          habitId: habit.id,
          habitName: habit.name,
          date,
        });
        if (news) {
          await notifications.fold(
            trx,
            {
              ...about,
              type: 'habit_backfilled',
              habitId: habit.id,
              groupKey: foldKeys.pastDays(ownerId, habit.id),
              data: { habitName: habit.name, memberName, habits: [habitRef], dates: [date] },
            },
            audience,
          );
        }
      } else {
        // A day ahead of the member's today (a clock running fast) is named, never passed off as today.
        const onDate = date === today ? {} : { onDate: date };
        const data = { habitName: habit.name, streakCount, ...onDate };
        const fresh = await activity.record(trx, {
          workspaceId,
          userId: ownerId,
          type: 'habit_completed',
          habitId: habit.id,
          entryDate: date,
          data,
        });
        if (fresh) {
          await notifications.fold(
            trx,
            {
              ...about,
              type: 'habit_completed',
              groupKey: foldKeys.day(ownerId, workspaceId, date),
              data: { habitName: habit.name, memberName, habits: [habitRef], dates: [date], ...onDate },
            },
            audience,
          );
        }
      }

      if (milestone) {
        const data = { habitName: habit.name, streakCount: milestone };
        const fresh = await activity.record(trx, {
          workspaceId,
          userId: ownerId,
          type: 'streak_milestone',
          habitId: habit.id,
          entryDate: date,
          data,
        });
        if (fresh && showsStreaks) {
          await notifications.add(
            trx,
            audience.map((recipient) => ({
              ...about,
              userId: recipient,
              type: 'streak_milestone' as const,
              habitId: habit.id,
              entryDate: date,
              data: { ...data, memberName },
            })),
          );
        }
      }
      await pokeMembers(trx, workspaceId);
    },

    /** Habits' streak figures, recomputed from their entries (part of a bulk write; no badges). */
    async refreshStreaks(trx: Executor, habitIds: readonly string[]): Promise<void> {
      await streaks.refreshMany(habitIds, trx);
    },

    /**
     * Check-ins written in bulk (an import) for some habits: their streak figures are recomputed
     * once, together, and badges awarded for where each streak stands. Imported days are history,
     * not news: nothing is announced to a group.
     */
    async afterBulkEntries(trx: Executor, ownerId: string, habitIds: readonly string[]): Promise<void> {
      const changes = await streaks.refreshMany(habitIds, trx);
      const earned = new Set<BadgeId>();
      for (const { after } of changes.values()) {
        if (after.lastDone) for (const badge of checkInBadges(after.length)) earned.add(badge);
      }
      if (earned.size > 0) await award(trx, ownerId, [...earned]);
    },

    /**
     * A batch of personal habits' check-ins (a push's run of them): their streak figures are
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
        if (!change || days.size === 0) continue;
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
      if (!habit.workspaceId || !(await announces(trx, ownerId, habit))) return;
      const workspaceId = habit.workspaceId;
      const data = { habitName: habit.name };
      await activity.record(trx, {
        workspaceId,
        userId: ownerId,
        type: 'habit_adopted',
        habitId: habit.id,
        data,
      });
      const memberName = await nameOf(trx, ownerId);
      const audience = await recipients(trx, workspaceId, ownerId, 'managers', null);
      await notifications.add(
        trx,
        audience.map((recipient) => ({
          userId: recipient,
          type: 'habit_adopted' as const,
          workspaceId,
          actorId: ownerId,
          data: { ...data, memberName },
        })),
      );
      await pokeMembers(trx, workspaceId);
    },

    /** Someone became a member (accepting an invitation, or creating the group). */
    async memberJoined(trx: Executor, workspaceId: string, userId: string, announce: boolean): Promise<void> {
      await award(trx, userId, ['first-group']);
      await notifyUser(trx, userId);
      if (!announce) return;
      await activity.record(trx, { workspaceId, userId, type: 'member_joined', data: {} });
      const memberName = await nameOf(trx, userId);
      const audience = await recipients(trx, workspaceId, userId, 'everyone', null);
      await notifications.add(
        trx,
        audience.map((recipient) => ({
          userId: recipient,
          type: 'member_joined' as const,
          workspaceId,
          actorId: userId,
          data: { memberName },
        })),
      );
      await pokeMembers(trx, workspaceId);
    },

    /** An admin added or removed one of the group's habits. */
    async groupHabitChanged(
      trx: Executor,
      workspaceId: string,
      userId: string,
      type: Extract<ActivityType, 'habit_created' | 'habit_deleted'>,
      habitName: string,
    ): Promise<void> {
      await activity.record(trx, { workspaceId, userId, type, data: { habitName } });
      await pokeMembers(trx, workspaceId);
    },
  };
}

export type GroupEffects = ReturnType<typeof createGroupEffects>;

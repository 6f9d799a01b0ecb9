import {
  type ActivityType,
  type DateKey,
  figuresStartDay,
  type HabitRecord,
  isDueOn,
  levelsRevealing,
  reachedMilestone,
  revealed,
  type StreakState,
  streakSince,
} from '@habitat/domain';
import type { ActivityRepository } from '../repositories/activity-repository';
import type { Executor } from '../repositories/executor';
import type { GroupAudienceRepository } from '../repositories/group-audience-repository';
import { foldKeys } from '../repositories/notification-repository';
import type { Notifier } from './notifier';

export interface GroupAnnouncementsDeps {
  activity: ActivityRepository;
  audience: GroupAudienceRepository;
  notifications: Notifier;
}

/**
 * What a group hears of a write: its activity rows, the notifications for the members concerned,
 * and the pokes that tell their devices. Part of the group effects (group-effects.ts), so it runs
 * inside the write's own transaction.
 *
 * Who hears of what (decided in docs/decisions.md): a check-in or a milestone reaches the group's
 * owners and admins and the members who adopted the same group habit; an adoption reaches the
 * owners and admins; a new member reaches everyone. Nothing is announced of a habit its owner keeps
 * private, keeps out of the activity feed, or of a member who does not share their dashboard.
 */
export function createGroupAnnouncements({
  activity,
  audience: groupAudience,
  notifications,
}: GroupAnnouncementsDeps) {
  const { nameOf, pokeMembers, recipients } = groupAudience;

  /** Whether the group may hear of this habit at all. */
  async function announces(trx: Executor, ownerId: string, habit: HabitRecord): Promise<boolean> {
    if (!habit.workspaceId || habit.deletedAt) return false;
    const settings = habit.workspaceSettings;
    if (!levelsRevealing('anything').includes(settings.shareProgress) || !settings.shareInActivity)
      return false;
    return groupAudience.sharesDashboard(habit.workspaceId, ownerId, trx);
  }

  /**
   * A check-in's streak before and after it, as the group counts them: cut at the day the group's
   * numbers start (domain streakSince). The day itself was not done before the check-in.
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
      const counted = await groupAudience.doneBetween(habit, start, state.lastDone, trx);
      // The day itself is among those counted only if it is due: a paused day logged late is not.
      const withoutThisDay =
        uncount && date <= state.lastDone && isDueOn(habit, date) ? counted - 1 : counted;
      return { ...state, length: streakSince(state.length, withoutThisDay) };
    };
    return { before: await cut(change.before, true), after: await cut(change.after, false) };
  }

  return {
    /** A day turned from done to not done: its check-in is taken back from the group. */
    async checkInUndone(trx: Executor, ownerId: string, habit: HabitRecord, date: DateKey): Promise<void> {
      if (!habit.workspaceId) return;
      await activity.retractCheckIn(habit.id, date, trx);
      await notifications.retractCheckIn(trx, {
        actorId: ownerId,
        workspaceId: habit.workspaceId,
        habitId: habit.id,
        date,
      });
      await pokeMembers(habit.workspaceId, trx);
    },

    /**
     * A day turned done, with the habit's streak before and after (`change`); `at` is the write's
     * time (see GroupEffects.afterEntrySet).
     */
    async checkIn(
      trx: Executor,
      ownerId: string,
      habit: HabitRecord,
      change: { before: StreakState; after: StreakState },
      date: DateKey,
      at: number,
    ): Promise<void> {
      if (!habit.workspaceId || !(await announces(trx, ownerId, habit))) return;
      const groupId = habit.workspaceId;
      const dayOf = await groupAudience.calendarOf(ownerId, trx);
      const today = dayOf(at);
      // The group's numbers of an adopted habit start on its adoption day (domain group-figures.ts), so
      // the streak the group hears of is cut there, as the board shows it. Days logged from before it
      // are still announced, folded, as what the member did: they only do not count.
      const start = figuresStartDay({
        adopted: true,
        createdDay: dayOf(Date.parse(habit.createdAt)),
        firstEntryDay: null,
      });
      const run = await groupStreaks(trx, habit, change, start, date);
      const streakCount = run.after.lastDone === date ? run.after.length : 0;
      const memberName = await nameOf(ownerId, trx);
      // Streaks reach the group only where the habit shows them (the feed hides them the same way).
      const showsStreaks = revealed(habit.workspaceSettings.shareProgress).streaks;
      const milestone = reachedMilestone(run.before, run.after, date);
      const audience = await recipients(
        groupId,
        ownerId,
        'managers-and-co-adopters',
        habit.groupHabitId,
        trx,
      );
      const about = { workspaceId: groupId, actorId: ownerId };
      const habitRef = { id: habit.id, name: habit.name };

      if (date < today) {
        const news = await activity.recordPastDay(
          { workspaceId: groupId, userId: ownerId, habitId: habit.id, habitName: habit.name, date },
          trx,
        );
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
        const fresh = await activity.record(
          {
            workspaceId: groupId,
            userId: ownerId,
            type: 'habit_completed',
            habitId: habit.id,
            entryDate: date,
            data,
          },
          trx,
        );
        if (fresh) {
          await notifications.fold(
            trx,
            {
              ...about,
              type: 'habit_completed',
              groupKey: foldKeys.day(ownerId, groupId, date),
              data: { habitName: habit.name, memberName, habits: [habitRef], dates: [date], ...onDate },
            },
            audience,
          );
        }
      }

      if (milestone) {
        const data = { habitName: habit.name, streakCount: milestone };
        const fresh = await activity.record(
          {
            workspaceId: groupId,
            userId: ownerId,
            type: 'streak_milestone',
            habitId: habit.id,
            entryDate: date,
            data,
          },
          trx,
        );
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
      await pokeMembers(groupId, trx);
    },

    /** A member adopted one of the group's habits. */
    async adoption(trx: Executor, ownerId: string, habit: HabitRecord): Promise<void> {
      if (!habit.workspaceId || !(await announces(trx, ownerId, habit))) return;
      const groupId = habit.workspaceId;
      const data = { habitName: habit.name };
      await activity.record(
        { workspaceId: groupId, userId: ownerId, type: 'habit_adopted', habitId: habit.id, data },
        trx,
      );
      const memberName = await nameOf(ownerId, trx);
      const audience = await recipients(groupId, ownerId, 'managers', null, trx);
      await notifications.add(
        trx,
        audience.map((recipient) => ({
          userId: recipient,
          type: 'habit_adopted' as const,
          workspaceId: groupId,
          actorId: ownerId,
          data: { ...data, memberName },
        })),
      );
      await pokeMembers(groupId, trx);
    },

    /** Someone became a member, and the group hears of it. */
    async memberJoined(trx: Executor, groupId: string, userId: string): Promise<void> {
      await activity.record({ workspaceId: groupId, userId, type: 'member_joined', data: {} }, trx);
      const memberName = await nameOf(userId, trx);
      const audience = await recipients(groupId, userId, 'everyone', null, trx);
      await notifications.add(
        trx,
        audience.map((recipient) => ({
          userId: recipient,
          type: 'member_joined' as const,
          workspaceId: groupId,
          actorId: userId,
          data: { memberName },
        })),
      );
      await pokeMembers(groupId, trx);
    },

    /** An admin added or removed one of the group's habits. */
    async groupHabitChanged(
      trx: Executor,
      groupId: string,
      userId: string,
      type: Extract<ActivityType, 'habit_created' | 'habit_deleted'>,
      habitName: string,
    ): Promise<void> {
      await activity.record({ workspaceId: groupId, userId, type, data: { habitName } }, trx);
      await pokeMembers(groupId, trx);
    },
  };
}

export type GroupAnnouncements = ReturnType<typeof createGroupAnnouncements>;

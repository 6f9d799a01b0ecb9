import {
  type ActivityType,
  BADGES,
  type BadgeId,
  checkInBadges,
  type EntryRecord,
  type HabitRecord,
  levelsRevealing,
  reachedMilestone,
  revealed,
} from '@habitat/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { createActivityRepository } from '../repositories/activity-repository';
import { createBadgeRepository } from '../repositories/badge-repository';
import type { Executor } from '../repositories/executor';
import { groupAudience } from '../repositories/group-audience-repository';
import { createHabitStreakRepository } from '../repositories/habit-streak-repository';
import { createNotificationRepository, type NewNotification } from '../repositories/notification-repository';
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

  function done(entry: EntryRecord | undefined): boolean {
    return entry?.completed === true && !entry.skipped;
  }

  return {
    /** Whenever one of a habit's entries changed: figures, badges, and the group's activity. */
    async afterEntrySet(
      trx: Executor,
      ownerId: string,
      habit: HabitRecord,
      before: EntryRecord | undefined,
      after: EntryRecord,
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
        await notifications.retractUnread(trx, habit.id, date);
        await pokeMembers(trx, habit.workspaceId);
        return;
      }

      const streakCount = change.after.lastDone === date ? change.after.length : 0;
      await award(trx, ownerId, checkInBadges(streakCount));
      if (!habit.workspaceId || !(await announces(trx, ownerId, habit))) return;

      const workspaceId = habit.workspaceId;
      const memberName = await nameOf(trx, ownerId);
      // Streaks reach the group only where the habit shows them (the feed hides them the same way).
      const showsStreaks = revealed(habit.workspaceSettings.shareProgress).streaks;
      const milestone = reachedMilestone(change.before, change.after, date);
      const events: { type: 'habit_completed' | 'streak_milestone'; streakCount: number }[] = [
        { type: 'habit_completed', streakCount },
        ...(milestone ? [{ type: 'streak_milestone' as const, streakCount: milestone }] : []),
      ];
      const audience = await recipients(
        trx,
        workspaceId,
        ownerId,
        'managers-and-co-adopters',
        habit.groupHabitId,
      );
      const notices: NewNotification[] = [];
      for (const event of events) {
        const data = { habitName: habit.name, streakCount: event.streakCount };
        const fresh = await activity.record(trx, {
          workspaceId,
          userId: ownerId,
          type: event.type,
          habitId: habit.id,
          entryDate: date,
          data,
        });
        if (!fresh || (event.type === 'streak_milestone' && !showsStreaks)) continue;
        for (const recipient of audience) {
          notices.push({
            userId: recipient,
            type: event.type,
            workspaceId,
            actorId: ownerId,
            habitId: habit.id,
            entryDate: date,
            data: showsStreaks ? { ...data, memberName } : { habitName: habit.name, memberName },
          });
        }
      }
      await notifications.add(trx, notices);
      await pokeMembers(trx, workspaceId);
    },

    /**
     * Check-ins written in bulk (an import) for one habit: its streak figures are recomputed once
     * and its badges awarded for where the streak stands. Imported days are history, not news:
     * nothing is announced to a group.
     */
    async afterBulkEntries(trx: Executor, ownerId: string, habitId: string): Promise<void> {
      const change = await streaks.refresh(habitId, trx);
      if (change.after.lastDone) await award(trx, ownerId, checkInBadges(change.after.length));
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

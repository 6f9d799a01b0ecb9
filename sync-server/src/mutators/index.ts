import {
  applyEntryNote,
  applyEntrySet,
  applyHabitCreate,
  applyHabitDelete,
  applyHabitPause,
  applyHabitUpdate,
  applyLayoutSave,
  applyPreferencesSave,
  applyRoutineDelete,
  applyRoutineSave,
  applyWorkspaceSettings,
  type EntryRecord,
  GROUP_HABIT_MESSAGES,
  type HabitRecord,
  isDateKey,
  type LayoutRecord,
  MutationRejected,
  type PreferencesRecord,
  ROUTINE_LIMITS,
  ROUTINES_LIMIT_MESSAGE,
  type RoutineRecord,
} from '@habitat/domain';
import type { MutationArgs, MutatorMap } from '@habitat/protocol';
import type { EntryRepository } from '../repositories/entry-repository';
import type { GroupHabitRepository } from '../repositories/group-habit-repository';
import type { GroupRepository } from '../repositories/group-repository';
import type { HabitRepository } from '../repositories/habit-repository';
import type { LayoutRepository } from '../repositories/layout-repository';
import type { PreferencesRepository } from '../repositories/preferences-repository';
import type { RoutineRepository } from '../repositories/routine-repository';
import type { GroupEffects } from '../services/group-effects';
import type { MutationContext } from './context';
import { createGroupMutators, type GroupMutatorDeps } from './group-mutators';

/**
 * The one write path (ARCHITECTURE §1): sync push and the REST routes both run these. Each reads the
 * current rows, applies the shared rule from packages/domain, and writes the result stamped with
 * the write's scope version. A rule that refuses (habit deleted, not yours) throws MutationRejected.
 *
 * A write that changes nothing (an older HLC, or one the server pulled back from the future) still
 * re-stamps the rows it aimed at: the device that made it shows its own optimistic version until a
 * pull replaces it, and only a re-stamped row is pulled again.
 */

export type MutatorResult =
  | HabitRecord
  | EntryRecord
  | LayoutRecord
  | PreferencesRecord
  | RoutineRecord
  | null;
/** The same map as the device's local mutators (packages/sync-client), over the server's tables. */
export type Mutators = MutatorMap<MutationContext, MutatorResult>;

/** A limit on what a person keeps (the limit table's caps): past `max`, the write is refused in `message`'s words. */
export interface Cap {
  max: number;
  message: string;
}

export interface MutatorDeps {
  /** Habits a person may keep active at once (limit table, activeHabits). */
  activeHabitCap: Cap;
  habits: HabitRepository;
  entries: EntryRepository;
  workspaces: GroupRepository;
  groupHabits: GroupHabitRepository;
  layouts: LayoutRepository;
  preferences: PreferencesRepository;
  routines: RoutineRepository;
  effects: GroupEffects;
  /** What the group writes a device queues need (issue 31). */
  group: GroupMutatorDeps;
}

export function createMutators({
  activeHabitCap,
  habits,
  entries,
  workspaces: groups,
  groupHabits,
  layouts,
  preferences,
  routines,
  effects,
  group,
}: MutatorDeps): Mutators {
  /** The caller's habit; another user's id reads as not found, never as forbidden. */
  const ownHabit = (ctx: MutationContext, id: string) => habits.find(ctx.stamp.userId, id, ctx.trx);

  const isLive = (habit: HabitRecord | null | undefined) => Boolean(habit?.isActive && !habit.deletedAt);

  /**
   * A write that makes one more habit active (a new one, or one brought back from the archive)
   * is refused at the cap, on every path: REST, sync push, import. The person's scope lock makes
   * the count and the write one step. 'conflict': the account's state, not the write, is the
   * problem, and no retry will help until the person archives a habit.
   */
  async function checkActiveCap(ctx: MutationContext, next: HabitRecord | null, existing?: HabitRecord) {
    if (!isLive(next) || isLive(existing)) return;
    const active = await habits.activeCount(ctx.stamp.userId, ctx.trx);
    if (active >= activeHabitCap.max) throw new MutationRejected(activeHabitCap.message, 'conflict');
  }

  async function saveHabit(ctx: MutationContext, next: HabitRecord | null, existing?: HabitRecord) {
    await checkActiveCap(ctx, next, existing);
    if (next) await habits.save(next, ctx.stamp, ctx.trx);
    else if (existing) await habits.touch(existing.id, ctx.stamp, ctx.trx);
    return next ?? existing ?? null;
  }

  /**
   * A habit that belongs to a group (an adopted group habit) may only be created by a member of
   * that group, from a live habit of that group, once per person (spec §4: an adopted habit cannot
   * be adopted again). The caller's scope lock makes the check and the write one step. Answers the
   * person's live adoption of that group habit, if they have one already.
   */
  async function checkGroupLink(
    ctx: MutationContext,
    args: MutationArgs<'habit.create'>,
  ): Promise<string | null> {
    const { workspaceId: groupId, groupHabitId } = args;
    if (args.source !== 'workspace') {
      if (groupId || groupHabitId) throw new MutationRejected('Only a group habit belongs to a group');
      return null;
    }
    if (!groupId) throw new MutationRejected('A group habit needs its group');
    if (!(await groups.isMember(groupId, ctx.stamp.userId, ctx.trx))) {
      throw new MutationRejected('You are not a member of this group', 'not-found');
    }
    if (!groupHabitId) return null;
    const groupHabit = await groupHabits.findLive(groupHabitId, ctx.trx);
    if (groupHabit?.workspace_id !== groupId)
      throw new MutationRejected('Group habit not found', 'not-found');
    return (await habits.liveAdoption(ctx.stamp.userId, groupHabitId, ctx.trx)) ?? null;
  }

  /**
   * A second adoption of a group habit the person has adopted already: made on another device
   * before it knew of the first. It becomes an alias of the first (its check-ins and edits land
   * there, see resolveHabitAlias) and is stored as a tombstone, so the device that made it drops
   * its copy at the next pull and shows the one habit.
   */
  async function adoptAgain(ctx: MutationContext, args: MutationArgs<'habit.create'>, adoptedId: string) {
    const copy = applyHabitCreate(undefined, args, ctx.hlc, ctx.now);
    const tombstone = copy && applyHabitDelete(copy, ctx.hlc, ctx.now);
    if (tombstone) await habits.save(tombstone, ctx.stamp, ctx.trx);
    await habits.addAlias({ aliasId: args.id, habitId: adoptedId, userId: ctx.stamp.userId }, ctx.trx);
    return tombstone;
  }

  return {
    async 'habit.create'(ctx, args) {
      const existing = await ownHabit(ctx, args.id);
      if (!existing && (await habits.idTaken(args.id, ctx.trx))) {
        throw new MutationRejected('Habit id is already in use', 'conflict');
      }
      const adopted = existing ? null : await checkGroupLink(ctx, args);
      if (adopted && ctx.adoptOnce)
        throw new MutationRejected(GROUP_HABIT_MESSAGES.alreadyAdopted, 'conflict');
      if (adopted) return adoptAgain(ctx, args, adopted);
      const next = applyHabitCreate(existing, args, ctx.hlc, ctx.now);
      const saved = await saveHabit(ctx, next, existing);
      if (!existing && next?.groupHabitId) await effects.afterAdoption(ctx.trx, ctx.stamp.userId, next);
      return saved;
    },

    async 'habit.update'(ctx, args) {
      const existing = await ownHabit(ctx, args.id);
      const next = applyHabitUpdate(existing, args.patch, ctx.hlc, ctx.now);
      const saved = await saveHabit(ctx, next, existing);
      if (existing && next && !sameDays(existing.scheduleDays, next.scheduleDays)) {
        await effects.afterScheduleChange(ctx.trx, next.id);
      }
      return saved;
    },

    async 'habit.archive'(ctx, args) {
      const existing = await ownHabit(ctx, args.id);
      return saveHabit(
        ctx,
        applyHabitUpdate(existing, { isActive: !args.archived }, ctx.hlc, ctx.now),
        existing,
      );
    },

    async 'habit.delete'(ctx, args) {
      const existing = await ownHabit(ctx, args.id);
      const next = applyHabitDelete(existing, ctx.hlc, ctx.now);
      if (next) {
        await habits.save(next, ctx.stamp, ctx.trx);
        await entries.tombstoneHabitEntries(next.id, ctx.stamp, ctx.now, ctx.trx);
      } else if (existing) {
        await habits.touch(existing.id, ctx.stamp, ctx.trx);
      }
      return next ?? existing ?? null;
    },

    /** A pause moves which days count: the stored streak is counted again. */
    async 'habit.pause'(ctx, args) {
      const existing = await ownHabit(ctx, args.id);
      const next = applyHabitPause(existing, args.pauses, ctx.hlc, ctx.now);
      const saved = await saveHabit(ctx, next, existing);
      if (next) await effects.afterScheduleChange(ctx.trx, next.id);
      return saved;
    },

    async 'habit.setWorkspaceSettings'(ctx, args) {
      const existing = await ownHabit(ctx, args.id);
      return saveHabit(ctx, applyWorkspaceSettings(existing, args.settings, ctx.hlc, ctx.now), existing);
    },

    async 'entry.set'(ctx, args) {
      if (!isDateKey(args.date)) throw new MutationRejected(`"${args.date}" is not a calendar date`);
      const habit = await ownHabit(ctx, args.habitId);
      const existing = habit ? await entries.find(args.habitId, args.date, ctx.trx) : undefined;
      const next = applyEntrySet(habit, existing, args, ctx.hlc, ctx.now);
      if (next) await entries.save(next, ctx.stamp, ctx.trx);
      else await entries.touch(args.habitId, args.date, ctx.stamp, ctx.trx);
      if (next && habit) {
        if (ctx.deferredHabits) ctx.deferredHabits.set(habit.id, habit);
        else
          await effects.afterEntrySet(ctx.trx, ctx.stamp.userId, habit, existing, next, Date.parse(ctx.now));
      }
      return next ?? existing ?? null;
    },

    /** A note moves no streak and tells nobody: no effects. */
    async 'entry.note'(ctx, args) {
      if (!isDateKey(args.date)) throw new MutationRejected(`"${args.date}" is not a calendar date`);
      const habit = await ownHabit(ctx, args.habitId);
      const existing = habit ? await entries.find(args.habitId, args.date, ctx.trx) : undefined;
      const next = applyEntryNote(habit, existing, args, ctx.hlc, ctx.now);
      if (next) await entries.save(next, ctx.stamp, ctx.trx);
      else await entries.touch(args.habitId, args.date, ctx.stamp, ctx.trx);
      return next ?? existing ?? null;
    },

    async 'routine.save'(ctx, { id, fields }) {
      const existing = await routines.find(ctx.stamp.userId, id, ctx.trx);
      // The person's scope lock makes the count and the write one step. 'conflict': the account's
      // state is the problem, and no retry helps until a routine is deleted.
      if (!existing && (await routines.countLive(ctx.stamp.userId, ctx.trx)) >= ROUTINE_LIMITS.routines)
        throw new MutationRejected(ROUTINES_LIMIT_MESSAGE, 'conflict');
      const next = applyRoutineSave(existing, id, fields, ctx.hlc, ctx.now);
      if (next) await routines.save(next, ctx.stamp, ctx.trx);
      else if (existing) await routines.touch(ctx.stamp.userId, id, ctx.stamp, ctx.trx);
      return next ?? existing ?? null;
    },

    async 'routine.delete'(ctx, { id }) {
      const existing = await routines.find(ctx.stamp.userId, id, ctx.trx);
      const next = applyRoutineDelete(existing, ctx.hlc, ctx.now);
      if (next) await routines.save(next, ctx.stamp, ctx.trx);
      else if (existing) await routines.touch(ctx.stamp.userId, id, ctx.stamp, ctx.trx);
      return next ?? existing ?? null;
    },

    async 'layout.save'(ctx, args) {
      const { key, ...patch } = args;
      const existing = await layouts.find(ctx.stamp.userId, key, ctx.trx);
      const next = applyLayoutSave(existing, key, patch, ctx.hlc, ctx.now);
      if (next) await layouts.save(next, ctx.stamp, ctx.trx);
      else await layouts.touch(ctx.stamp.userId, key, ctx.stamp, ctx.trx);
      return next ?? existing ?? null;
    },

    async 'preferences.save'(ctx, args) {
      const existing = await preferences.find(ctx.stamp.userId, ctx.trx);
      const next = applyPreferencesSave(existing, args.patch, ctx.hlc, ctx.now);
      if (next) await preferences.save(next, ctx.stamp, ctx.trx);
      else await preferences.touch(ctx.stamp, ctx.trx);
      return next ?? existing ?? null;
    },

    ...createGroupMutators(group),
  };
}

function sameDays(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((day, i) => day === b[i]);
}

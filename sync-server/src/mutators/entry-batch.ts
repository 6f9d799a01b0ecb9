import {
  applyEntrySet,
  type EntryRecord,
  type HabitRecord,
  type Hlc,
  isDateKey,
  MutationRejected,
} from '@habitat/domain';
import type { MutationArgs } from '@habitat/protocol';
import { type EntryKey, type EntryRepository, entryKey } from '../repositories/entry-repository';
import type { HabitRepository } from '../repositories/habit-repository';
import type { GroupEffects } from '../services/group-effects';
import type { MutationContext } from './context';
import type { MutatorResult, Mutators } from './index';

/** One check-in of a batch, with the HLC its write takes. */
export interface EntryItem {
  args: MutationArgs<'entry.set'>;
  hlc: Hlc;
}

/** What became of one check-in of a batch: its record, or the rule that refused it. */
export type EntryOutcome = { record: MutatorResult } | { rejected: MutationRejected };

function isDone(entry: EntryRecord | undefined): boolean {
  return entry?.completed === true && !entry.skipped;
}

/** Whether a day's change can move its habit's streak (what 'entry.set' runs effects for). */
function movesStreak(before: EntryRecord | undefined, after: EntryRecord): boolean {
  return isDone(before) !== isDone(after) || (before?.skipped ?? false) !== after.skipped;
}

/**
 * Many check-ins at once: a push's run of them, or an import. The rule is 'entry.set's, applied in
 * order as if one by one (a second check-in of the same day sees the first), but read and written
 * set-based: one read of the habits, one of the entries, one upsert and one re-stamp for the
 * batch, and each personal habit's effects (streak numbers, badges) once rather than once per
 * check-in, by the same rule. A group habit's check-ins are news, each announced as it happened (the streak it reached,
 * the day it names), so outside an import they take the single path, in order, after the rest.
 */
export function createEntryBatch(
  { habits, entries, effects }: { habits: HabitRepository; entries: EntryRepository; effects: GroupEffects },
  single: Mutators['entry.set'],
) {
  return async function setEntries(
    ctx: Omit<MutationContext, 'hlc'>,
    items: readonly EntryItem[],
  ): Promise<EntryOutcome[]> {
    const outcomes: EntryOutcome[] = new Array(items.length);
    const dated = items.flatMap((item, index) => {
      if (isDateKey(item.args.date)) return [{ ...item, index }];
      outcomes[index] = { rejected: new MutationRejected(`"${item.args.date}" is not a calendar date`) };
      return [];
    });
    const { trx, stamp } = ctx;
    const habitsById = await habits.findMany(
      stamp.userId,
      [...new Set(dated.map((i) => i.args.habitId))],
      trx,
    );
    const told = (habit: HabitRecord | undefined) => !ctx.deferredHabits && habit?.workspaceId != null;
    const batched = dated.filter((item) => !told(habitsById.get(item.args.habitId)));
    const sequential = dated.filter((item) => told(habitsById.get(item.args.habitId)));

    const keys: EntryKey[] = batched
      .filter((item) => habitsById.has(item.args.habitId))
      .map((item) => ({ habitId: item.args.habitId, date: item.args.date }));
    const stored = await entries.findMany(keys, trx);
    /** Each key's entry as the batch has left it so far, and as it was before the batch. */
    const current = new Map(stored);
    const written = new Map<string, EntryRecord>();
    const restamped = new Map<string, EntryKey>();
    for (const item of batched) {
      const { habitId, date } = item.args;
      const key = entryKey(habitId, date);
      const existing = current.get(key);
      try {
        const next = applyEntrySet(habitsById.get(habitId), existing, item.args, item.hlc, ctx.now);
        if (next) {
          current.set(key, next);
          written.set(key, next);
        } else if (!written.has(key)) {
          restamped.set(key, { habitId, date });
        }
        outcomes[item.index] = { record: next ?? existing ?? null };
      } catch (error) {
        if (!(error instanceof MutationRejected)) throw error;
        outcomes[item.index] = { rejected: error };
      }
    }
    for (const key of written.keys()) restamped.delete(key);
    await entries.saveMany([...written.values()], stamp, trx);
    await entries.touchMany([...restamped.values()], stamp, trx);

    /** Each habit whose streak the batch may have moved, with the days it turned done. */
    const moved = new Map<string, Set<string>>();
    for (const [key, next] of written) {
      const before = stored.get(key);
      if (!ctx.deferredHabits && !movesStreak(before, next)) continue;
      const days = moved.get(next.habitId) ?? new Set<string>();
      if (isDone(next) && !isDone(before)) days.add(next.date);
      moved.set(next.habitId, days);
    }
    if (ctx.deferredHabits) {
      for (const habitId of moved.keys())
        ctx.deferredHabits.set(habitId, habitsById.get(habitId) as HabitRecord);
    } else if (moved.size > 0) {
      await effects.afterEntries(trx, stamp.userId, moved);
    }

    for (const item of sequential) {
      try {
        outcomes[item.index] = { record: await single({ ...ctx, hlc: item.hlc }, item.args) };
      } catch (error) {
        if (!(error instanceof MutationRejected)) throw error;
        outcomes[item.index] = { rejected: error };
      }
    }
    return outcomes;
  };
}

export type EntryBatch = ReturnType<typeof createEntryBatch>;

import {
  applyEntrySet,
  applyHabitCreate,
  applyHabitDelete,
  applyHabitUpdate,
  applyLayoutSave,
  applyPreferencesSave,
  applyWorkspaceSettings,
  type HabitRecord,
  type Hlc,
} from '@habitat/domain';
import type { MutationArgs, MutationName } from '@habitat/protocol';
import type { HabitatDb } from './db';

/**
 * The client half of the one write path: the same rules as the server's mutators (both call
 * packages/domain), applied to the rows in IndexedDB. Run inside the caller's transaction, for a
 * new local write and again when pending mutations are replayed on top of pulled server state.
 */
export async function applyLocal<N extends MutationName>(
  db: HabitatDb,
  name: N,
  untypedArgs: MutationArgs<N>,
  hlc: Hlc,
): Promise<void> {
  const now = new Date().toISOString();
  const saveHabit = async (next: HabitRecord | null) => {
    if (next) await db.habits.put(next);
  };
  switch (name) {
    case 'habit.create': {
      const args = untypedArgs as MutationArgs<'habit.create'>;
      await saveHabit(applyHabitCreate(await db.habits.get(args.id), args, hlc, now));
      return;
    }
    case 'habit.update': {
      const args = untypedArgs as MutationArgs<'habit.update'>;
      await saveHabit(applyHabitUpdate(await db.habits.get(args.id), args.patch, hlc, now));
      return;
    }
    case 'habit.archive': {
      const args = untypedArgs as MutationArgs<'habit.archive'>;
      await saveHabit(applyHabitUpdate(await db.habits.get(args.id), { isActive: !args.archived }, hlc, now));
      return;
    }
    case 'habit.delete': {
      const args = untypedArgs as MutationArgs<'habit.delete'>;
      const next = applyHabitDelete(await db.habits.get(args.id), hlc, now);
      if (next) await db.habits.put(next);
      // Deleted either way now. A replay after a pull must still clear the habit's entries: the
      // pull may have brought back a check-in the server took before this pending delete.
      await db.entries.where('habitId').equals(args.id).delete();
      return;
    }
    case 'habit.setWorkspaceSettings': {
      const args = untypedArgs as MutationArgs<'habit.setWorkspaceSettings'>;
      await saveHabit(applyWorkspaceSettings(await db.habits.get(args.id), args.settings, hlc, now));
      return;
    }
    case 'entry.set': {
      const args = untypedArgs as MutationArgs<'entry.set'>;
      const habit = await db.habits.get(args.habitId);
      const next = applyEntrySet(habit, await db.entries.get([args.habitId, args.date]), args, hlc, now);
      if (next) await db.entries.put(next);
      return;
    }
    case 'layout.save': {
      const { key, ...patch } = untypedArgs as MutationArgs<'layout.save'>;
      const next = applyLayoutSave(await db.layouts.get(key), key, patch, hlc, now);
      if (next) await db.layouts.put(next);
      return;
    }
    case 'preferences.save': {
      const args = untypedArgs as MutationArgs<'preferences.save'>;
      const next = applyPreferencesSave(await db.preferences.get('me'), args.patch, hlc, now);
      if (next) await db.preferences.put({ ...next, key: 'me' });
      return;
    }
    default: {
      const unknown: never = name;
      throw new Error(`No local mutator for ${String(unknown)}`);
    }
  }
}

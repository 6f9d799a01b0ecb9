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
  type HabitRecord,
  type Hlc,
  MutationRejected,
  ROUTINE_LIMITS,
  ROUTINES_LIMIT_MESSAGE,
} from '@habitat/domain';
import type { MutationArgs, MutationName, MutatorMap } from '@habitat/protocol';
import type { HabitatDb } from './db';
import { GROUP_LOCAL_MUTATORS } from './group-local-mutators';

interface LocalWrite {
  db: HabitatDb;
  hlc: Hlc;
  /** When the device applies it (ISO), the rows' updatedAt. */
  now: string;
}

async function saveHabit(db: HabitatDb, next: HabitRecord | null): Promise<void> {
  if (next) await db.habits.put(next);
}

/** A person keeps at most ROUTINE_LIMITS.routines routines, as the server counts them. */
async function refuseRoutineBeyondLimit(db: HabitatDb): Promise<void> {
  const live = await db.routines.filter((routine) => !routine.deletedAt).count();
  if (live >= ROUTINE_LIMITS.routines) throw new MutationRejected(ROUTINES_LIMIT_MESSAGE);
}

/**
 * The client half of the one write path: the same rules as the server's mutators (both call
 * packages/domain), applied to the rows in IndexedDB. Run inside the caller's transaction, for a
 * new local write and again when pending mutations are replayed on top of pulled server state.
 */
const LOCAL_MUTATORS: MutatorMap<LocalWrite, void> = {
  'habit.create': async ({ db, hlc, now }, args) =>
    saveHabit(db, applyHabitCreate(await db.habits.get(args.id), args, hlc, now)),
  'habit.update': async ({ db, hlc, now }, args) =>
    saveHabit(db, applyHabitUpdate(await db.habits.get(args.id), args.patch, hlc, now)),
  'habit.archive': async ({ db, hlc, now }, args) =>
    saveHabit(db, applyHabitUpdate(await db.habits.get(args.id), { isActive: !args.archived }, hlc, now)),
  'habit.delete': async ({ db, hlc, now }, args) => {
    await saveHabit(db, applyHabitDelete(await db.habits.get(args.id), hlc, now));
    // Deleted either way now. A replay after a pull must still clear the habit's entries: the
    // pull may have brought back a check-in the server took before this pending delete.
    await db.entries.where('habitId').equals(args.id).delete();
  },
  'habit.pause': async ({ db, hlc, now }, args) =>
    saveHabit(db, applyHabitPause(await db.habits.get(args.id), args.pauses, hlc, now)),
  'habit.setWorkspaceSettings': async ({ db, hlc, now }, args) =>
    saveHabit(db, applyWorkspaceSettings(await db.habits.get(args.id), args.settings, hlc, now)),
  'entry.set': async ({ db, hlc, now }, args) => {
    const habit = await db.habits.get(args.habitId);
    const next = applyEntrySet(habit, await db.entries.get([args.habitId, args.date]), args, hlc, now);
    if (next) await db.entries.put(next);
  },
  'entry.note': async ({ db, hlc, now }, args) => {
    const habit = await db.habits.get(args.habitId);
    const next = applyEntryNote(habit, await db.entries.get([args.habitId, args.date]), args, hlc, now);
    if (next) await db.entries.put(next);
  },
  'routine.save': async ({ db, hlc, now }, { id, fields }) => {
    const existing = await db.routines.get(id);
    if (!existing) await refuseRoutineBeyondLimit(db);
    const next = applyRoutineSave(existing, id, fields, hlc, now);
    if (next) await db.routines.put(next);
  },
  'routine.delete': async ({ db, hlc, now }, { id }) => {
    const next = applyRoutineDelete(await db.routines.get(id), hlc, now);
    if (next) await db.routines.put(next);
  },
  'layout.save': async ({ db, hlc, now }, { key, ...patch }) => {
    const next = applyLayoutSave(await db.layouts.get(key), key, patch, hlc, now);
    if (next) await db.layouts.put(next);
  },
  'preferences.save': async ({ db, hlc, now }, args) => {
    const next = applyPreferencesSave(await db.preferences.get('me'), args.patch, hlc, now);
    if (next) await db.preferences.put({ ...next, key: 'me' });
  },
  ...GROUP_LOCAL_MUTATORS,
};

/**
 * Applies one write to the local tables. `at` is when the write was made by the server-corrected
 * clock (ms): a record's createdAt decides its first day, so a device clock a day off must not
 * start a new habit tomorrow.
 */
export async function applyLocal<N extends MutationName>(
  db: HabitatDb,
  name: N,
  args: MutationArgs<N>,
  hlc: Hlc,
  at: number,
): Promise<void> {
  const mutator: MutatorMap<LocalWrite, void>[N] = LOCAL_MUTATORS[name];
  if (!mutator) throw new Error(`No local mutator for ${String(name)}`);
  await mutator({ db, hlc, now: new Date(at).toISOString() }, args);
}

import {
  type DateKey,
  endOfList,
  type HabitRecord,
  type ListMove,
  listSections,
  moveInList,
  placeAtEnd,
  type RoutineRecord,
  type RoutineRule,
  uuidv7,
} from '@habitat/domain';
import type { MutationArgs } from '@habitat/protocol';
import { mutateLocal, mutateManyLocal } from '../../../data/mutations';

/**
 * The writes behind organizing the Today list (issue 30): each is a few named mutations, so a
 * routine made offline on the phone reaches the laptop like any other change.
 */

export interface RoutineDraft {
  name: string;
  rule: RoutineRule;
  /** The habits it holds, in the order the form lists them. */
  habitIds: readonly string[];
}

type HabitPatch = MutationArgs<'habit.update'>;

/**
 * The habit updates that make `routineId` hold exactly `habitIds`: those joining go to the end of
 * its section, in the order given, from `today` (the routine's past is judged without them); those
 * leaving go back among the habits in no routine, not placed (after the placed ones, as a new habit).
 */
export function membershipUpdates(
  routineId: string,
  habitIds: readonly string[],
  habits: readonly HabitRecord[],
  routines: readonly RoutineRecord[],
  today: DateKey,
): HabitPatch[] {
  const section = listSections(habits, routines).find((s) => s.routine?.id === routineId)?.habits ?? [];
  const inside = new Set(section.map((habit) => habit.id));
  const wanted = new Set(habitIds);
  const joining = habitIds.filter((id) => !inside.has(id));
  const staying = section.filter((habit) => wanted.has(habit.id));
  const updates: HabitPatch[] = placeAtEnd(staying, joining).map(({ id, listOrder }) => ({
    id,
    patch: inside.has(id) ? { listOrder } : { routineId, routineSince: today, listOrder },
  }));
  for (const habit of section) {
    if (!wanted.has(habit.id))
      updates.push({ id: habit.id, patch: { routineId: null, routineSince: null, listOrder: null } });
  }
  return updates;
}

/** Makes or changes a routine and who is in it; answers its id. */
export async function saveRoutine(
  existing: RoutineRecord | null,
  draft: RoutineDraft,
  habits: readonly HabitRecord[],
  routines: readonly RoutineRecord[],
  today: DateKey,
): Promise<string> {
  const id = existing?.id ?? uuidv7();
  const fields: MutationArgs<'routine.save'>['fields'] = existing
    ? {
        ...(existing.name === draft.name ? {} : { name: draft.name }),
        ...(JSON.stringify(existing.rule) === JSON.stringify(draft.rule) ? {} : { rule: draft.rule }),
      }
    : { name: draft.name, rule: draft.rule, listOrder: endOfList(routines) };
  if (!existing || Object.keys(fields).length > 0) await mutateLocal('routine.save', { id, fields });
  const updates = membershipUpdates(id, draft.habitIds, habits, routines, today);
  if (updates.length > 0) await mutateManyLocal('habit.update', updates);
  return id;
}

/** Deletes a routine; its habits go on in the list outside any routine, at its end. */
export async function deleteRoutine(
  routine: RoutineRecord,
  habits: readonly HabitRecord[],
  routines: readonly RoutineRecord[],
  today: DateKey,
): Promise<void> {
  const updates = membershipUpdates(routine.id, [], habits, routines, today);
  await mutateLocal('routine.delete', { id: routine.id });
  if (updates.length > 0) await mutateManyLocal('habit.update', updates);
}

/** Writes a move of habits within their section. */
export async function moveHabits(moves: readonly ListMove[]): Promise<void> {
  if (moves.length === 0) return;
  await mutateManyLocal(
    'habit.update',
    moves.map(({ id, listOrder }) => ({ id, patch: { listOrder } })),
  );
}

/** Writes a move of routines among themselves. */
export async function moveRoutines(moves: readonly ListMove[]): Promise<void> {
  if (moves.length === 0) return;
  await mutateManyLocal(
    'routine.save',
    moves.map(({ id, listOrder }) => ({ id, fields: { listOrder } })),
  );
}

export { moveInList };

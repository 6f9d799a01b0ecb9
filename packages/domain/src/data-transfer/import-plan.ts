import type { DateKey } from '../dates';
import type { HabitFields } from '../habit-form';
import { isUuid } from '../ids';
import { PAUSES_PER_MUTATION, type PauseMap } from '../pauses';
import { ROUTINE_LIMITS, type RoutineRule } from '../routines';
import { type HabitRecord, isTrackableDate } from '../sync-records';
import {
  checkImportSize,
  clampValue,
  cleanHabitFields,
  type ImportedHabit,
  type ImportSet,
} from './import-set';

/**
 * What importing a file would change for the person, as the preview they confirm and the mutations
 * that make it so. The person's own data always wins: an existing habit is never edited, a day that
 * already has an entry is never written, so importing the same file twice changes nothing.
 */

export interface ImportPreviewHabit {
  name: string;
  /** 'add': a new habit; 'merge': check-ins go into the person's habit of the same id or name. */
  action: 'add' | 'merge';
  entriesToAdd: number;
  entriesUnchanged: number;
}

/** The same shape as the protocol's ImportPreview (the wire contract). */
export interface ImportPreview {
  habits: ImportPreviewHabit[];
  habitsToAdd: number;
  entriesToAdd: number;
  entriesUnchanged: number;
  notImported: string[];
}

/** Exactly what MUTATION_ARGS accepts for these two mutations; imported habits are personal. */
export type ImportMutation =
  | {
      name: 'routine.save';
      args: { id: string; fields: { name: string; rule: RoutineRule; listOrder: number | null } };
    }
  | { name: 'habit.create'; args: { id: string; fields: Partial<HabitFields>; source: 'personal' } }
  | { name: 'habit.pause'; args: { id: string; pauses: PauseMap } }
  | {
      name: 'entry.set';
      args: { habitId: string; date: DateKey; completed: boolean; value: number; skipped?: boolean };
    }
  | { name: 'entry.note'; args: { habitId: string; date: DateKey; note: string } };

export interface ImportPlan {
  preview: ImportPreview;
  mutations: ImportMutation[];
}

export interface ImportBaseline {
  /** The person's live habits (not deleted). */
  habits: readonly HabitRecord[];
  /** Habit id → the dates that already have an entry. */
  entries: ReadonlyMap<string, ReadonlySet<DateKey>>;
  /** Habit ids that exist anywhere (the person's deleted habits, other people's): never reused. */
  takenIds: ReadonlySet<string>;
  /**
   * The ids of every routine the person has had, deleted ones too: a file's routine with one of
   * these is theirs already (their own export read back) and is not made again.
   */
  routineIds: ReadonlySet<string>;
  /** How many routines the person keeps now (deleted ones not counted): an import adds up to the cap. */
  liveRoutines: number;
}

const nameKey = (name: string) => name.trim().toLowerCase();

interface Target {
  id: string;
  /** Its line in the preview, made when the first file habit lands here. */
  row: ImportPreviewHabit | null;
  /** Days this import writes or finds written: one count per day, however many habits point here. */
  seen: Set<DateKey>;
  existing: ReadonlySet<DateKey>;
}

/**
 * Where a file's habits go. By id first (the person's own export read back), then by name; a name
 * match is looked for among personal habits only, as check-ins written into an adopted group habit
 * would each announce themselves to the group. Habits this import adds are matched too, so a file
 * that names a habit twice adds it once.
 */
class TargetIndex {
  private readonly byId = new Map<string, Target>();
  private readonly byName = new Map<string, Target>();
  readonly rows: ImportPreviewHabit[] = [];

  constructor(private readonly baseline: ImportBaseline) {
    for (const habit of baseline.habits) {
      const existing = baseline.entries.get(habit.id) ?? new Set<DateKey>();
      const target: Target = { id: habit.id, row: null, seen: new Set(), existing };
      this.byId.set(habit.id.toLowerCase(), target);
      const key = nameKey(habit.name);
      if (habit.source === 'personal' && !this.byName.has(key)) this.byName.set(key, target);
    }
  }

  find(habit: ImportedHabit): Target | undefined {
    const byId = habit.id ? this.byId.get(habit.id.toLowerCase()) : undefined;
    return byId ?? this.byName.get(nameKey(habit.name));
  }

  /** A new habit keeps its exported id when that id is free, so a re-import finds it by id. */
  add(habit: ImportedHabit, newId: () => string): Target {
    const exported = habit.id?.toLowerCase();
    const free =
      exported !== undefined &&
      isUuid(exported) &&
      !this.baseline.takenIds.has(exported) &&
      !this.byId.has(exported);
    const target: Target = { id: free ? exported : newId(), row: null, seen: new Set(), existing: new Set() };
    this.byId.set(target.id.toLowerCase(), target);
    if (exported !== undefined) this.byId.set(exported, target);
    const key = nameKey(habit.name);
    if (!this.byName.has(key)) this.byName.set(key, target);
    this.rowFor(target, habit, 'add');
    return target;
  }

  rowFor(target: Target, habit: ImportedHabit, action: 'add' | 'merge'): ImportPreviewHabit {
    if (!target.row) {
      target.row = { name: habit.name, action, entriesToAdd: 0, entriesUnchanged: 0 };
      this.rows.push(target.row);
    }
    return target.row;
  }
}

/** A habit's pauses, in mutations of as many as one may carry. */
function pauseMutations(id: string, pauses: PauseMap | undefined): ImportMutation[] {
  const entries = Object.entries(pauses ?? {});
  const mutations: ImportMutation[] = [];
  for (let i = 0; i < entries.length; i += PAUSES_PER_MUTATION) {
    mutations.push({
      name: 'habit.pause',
      args: { id, pauses: Object.fromEntries(entries.slice(i, i + PAUSES_PER_MUTATION)) },
    });
  }
  return mutations;
}

export function planImport(set: ImportSet, baseline: ImportBaseline, newId: () => string): ImportPlan {
  checkImportSize(set);
  const targets = new TargetIndex(baseline);
  const mutations: ImportMutation[] = [];

  // Routines first, under the ids the file gives (a routine id is the person's own: no one else's
  // can collide), so the habits that come in name them as they did. Only as many as the cap leaves
  // room for: one too many would refuse the whole import. Habits of one left out come in outside.
  let room = ROUTINE_LIMITS.routines - baseline.liveRoutines;
  const leftOut = new Set<string>();
  for (const routine of set.routines ?? []) {
    if (baseline.routineIds.has(routine.id)) continue;
    if (room <= 0) {
      leftOut.add(routine.id);
      continue;
    }
    room -= 1;
    const { id, name, rule, listOrder } = routine;
    mutations.push({ name: 'routine.save', args: { id, fields: { name, rule, listOrder } } });
  }

  for (const habit of set.habits) {
    let target = targets.find(habit);
    if (!target) {
      target = targets.add(habit, newId);
      const fields = cleanHabitFields({ ...habit.fields, name: habit.name });
      if (fields.routineId && leftOut.has(fields.routineId)) {
        // Outside any routine, as a habit that never joined one: no day of joining, no place.
        fields.routineId = null;
        fields.routineSince = null;
        fields.listOrder = null;
      }
      mutations.push({ name: 'habit.create', args: { id: target.id, fields, source: 'personal' } });
      mutations.push(...pauseMutations(target.id, habit.pauses));
    }
    const row = targets.rowFor(target, habit, 'merge');
    for (const entry of habit.entries) {
      if (!isTrackableDate(entry.date) || target.seen.has(entry.date)) continue;
      target.seen.add(entry.date);
      if (target.existing.has(entry.date)) {
        row.entriesUnchanged += 1;
        continue;
      }
      row.entriesToAdd += 1;
      const args: Extract<ImportMutation, { name: 'entry.set' }>['args'] = entry.skipped
        ? { habitId: target.id, date: entry.date, completed: false, value: 0, skipped: true }
        : {
            habitId: target.id,
            date: entry.date,
            completed: entry.completed,
            value: clampValue(entry.value),
          };
      mutations.push({ name: 'entry.set', args });
      if (entry.note !== undefined) {
        mutations.push({
          name: 'entry.note',
          args: { habitId: target.id, date: entry.date, note: entry.note },
        });
      }
    }
  }

  const { rows } = targets;
  return {
    preview: {
      habits: rows,
      habitsToAdd: rows.filter((row) => row.action === 'add').length,
      entriesToAdd: rows.reduce((sum, row) => sum + row.entriesToAdd, 0),
      entriesUnchanged: rows.reduce((sum, row) => sum + row.entriesUnchanged, 0),
      notImported:
        leftOut.size > 0
          ? [
              ...set.notImported,
              `${leftOut.size} routine${leftOut.size === 1 ? '' : 's'}: you can keep at most ${ROUTINE_LIMITS.routines}, so their habits come in outside a routine`,
            ]
          : [...set.notImported],
    },
    mutations,
  };
}

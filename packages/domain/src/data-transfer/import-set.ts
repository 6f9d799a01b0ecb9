import type { DateKey } from '../dates';
import { coerceHabitPatch, HABIT_FIELDS, type HabitField, type HabitFields } from '../habit-form';
import { NOTE_MAX_LENGTH, normalizeNote } from '../notes';
import type { PauseMap } from '../pauses';
import type { RoutineRule } from '../routines';
import { isTrackableDate } from '../sync-records';

/**
 * What an import brings in, whatever file it came from: habits with their check-ins, read and checked
 * by a parser (Habitat's JSON export, Loop Habit Tracker's CSV export), then compared with the
 * person's data by `planImport`.
 */

export interface ImportedEntry {
  date: DateKey;
  completed: boolean;
  value: number;
  skipped: boolean;
  /** The day's note, when it has one. */
  note?: string;
}

export interface ImportedHabit {
  /** The exported id (Habitat files); null when the file has none (Loop). */
  id: string | null;
  name: string;
  fields: Partial<HabitFields>;
  entries: ImportedEntry[];
  /** Its pauses, by id (Habitat files). */
  pauses?: PauseMap;
}

/** A routine from a file (Habitat's own export); its habits name it by `id`. */
export interface ImportedRoutine {
  id: string;
  name: string;
  rule: RoutineRule;
  listOrder: number | null;
}

export interface ImportSet {
  source: 'habitat' | 'loop';
  habits: ImportedHabit[];
  /** Routines, from files that have them. */
  routines?: ImportedRoutine[];
  /** What the file holds that an import does not bring in, in words for the person. */
  notImported: string[];
}

/** A file that cannot be imported; the message is shown to the person as it is. */
export class ImportFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportFileError';
  }
}

export const MAX_IMPORT_HABITS = 500;
/**
 * The most an import request carries (the server refuses more as it streams in): the device checks
 * a file against it before sending, so a file too large says so in words rather than as a 413.
 */
export const IMPORT_BODY_BYTES = 12 * 1024 * 1024;
export const MAX_IMPORT_ENTRIES = 200_000;

const count = (value: number) => value.toLocaleString('en-US');

/** These bounds keep one import a bounded amount of work, however short its transactions. */
export function checkImportCounts(habits: number, entries: number): void {
  if (habits > MAX_IMPORT_HABITS) {
    throw new ImportFileError(
      `This file has ${count(habits)} habits: an import can bring in at most ${count(MAX_IMPORT_HABITS)}`,
    );
  }
  if (entries > MAX_IMPORT_ENTRIES) {
    throw new ImportFileError(
      `This file has ${count(entries)} check-ins: an import can bring in at most ${count(MAX_IMPORT_ENTRIES)}`,
    );
  }
}

export function checkImportSize(set: Pick<ImportSet, 'habits'>): void {
  checkImportCounts(
    set.habits.length,
    set.habits.reduce((sum, habit) => sum + habit.entries.length, 0),
  );
}

/** The wire's limits on habit text (HabitFieldsPatch): longer text would make the whole import fail. */
const TEXT_LIMITS: Partial<Record<HabitField, number>> = {
  name: 200,
  description: 2000,
  category: 50,
  color: 32,
  icon: 16,
  frequency: 20,
  targetUnit: 20,
};

/** Imported habits are scheduled every day: Loop's 'N times in M days' has no equivalent here. */
export const EVERY_DAY: readonly number[] = [0, 1, 2, 3, 4, 5, 6];

/** Cuts text to `max` UTF-16 units without leaving half of a surrogate pair (an emoji) behind. */
export function clipText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const last = cut.charCodeAt(cut.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut;
}

/**
 * Habit fields from a file, made what `habit.create` accepts: the form's coercions (spec §5), text
 * cut to the wire's limits, and at least one scheduled day (a habit with none would never be due).
 */
export function cleanHabitFields(input: Readonly<Record<string, unknown>>): Partial<HabitFields> {
  const known: Partial<Record<HabitField, unknown>> = {};
  for (const field of HABIT_FIELDS) if (field in input) known[field] = input[field];
  const fields = coerceHabitPatch(known);
  for (const [field, max] of Object.entries(TEXT_LIMITS) as [HabitField, number][]) {
    const value = fields[field];
    if (typeof value === 'string') (fields as Record<string, unknown>)[field] = clipText(value, max);
  }
  if (fields.scheduleDays?.length === 0) fields.scheduleDays = [...EVERY_DAY];
  return fields;
}

/** A day only matters when it says something: done, skipped, an amount logged or a note. */
export function entryCarriesData(entry: ImportedEntry): boolean {
  return entry.completed || entry.skipped || entry.value > 0 || entry.note !== undefined;
}

/**
 * A note from a file as the app keeps it: trimmed, cut to the note limit (in characters as a
 * person counts them), and absent when there is none.
 */
export function importedNote(text: unknown): string | undefined {
  if (typeof text !== 'string') return undefined;
  const note = normalizeNote(text);
  if (note === null) return undefined;
  const characters = Array.from(note);
  return characters.length > NOTE_MAX_LENGTH ? characters.slice(0, NOTE_MAX_LENGTH).join('').trimEnd() : note;
}

/**
 * Gathers a habit's check-ins: one per day (the first a file gives wins), only days that say
 * something, and only days the app keeps; how many fell outside that window is counted.
 */
export class EntryCollector {
  private readonly byDate = new Map<DateKey, ImportedEntry>();
  outOfRange = 0;

  add(entry: ImportedEntry): void {
    if (!entryCarriesData(entry)) return;
    if (!isTrackableDate(entry.date)) {
      this.outOfRange += 1;
      return;
    }
    if (!this.byDate.has(entry.date)) this.byDate.set(entry.date, entry);
  }

  entries(): ImportedEntry[] {
    return [...this.byDate.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  }
}

/** The note for check-ins dated outside the days the app keeps (2000–2099). */
export function outOfRangeNote(total: number): string | null {
  if (total === 0) return null;
  return `${count(total)} check-in${total === 1 ? '' : 's'} dated before 2000 or after 2099`;
}

/** A logged amount as the wire accepts it (0 to 1,000,000). */
export function clampValue(value: number): number {
  if (!Number.isFinite(value) || value <= 0) return 0;
  return Math.min(value, 1_000_000);
}

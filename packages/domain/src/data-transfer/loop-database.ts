import { isTrackableDate } from '../sync-records';
import { ImportFileError, type ImportSet, importedNote } from './import-set';
import type { LoopDay } from './loop-checkmarks';
import type { LoopHabitRow } from './loop-habits';
import { type LoopHabitData, loopImportSet } from './loop-import';

/**
 * Loop Habit Tracker's backup ("Loop Habits Backup ….db"): its SQLite database, as the server reads
 * it (services/loop-backup.ts) into these rows. The backup holds what the CSV export leaves out:
 * each habit's reminder, and notes in older versions' files too. Columns as Loop writes them
 * (its migrations up to version 25): Habits(id, name, description, question, archived, color as a
 * palette index, position, freq_num, freq_den, reminder_hour, reminder_min, reminder_days, type,
 * target_type, target_value, unit) and Repetitions(habit, timestamp, value, notes).
 */

export interface LoopDbHabit {
  id: number;
  name: string | null;
  description: string | null;
  question: string | null;
  archived: number | null;
  color: number | null;
  position: number | null;
  freqNum: number | null;
  freqDen: number | null;
  reminderHour: number | null;
  reminderMin: number | null;
  reminderDays: number | null;
  /** 0 yes/no, 1 measurable ("numerical"). */
  type: number | null;
  /** 0 at least, 1 at most. */
  targetType: number | null;
  targetValue: number | null;
  unit: string | null;
}

export interface LoopDbRepetition {
  habit: number;
  /** Milliseconds at 00:00 UTC of the day. */
  timestamp: number;
  /** Loop's check-in code, or an amount times 1000 for a measurable habit. */
  value: number;
  notes: string | null;
}

const DAY_MS = 86_400_000;
const text = (value: string | null) => (typeof value === 'string' ? value.trim() : '');
const whole = (value: number | null, fallback: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : fallback;

/** A day of Loop's, or null when its timestamp is not a whole day in the years the app keeps. */
function dayOf(timestamp: number): string | null {
  if (!Number.isSafeInteger(timestamp) || timestamp % DAY_MS !== 0) return null;
  const date = new Date(timestamp).toISOString().slice(0, 10);
  return isTrackableDate(date) ? date : null;
}

function reminderOf(habit: LoopDbHabit): LoopHabitData['reminder'] {
  const { reminderHour: hour, reminderMin: minute } = habit;
  if (hour === null || minute === null || !Number.isInteger(hour) || !Number.isInteger(minute)) return null;
  if (hour < 0 || hour > 23 || minute < 0 || minute > 59) return null;
  const days =
    typeof habit.reminderDays === 'number' && Number.isInteger(habit.reminderDays) ? habit.reminderDays : 127;
  // No weekday at all: Loop never rings it.
  return (days & 127) === 0 ? null : { hour, minute, days };
}

export function parseLoopDatabase(rows: {
  habits: readonly LoopDbHabit[];
  repetitions: readonly LoopDbRepetition[];
}): ImportSet {
  if (rows.habits.length === 0)
    throw new ImportFileError('This Loop backup has no habits: there is nothing to import');
  const daysOf = new Map<number, LoopDay[]>();
  let outside = 0;
  for (const repetition of rows.repetitions) {
    const date = dayOf(repetition.timestamp);
    if (date === null || !Number.isInteger(repetition.value)) {
      outside += 1;
      continue;
    }
    const days = daysOf.get(repetition.habit) ?? [];
    days.push({ date, code: repetition.value, note: importedNote(repetition.notes) });
    daysOf.set(repetition.habit, days);
  }
  const habits = rows.habits.map((habit, index): LoopHabitData => {
    const name = text(habit.name);
    if (!name) throw new ImportFileError(`Habit ${index + 1} in this Loop backup has no name`);
    const row: LoopHabitRow = {
      line: index + 1,
      position:
        typeof habit.position === 'number' && Number.isFinite(habit.position) ? habit.position : index,
      name,
      question: text(habit.question),
      description: text(habit.description),
      type: habit.type === 1 ? 'NUMERICAL' : 'YES_NO',
      numerator: whole(habit.freqNum, 1),
      denominator: whole(habit.freqDen, 1),
      color: typeof habit.color === 'number' ? String(habit.color) : '',
      unit: text(habit.unit),
      targetType: habit.targetType === 1 ? 'AT_MOST' : 'AT_LEAST',
      targetValue:
        typeof habit.targetValue === 'number' && Number.isFinite(habit.targetValue)
          ? habit.targetValue
          : null,
      archived: habit.archived !== null && habit.archived !== 0,
    };
    // Newest first in Loop's files; the collector keeps the first it sees of a day, so the same.
    const days = (daysOf.get(habit.id) ?? []).sort((a, b) =>
      a.date < b.date ? 1 : a.date > b.date ? -1 : 0,
    );
    return { row, days, reminder: reminderOf(habit) };
  });
  const set = loopImportSet(habits);
  if (outside > 0) {
    set.notImported.push(
      `${outside.toLocaleString('en-US')} check-in${outside === 1 ? '' : 's'} on days this app does not keep`,
    );
  }
  return set;
}

import type { DateKey } from './dates';
import { isDone } from './habit-form';
import { isScheduled } from './schedule';

/**
 * What a click in the habit list or quick actions writes (spec §4 Toggle completion). Mutations
 * carry absolute values, never "toggle", so two devices converge on the later intent.
 */

export interface CheckHabit {
  id: string;
  targetValue: number;
  scheduleDays: readonly number[];
}

export interface DayState {
  completed: boolean;
  value: number;
  skipped: boolean;
}

export interface CheckInWrite {
  habitId: string;
  date: DateKey;
  completed: boolean;
  value: number;
  skipped?: boolean;
}

export const EMPTY_DAY: Readonly<DayState> = Object.freeze({ completed: false, value: 0, skipped: false });

/** A habit measured in an amount (pages, minutes…) rather than done or not. */
export function isNumericHabit(habit: { targetValue: number; targetUnit: string }): boolean {
  return habit.targetValue > 1 || habit.targetUnit !== 'times';
}

/** The check: done days become not done (value 0); anything else becomes done at the target. */
export function toggleCheck(habit: CheckHabit, date: DateKey, day: DayState | undefined): CheckInWrite {
  if (day?.completed) return { habitId: habit.id, date, completed: false, value: 0 };
  return { habitId: habit.id, date, completed: true, value: habit.targetValue };
}

/** A logged amount: the day is done once the amount reaches the target. */
export function logValue(habit: CheckHabit, date: DateKey, value: number): CheckInWrite {
  const amount = Number.isFinite(value) && value > 0 ? Math.min(value, 1_000_000) : 0;
  return { habitId: habit.id, date, completed: isDone(amount, habit.targetValue), value: amount };
}

/** Skipping (sick, travelling) keeps the streak; un-skipping leaves the day open. */
export function toggleSkip(habit: CheckHabit, date: DateKey, day: DayState | undefined): CheckInWrite {
  if (day?.skipped) return { habitId: habit.id, date, completed: false, value: 0, skipped: false };
  return { habitId: habit.id, date, completed: false, value: 0, skipped: true };
}

/** "Complete all": every habit due on `date` that is neither done nor skipped. */
export function completeAllWrites(
  habits: readonly CheckHabit[],
  date: DateKey,
  dayOf: (habitId: string) => DayState | undefined,
): CheckInWrite[] {
  return habits
    .filter((habit) => isScheduled(habit.scheduleDays, date))
    .filter((habit) => {
      const day = dayOf(habit.id);
      return !day?.completed && !day?.skipped;
    })
    .map((habit) => ({ habitId: habit.id, date, completed: true, value: habit.targetValue }));
}

/**
 * Bulk logging of one day: the writes that turn the stored states into the chosen ones (done or
 * not done per habit), leaving habits whose state already matches untouched.
 */
export function bulkLogWrites(
  habits: readonly CheckHabit[],
  date: DateKey,
  chosen: ReadonlyMap<string, boolean>,
  dayOf: (habitId: string) => DayState | undefined,
): CheckInWrite[] {
  const writes: CheckInWrite[] = [];
  for (const habit of habits) {
    const done = chosen.get(habit.id);
    if (done === undefined) continue;
    const day = dayOf(habit.id);
    if ((day?.completed ?? false) === done) continue;
    writes.push(
      done
        ? { habitId: habit.id, date, completed: true, value: habit.targetValue }
        : { habitId: habit.id, date, completed: false, value: 0 },
    );
  }
  return writes;
}

import type { DateKey } from './dates';
import { doneByAmount, isLimit, type TargetKind, type TargetPeriod } from './limits';
import { isDueOn, type PauseMap } from './pauses';

/**
 * What a click in the habit list or quick actions writes (spec §4 Toggle completion). Mutations
 * carry absolute values, never "toggle", so two devices converge on the later intent.
 */

export interface CheckHabit {
  id: string;
  targetValue: number;
  scheduleDays: readonly number[];
  /** A paused habit is not due (issue 30). */
  pauses?: Readonly<PauseMap>;
  /** A limit counts up what was had, and is kept while within it (issue 30). */
  targetKind?: TargetKind;
  targetPeriod?: TargetPeriod;
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

/**
 * A habit measured in an amount (pages, minutes…) rather than done or not. A limit always is: each
 * tap counts one more (a coffee, a cigarette), even at a limit of 1.
 */
export function isNumericHabit(habit: {
  targetValue: number;
  targetUnit: string;
  targetKind?: TargetKind;
}): boolean {
  return isLimit(habit) || habit.targetValue > 1 || !COUNT_UNITS.has(habit.targetUnit.trim().toLowerCase());
}

/** Units that mean "done or not" at a target of 1: the spec's 'times', as a person may type it. */
const COUNT_UNITS = new Set(['times', 'time', 'x']);

/**
 * A day that was done stays done when a tap or + adds to it: its target may have been raised since
 * (8 of 8 glasses, now a target of 10), and adding must never take a check away. Only lowering it
 * (the stepper's −, the amount field) decides afresh.
 */
function keepDone(habit: CheckHabit, write: CheckInWrite, day: DayState | undefined): CheckInWrite {
  // A limit's day is judged afresh on every change: adding is what takes it over.
  if (isLimit(habit)) return write;
  return day?.completed && !day.skipped && !write.completed ? { ...write, completed: true } : write;
}

/** The most an amount may be (logValue caps what is stored). */
export const MAX_AMOUNT = 1_000_000;

/**
 * How much one tap adds to a numeric habit (issue 27: "+1 glass, +1,000 steps"). Derived from the
 * target rather than stored: the smallest of 1, 2, 5, 10, 20, 50… that reaches the target in at most
 * ten taps, so 8 glasses step by 1, 30 minutes by 5 and 10,000 steps by 1,000.
 */
export function stepFor(habit: { targetValue: number }): number {
  const tenth = habit.targetValue / 10;
  if (!(tenth > 1)) return 1;
  let magnitude = 10 ** Math.floor(Math.log10(tenth));
  for (;;) {
    for (const nice of [1, 2, 5]) if (nice * magnitude >= tenth) return nice * magnitude;
    magnitude *= 10;
  }
}

/**
 * The tap on a habit's check target. A yes/no habit toggles (toggleCheck). A numeric habit adds its
 * step to what is there, so a tap never lowers an amount the person typed (4,200 of 10,000 steps
 * becomes 5,200, never 10,000 or 0); past the target it keeps counting. Lowering is the stepper's or
 * the amount field's job, one gesture further away. A skipped day tapped is a day with an amount.
 */
export function tapCheck(
  habit: CheckHabit & { targetUnit: string },
  date: DateKey,
  day: DayState | undefined,
): CheckInWrite {
  if (!isNumericHabit(habit)) return toggleCheck(habit, date, day);
  const before = day?.skipped ? 0 : (day?.value ?? 0);
  return keepDone(habit, logValue(habit, date, before + stepFor(habit)), day);
}

/** The stepper's − and +: the amount moved by `steps` of the habit's step, never below 0. */
export function stepValue(
  habit: CheckHabit,
  date: DateKey,
  day: DayState | undefined,
  steps: number,
): CheckInWrite {
  const before = day?.skipped ? 0 : (day?.value ?? 0);
  // Rounded to the step's own precision, so 0.1 + 0.2 style drift never shows as 0.30000000000000004.
  const next = Math.round((before + steps * stepFor(habit)) * 100) / 100;
  const write = logValue(habit, date, Math.max(0, next));
  return steps > 0 ? keepDone(habit, write, day) : write;
}

/** A numeric day's share of its target, 0 to 1, for the ring's arc. */
export function progressOf(
  habit: { targetValue: number; targetKind?: TargetKind },
  day: DayState | undefined,
): number {
  if (!day || day.skipped) return 0;
  // A limit's ring is how much of it is used; "completed" there means still within it.
  if (day.completed && !isLimit(habit)) return 1;
  return habit.targetValue > 0 ? Math.min(1, Math.max(0, day.value / habit.targetValue)) : 0;
}

/** The check: done days become not done (value 0); anything else becomes done at the target. */
export function toggleCheck(habit: CheckHabit, date: DateKey, day: DayState | undefined): CheckInWrite {
  if (day?.completed) return { habitId: habit.id, date, completed: false, value: 0 };
  return { habitId: habit.id, date, completed: true, value: habit.targetValue };
}

/** A logged amount: the day is done once the amount reaches the target, or for a limit while within it. */
export function logValue(habit: CheckHabit, date: DateKey, value: number): CheckInWrite {
  const amount = Number.isFinite(value) && value > 0 ? Math.min(value, MAX_AMOUNT) : 0;
  return { habitId: habit.id, date, completed: doneByAmount(habit, amount), value: amount };
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
  return (
    habits
      // A limit has nothing to complete: it is kept by what is not had.
      .filter((habit) => !isLimit(habit) && isDueOn(habit, date))
      .filter((habit) => {
        const day = dayOf(habit.id);
        return !day?.completed && !day?.skipped;
      })
      .map((habit) => ({ habitId: habit.id, date, completed: true, value: habit.targetValue }))
  );
}

/**
 * "Check in the next habit" (the installed app's shortcut, issue 32): the first habit, in the order
 * the person's list shows them, that is due on `date` and neither done nor skipped, done at its
 * target; null when nothing is left. Limits are never ticked.
 */
export function nextOpenWrite(
  habitsInListOrder: readonly CheckHabit[],
  date: DateKey,
  dayOf: (habitId: string) => DayState | undefined,
): CheckInWrite | null {
  return completeAllWrites(habitsInListOrder, date, dayOf)[0] ?? null;
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
    // A limit's day is its amount, logged as an amount, never ticked.
    if (done === undefined || isLimit(habit)) continue;
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

import type { DateKey } from '../dates';
import { displayIcon } from '../habit-icons';
import { keptRecord } from '../limits';
import { computeStreaks } from '../streaks';
import { compareRatesDesc, forEachDueDay, rateOf } from './due-days';
import type { AnalyticsInput } from './types';

export interface HabitTableRow {
  habitId: string;
  name: string;
  icon: string;
  color: string;
  category: string;
  completed: number;
  due: number;
  rate: number | null;
  currentStreak: number;
  bestStreak: number;
}

/** Completion over start..end; streaks over the habit's whole history to today (computeStreaks). Sorted by rate desc (null last), then name. */
export function habitTable(input: AnalyticsInput, start: DateKey, end: DateKey): HabitTableRow[] {
  const { today } = input;
  const rows = input.habits.map((habit): HabitTableRow => {
    const entries = input.entries.get(habit.id);
    let completed = 0;
    let due = 0;
    forEachDueDay(habit, entries, start, end, today, (_d, _w, done) => {
      due += 1;
      if (done) completed += 1;
    });
    const streaks = computeStreaks({
      scheduleDays: habit.scheduleDays,
      record: keptRecord(habit.limit, (date) => entries?.get(date)),
      today,
      firstDay: habit.firstDay,
      pauses: habit.pauses,
    });
    return {
      habitId: habit.id,
      name: habit.name,
      // As every screen draws it: a habit whose icon nobody picked shows its name's (never ✅).
      icon: displayIcon(habit),
      color: habit.color,
      category: habit.category,
      completed,
      due,
      rate: rateOf(completed, due),
      currentStreak: streaks.current,
      bestStreak: streaks.best,
    };
  });
  return rows.sort((a, b) => compareRatesDesc(a.rate, b.rate) || a.name.localeCompare(b.name));
}

import { computeStreaks, displayIcon, keptLookup, pausePlanOf, streakWindowStart } from '@habitat/domain';
import type { DashboardData } from '../dashboard-data';
import { entriesOf, habitFirstDay, lookupOf } from './chart-days';

/** Current and best streak per active habit, for the habit streak chart. */

export interface StreakBar {
  habitId: string;
  name: string;
  icon: string;
  color: string;
  /** Both capped at 365 (spec §9) by computeStreaks. */
  current: number;
  best: number;
}

/** Longest current streak first; ties by name so the order is stable between renders. */
export function buildStreakSeries(data: DashboardData): StreakBar[] {
  const bars = data.habits.map((habit): StreakBar => {
    const entries = entriesOf(data.history, habit.id);
    // The dashboard holds a year of history: `best` is the best streak within it.
    const firstDay = streakWindowStart(habitFirstDay(habit, entries, data.timezone, data.today), data.today);
    const { current, best } = computeStreaks({
      scheduleDays: habit.scheduleDays,
      record: keptLookup(habit, lookupOf(entries), data.weekStartsOn),
      today: data.today,
      firstDay,
      pauses: pausePlanOf(habit.pauses),
    });
    return {
      habitId: habit.id,
      name: habit.name,
      icon: displayIcon(habit),
      color: habit.color,
      current,
      best,
    };
  });
  return bars.sort((a, b) => b.current - a.current || compareNames(a.name, b.name));
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

function compareNames(a: string, b: string): number {
  return collator.compare(a, b);
}

/** 'Read: current streak 5 days, best 12 days' for the text alternative. */
export function describeStreak(bar: StreakBar): string {
  return `${bar.name}: current streak ${days(bar.current)}, best ${days(bar.best)}`;
}

function days(count: number): string {
  return `${count} ${count === 1 ? 'day' : 'days'}`;
}

/** Whole-day ticks from 0 to at least `max`, about five of them. */
export function streakTicks(max: number): number[] {
  const step = Math.max(1, Math.ceil(max / 4));
  const count = Math.max(1, Math.ceil(max / step));
  return Array.from({ length: count + 1 }, (_, i) => i * step);
}

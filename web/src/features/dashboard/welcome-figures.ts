import {
  type DateKey,
  type EntryRecord,
  type HabitRecord,
  habitFirstDay,
  keptLookup,
  pausePlanOf,
} from '@habitat/domain';
import { type HabitDayFigures, habitDayFigures } from './welcome-summary';

const NO_ENTRIES: ReadonlyMap<DateKey, EntryRecord> = new Map();

/**
 * Per-habit numbers, remembered against the habit's entry map. The history hook keeps the same map
 * for every habit a write did not touch, so a check-in recomputes one habit's year, not fifty.
 */
const cache = new WeakMap<object, { key: string; figures: HabitDayFigures }>();

export function figuresFor(
  habit: HabitRecord,
  entries: ReadonlyMap<DateKey, EntryRecord> | undefined,
  today: DateKey,
  weekStartsOn: number,
  timezone: string,
): HabitDayFigures {
  const days = entries ?? NO_ENTRIES;
  const key = `${habit.id}|${today}|${weekStartsOn}|${timezone}|${habit.createdAt}|${habit.scheduleDays.join()}|${JSON.stringify(habit.pauses ?? {})}|${habit.targetKind}|${habit.targetPeriod}|${habit.targetValue}`;
  const cached = entries ? cache.get(entries) : undefined;
  if (cached?.key === key) return cached.figures;
  const figures = habitDayFigures({
    habit: {
      id: habit.id,
      isActive: habit.isActive,
      scheduleDays: habit.scheduleDays,
      firstDay: habitFirstDay(habit, days, timezone, today),
      pauses: pausePlanOf(habit.pauses),
    },
    record: keptLookup(habit, (date) => days.get(date), weekStartsOn),
    today,
    weekStartsOn,
  });
  if (entries) cache.set(entries, { key, figures });
  return figures;
}

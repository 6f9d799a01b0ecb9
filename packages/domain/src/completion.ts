import { type DateKey, forEachDay, minKey } from './dates';
import { type PausePlan, pausedLookup } from './pauses';
import { weekdaySet } from './schedule';
import type { RecordLookup } from './streaks';

export interface Completion {
  completed: number;
  /** Scheduled days in the range that count: skipped days and days after today are left out. */
  due: number;
  /** completed / due, 0 when nothing was due. */
  rate: number;
  /**
   * Scheduled days in the range that were paused, and so left out of `due`: said beside the rate,
   * so a pause never hides how much of the period the habit was kept.
   */
  paused: number;
}

export function completionRate(input: {
  scheduleDays: readonly number[];
  record: RecordLookup;
  start: DateKey;
  end: DateKey;
  today: DateKey;
  pauses?: PausePlan;
}): Completion {
  const scheduled = weekdaySet(input.scheduleDays);
  const isPaused = pausedLookup(input.pauses);
  let completed = 0;
  let due = 0;
  let paused = 0;
  forEachDay(input.start, minKey(input.end, input.today), (day, weekday) => {
    if (!scheduled[weekday]) return;
    if (isPaused?.(day, weekday)) {
      paused += 1;
      return;
    }
    const entry = input.record(day);
    if (entry?.skipped) return;
    due += 1;
    if (entry?.completed) completed += 1;
  });
  return { completed, due, rate: due === 0 ? 0 : completed / due, paused };
}

import { type DateKey, dayOfWeek, minutesOfDay, personalDay, toDateKey } from '../dates';
import { isHlc, parseHlc } from '../hlc';
import type { AnalyticsInput } from './types';
import { weekdaysFrom } from './weekdays';

export type TimeBandId = 'night' | 'morning' | 'afternoon' | 'evening';

export interface TimeBand {
  id: TimeBandId;
  label: string;
  /** Local hour the band starts at (included). */
  from: number;
  /** Local hour the band ends at (excluded). */
  to: number;
}

export const TIME_BANDS: readonly TimeBand[] = [
  { id: 'night', label: 'Night', from: 0, to: 6 },
  { id: 'morning', label: 'Morning', from: 6, to: 12 },
  { id: 'afternoon', label: 'Afternoon', from: 12, to: 18 },
  { id: 'evening', label: 'Evening', from: 18, to: 24 },
];

export interface PatternCell {
  weekday: number;
  band: TimeBandId;
  count: number;
}

export interface CheckInPattern {
  /** 7×4, weekdays in week order, bands in TIME_BANDS order. */
  cells: PatternCell[];
  total: number;
  peak: PatternCell | null;
  /** Check-ins in range left out because they were logged on a later day (back-filled). */
  backfilled: number;
}

export interface CheckInPatternOptions {
  timeZone: string;
  weekStartsOn: number;
  dayStartMinutes?: number;
}

function bandIndex(hour: number): number {
  const index = TIME_BANDS.findIndex((band) => hour >= band.from && hour < band.to);
  return index === -1 ? TIME_BANDS.length - 1 : index;
}

/**
 * When in the week check-ins are made, read from the HLC each entry was written with. A check-in
 * ticked on a later day says when the person caught up, not when they did the habit, so it is left
 * out and counted in `backfilled` (so is the rare one written on an earlier day). Entries without a
 * readable HLC carry no time at all and are not counted anywhere. Skipped entries are not check-ins.
 */
export function checkInPattern(
  input: AnalyticsInput,
  start: DateKey,
  end: DateKey,
  options: CheckInPatternOptions,
): CheckInPattern {
  const { timeZone, weekStartsOn, dayStartMinutes = 0 } = options;
  const order = weekdaysFrom(weekStartsOn);
  const cells: PatternCell[] = order.flatMap((weekday) =>
    TIME_BANDS.map((band) => ({ weekday, band: band.id, count: 0 })),
  );
  const column = new Array<number>(7).fill(0);
  order.forEach((weekday, position) => {
    column[weekday] = position;
  });
  let total = 0;
  let backfilled = 0;
  for (const habit of input.habits) {
    const entries = input.entries.get(habit.id);
    if (!entries) continue;
    for (const entry of entries.values()) {
      if (!entry.completed || entry.skipped || entry.date < start || entry.date > end) continue;
      if (!isHlc(entry.hlc)) continue;
      const ms = parseHlc(entry.hlc).physical;
      const wallDay = toDateKey(ms, timeZone);
      const ownDay = dayStartMinutes === 0 ? wallDay : personalDay(ms, timeZone, dayStartMinutes);
      if (ownDay !== entry.date) {
        backfilled += 1;
        continue;
      }
      const hour = Math.floor(minutesOfDay(ms, timeZone) / 60);
      const cell = cells[(column[dayOfWeek(wallDay)] ?? 0) * TIME_BANDS.length + bandIndex(hour)];
      if (cell) cell.count += 1;
      total += 1;
    }
  }
  let peak: PatternCell | null = null;
  for (const cell of cells) if (cell.count > (peak?.count ?? 0)) peak = cell;
  return { cells, total, peak, backfilled };
}

/**
 * Local calendar days. A day is a `YYYY-MM-DD` key in the user's time zone: entries are keyed by it,
 * and every rule (today, weeks, streaks) works on keys, never on instants, so a check made at 00:30
 * in Tokyo belongs to Tokyo's date and a DST change cannot shift a day. Arithmetic on keys is done
 * in UTC, where every day has 24 hours.
 */

const KEY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

export type DateKey = string;

export function isDateKey(value: unknown): value is DateKey {
  if (typeof value !== 'string') return false;
  const match = KEY_PATTERN.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

function toUtcMs(key: DateKey): number {
  const match = KEY_PATTERN.exec(key);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD date: ${key}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

function fromUtcMs(ms: number): DateKey {
  return new Date(ms).toISOString().slice(0, 10);
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A formatter in the zone, or in UTC when this engine does not know the zone: a bad name stored by
 * an older version must not break the days of its owner, nor the numbers of every group they are in.
 */
function zonedFormatter(timeZone: string, options: Intl.DateTimeFormatOptions, locale: string) {
  try {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone });
  } catch {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
  }
}

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = zonedFormatter(timeZone, { year: 'numeric', month: '2-digit', day: '2-digit' }, 'en-CA');
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The calendar day an instant falls on in a time zone. */
export function toDateKey(instant: Date | number, timeZone: string): DateKey {
  const parts = formatterFor(timeZone).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/**
 * The person's day an instant belongs to. A day may start after midnight (`dayStartMinutes`, from the
 * 'day starts at' preference): someone up until 01:30 with their day starting at 04:00 is still on
 * the evening's day, so a check-in at 01:30 counts for it and their streak does not break at midnight.
 */
export function personalDay(instant: Date | number, timeZone: string, dayStartMinutes = 0): DateKey {
  return toDateKey(Number(instant) - dayStartMinutes * 60_000, timeZone);
}

export function todayKey(timeZone: string, now: Date | number = Date.now(), dayStartMinutes = 0): DateKey {
  return personalDay(now, timeZone, dayStartMinutes);
}

export function addDays(key: DateKey, days: number): DateKey {
  return fromUtcMs(toUtcMs(key) + days * DAY_MS);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: DateKey, to: DateKey): number {
  return Math.round((toUtcMs(to) - toUtcMs(from)) / DAY_MS);
}

/** 0 = Sunday … 6 = Saturday, as schedules store it. */
export function dayOfWeek(key: DateKey): number {
  return new Date(toUtcMs(key)).getUTCDay();
}

export function startOfWeek(key: DateKey, weekStartsOn: number): DateKey {
  return addDays(key, -((dayOfWeek(key) - weekStartsOn + 7) % 7));
}

export interface WeekDay {
  date: DateKey;
  dayOfWeek: number;
  isToday: boolean;
}

/** The 7 days of the week containing `key`, starting on the preferred day, with today flagged. */
export function weekOf(key: DateKey, weekStartsOn: number, today: DateKey): WeekDay[] {
  const start = startOfWeek(key, weekStartsOn);
  return Array.from({ length: 7 }, (_, i) => {
    const date = addDays(start, i);
    return { date, dayOfWeek: dayOfWeek(date), isToday: date === today };
  });
}

/** Every day from `start` to `end`, both included; empty when `end` is before `start`. */
export function dateRange(start: DateKey, end: DateKey): DateKey[] {
  const count = daysBetween(start, end) + 1;
  return count > 0 ? Array.from({ length: count }, (_, i) => addDays(start, i)) : [];
}

/**
 * Calls `visit` for every day from `start` to `end` (both included) with its weekday (0 = Sunday),
 * in order. The hot loop of streaks and completion: it steps a number and formats the key by hand
 * rather than parsing and formatting through Date for each day (ten times faster).
 */
export function forEachDay(
  start: DateKey,
  end: DateKey,
  visit: (key: DateKey, weekday: number) => void,
): void {
  const first = toUtcMs(start);
  const last = toUtcMs(end);
  if (last < first) return;
  const date = new Date(first);
  let year = date.getUTCFullYear();
  let month = date.getUTCMonth() + 1;
  let day = date.getUTCDate();
  let weekday = date.getUTCDay();
  let monthLength = daysInMonth(year, month);
  for (let ms = first; ms <= last; ms += DAY_MS) {
    visit(`${year}-${month < 10 ? '0' : ''}${month}-${day < 10 ? '0' : ''}${day}`, weekday);
    weekday = weekday === 6 ? 0 : weekday + 1;
    day += 1;
    if (day > monthLength) {
      day = 1;
      month += 1;
      if (month > 12) {
        month = 1;
        year += 1;
      }
      monthLength = daysInMonth(year, month);
    }
  }
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function minKey(a: DateKey, b: DateKey): DateKey {
  return a < b ? a : b;
}

export function maxKey(a: DateKey, b: DateKey): DateKey {
  return a > b ? a : b;
}

const clockFormatters = new Map<string, Intl.DateTimeFormat>();

function clockFormatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = clockFormatters.get(timeZone);
  if (!formatter) {
    // h23: some engines print midnight as "24" with hour12 false.
    formatter = zonedFormatter(
      timeZone,
      {
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      },
      'en-US',
    );
    clockFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** What a wall clock in the zone shows at an instant, written as if that reading were UTC. */
function wallClockMs(instant: number, timeZone: string): number {
  const parts = clockFormatterFor(timeZone).formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
}

/** The zone's offset from UTC at an instant, in minutes east (UTC for a zone this engine does not know). */
export function utcOffsetMinutes(instant: Date | number, timeZone: string): number {
  const at = Number(instant);
  return Math.round((wallClockMs(at, timeZone) - (at - (at % 1000))) / 60_000);
}

/** Minutes since local midnight (0–1439) at an instant in a time zone. */
export function minutesOfDay(instant: Date | number, timeZone: string): number {
  const wall = wallClockMs(Number(instant), timeZone);
  return Math.floor((((wall % DAY_MS) + DAY_MS) % DAY_MS) / 60_000);
}

/**
 * The first instant at which the zone's clock shows `date` at `minutes` past midnight or later.
 * A time the clock shows twice (autumn) gives the first; a time it skips (spring) gives the moment
 * of the jump, so a 02:30 alarm on the spring-forward night rings at 03:00 rather than not at all.
 */
export function zonedInstant(date: DateKey, minutes: number, timeZone: string): number {
  const wall = toUtcMs(date) + minutes * 60_000;
  const offsetAt = (instant: number) => wallClockMs(instant, timeZone) - (instant - (instant % 1000));
  const first = wall - offsetAt(wall);
  const second = wall - offsetAt(first);
  if (wallClockMs(second, timeZone) === wall) return second;
  if (wallClockMs(first, timeZone) === wall) return first;
  // Skipped by the clock: one guess lies before the jump, the other after; find the jump.
  let before = Math.min(first, second);
  let after = Math.max(first, second);
  while (after - before > 60_000) {
    const middle = before + Math.max(60_000, Math.floor((after - before) / 120_000) * 60_000);
    if (wallClockMs(middle, timeZone) >= wall) after = middle;
    else before = middle;
  }
  return after;
}

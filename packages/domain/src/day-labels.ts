import { type DateKey, dayOfWeek, isDateKey } from './dates';

/**
 * How group news names a day that is not today: 'Mon 16 Nov'. The date is a calendar day, not an
 * instant, so it is read without any time zone; the year is left out because news is recent.
 */

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

export function dayLabel(date: string): string {
  if (!isDateKey(date)) return date;
  const [, month, day] = date.split('-').map(Number) as [number, number, number];
  return `${WEEKDAYS[dayOfWeek(date as DateKey)]} ${day} ${MONTHS[month - 1]}`;
}

/**
 * Past days a member logged of one habit, described once: 'completed Read on Mon 16 Nov' for one day,
 * 'logged 7 past days of Read' for several. Repeated or malformed dates are not counted twice.
 */
export function pastDaysPhrase(dates: readonly string[], habitName: string): string {
  const days = [...new Set(dates.filter(isDateKey))].sort();
  if (days.length === 1) return `completed ${habitName} on ${dayLabel(days[0] as string)}`;
  return `logged ${days.length} past days of ${habitName}`;
}

import type { DateKey } from '@habitat/domain';

/**
 * A week strip's day in words: its letter for the strip ('M') and its name for a screen reader
 * ('Monday 3 March'). A date key is a calendar day, so it is formatted in UTC: no time zone may
 * move it to the day before.
 */

const dayName = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});
const dayLetter = new Intl.DateTimeFormat('en-GB', { weekday: 'narrow', timeZone: 'UTC' });
const asUtc = (date: DateKey) => new Date(`${date}T00:00:00Z`);

export function weekDayName(date: DateKey): string {
  return dayName.format(asUtc(date));
}

export function weekDayLetter(date: DateKey): string {
  return dayLetter.format(asUtc(date));
}

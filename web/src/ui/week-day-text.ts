import type { DateKey } from '@habitat/domain';

/**
 * A week strip's day in words: its letter for the strip ('M') and its name for a screen reader
 * ('Monday 3 March'). A date key is a calendar day, so it is formatted in UTC: no time zone may
 * move it to the day before.
 */

// Made at first use, not as the module loads: the app's first screen loads this module with the
// week strip's sheet, and a formatter costs milliseconds to build on a phone.
let dayName: Intl.DateTimeFormat | undefined;
let dayLetter: Intl.DateTimeFormat | undefined;
const asUtc = (date: DateKey) => new Date(`${date}T00:00:00Z`);

export function weekDayName(date: DateKey): string {
  dayName ??= new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  return dayName.format(asUtc(date));
}

export function weekDayLetter(date: DateKey): string {
  dayLetter ??= new Intl.DateTimeFormat('en-GB', { weekday: 'narrow', timeZone: 'UTC' });
  return dayLetter.format(asUtc(date));
}

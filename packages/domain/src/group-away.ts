import { addDays, type DateKey, maxKey } from './dates';

/**
 * Inactive members never stall a group (issue 31): a member with no check-in of the group's habits
 * for the group's number of days shows as away, and leaves its ranking until they check in again.
 * Counted from their last check-in, or from the day they joined when that is later (a newcomer is
 * not away for days before they were there). Null while they are not away; else the day the
 * absence runs from.
 */
export function awaySince(
  lastCheckIn: DateKey | null,
  joinedDay: DateKey,
  today: DateKey,
  awayAfterDays: number,
): DateKey | null {
  const lastActive = lastCheckIn === null ? joinedDay : maxKey(lastCheckIn, joinedDay);
  return lastActive <= addDays(today, -awayAfterDays) ? lastActive : null;
}

import { type DateKey, dayLabel, type PausePlan, pauseCovering } from '@habitat/domain';

/**
 * How a pause is said on the Today list, the habit's sheet and a group's member row: "Paused until
 * Sun 6 Dec", or "Paused until you're back" for one with no end. Null on a day that is not paused.
 */
export function pausedText(plan: PausePlan, today: DateKey): string | null {
  const covering = pauseCovering(plan, today);
  if (!covering) return null;
  return covering.until === null ? "Paused until you're back" : `Paused until ${dayLabel(covering.until)}`;
}

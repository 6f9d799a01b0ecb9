import {
  addDays,
  type DateKey,
  type DayState,
  type Limit,
  type LimitStanding,
  limitStanding,
  startOfWeek,
} from '@habitat/domain';
import { numberText, quantityText } from '../../../ui/counted';

/**
 * How a limit reads on the Today list (issue 30): what was had against the most allowed, and
 * where that leaves the day, "under", "at the limit" or "over", in words, never by colour alone.
 */

/** The amount a limit judges today: today's own, or the week's so far for a weekly limit. */
export function limitAmount(
  limit: Limit,
  today: DateKey,
  dayOf: (date: DateKey) => DayState | undefined,
): number {
  const amountOn = (date: DateKey) => {
    const day = dayOf(date);
    return day && !day.skipped ? day.value : 0;
  };
  if (limit.period === 'day') return amountOn(today);
  let total = 0;
  for (let day = startOfWeek(today, limit.weekStartsOn); day <= today; day = addDays(day, 1)) {
    total += amountOn(day);
  }
  return total;
}

const STANDING_WORDS: Readonly<Record<LimitStanding, string>> = {
  under: 'under',
  at: 'at the limit',
  over: 'over',
};

/** '1 of at most 3 cups · under', '12 of at most 10 cups this week · over'. */
export function limitLine(
  limit: Limit,
  amount: number,
  unit: string,
): { text: string; standing: LimitStanding } {
  const standing = limitStanding(amount, limit.value);
  const period = limit.period === 'week' ? ' this week' : '';
  return {
    text: `${numberText(amount)} of at most ${quantityText(limit.value, unit)}${period} · ${STANDING_WORDS[standing]}`,
    standing,
  };
}

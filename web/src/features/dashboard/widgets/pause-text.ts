import {
  type DateKey,
  dayLabel,
  type MonthlyWeekend,
  type PausePlan,
  pauseCovering,
  type RestRule,
  SCHEDULE_BUTTONS,
} from '@habitat/domain';

/**
 * How a pause is said on the Today list, the habit's sheet and a group's member row: "Paused until
 * Sun 6 Dec", or "Paused until you're back" for one with no end. Null on a day that is not paused.
 */
export function pausedText(plan: PausePlan, today: DateKey): string | null {
  const covering = pauseCovering(plan, today);
  if (!covering) return null;
  return covering.until === null ? "Paused until you're back" : `Paused until ${dayLabel(covering.until)}`;
}

/** The weekends a monthly rest can fall on, as the form offers them. */
export const WEEKEND_NAMES: Readonly<Record<MonthlyWeekend, string>> = {
  1: 'first',
  2: 'second',
  3: 'third',
  4: 'fourth',
  [-1]: 'last',
};

/** Monday first, as the habit form's schedule reads. */
const WEEKDAY_ORDER = SCHEDULE_BUTTONS.map((button) => button.day);

function listText(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** A planned rest in words: "Every Sunday", "Every Saturday and Sunday", "The last weekend of each month". */
export function restRuleText(rule: RestRule): string {
  if (rule.kind === 'monthly-weekend') return `The ${WEEKEND_NAMES[rule.weekend]} weekend of each month`;
  const names = SCHEDULE_BUTTONS.filter((button) => rule.weekdays.includes(button.day))
    .sort((a, b) => WEEKDAY_ORDER.indexOf(a.day) - WEEKDAY_ORDER.indexOf(b.day))
    .map((button) => button.name);
  return `Every ${listText(names)}`;
}

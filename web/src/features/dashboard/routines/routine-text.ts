import type { RoutineDay, RoutineRule } from '@habitat/domain';
import { numberText, quantityText } from '../../../ui/counted';

/** A routine's rule in words, for its form and its header (issue 30). */
export function ruleText(rule: RoutineRule, habits: number): string {
  switch (rule.kind) {
    case 'none':
      return 'No rule';
    case 'all':
      return habits === 1 ? 'Its habit' : `All ${habits}`;
    case 'any':
      return `Any ${Math.min(rule.count, habits)} of ${habits}`;
    case 'total':
      return `${quantityText(rule.amount, rule.unit)} in total`;
  }
}

/**
 * Where the routine stands today, in words: "2 of 3 done", "20 of 30 minutes", "Done", "Skipped
 * today", "Not today" (none of its habits is due). Null for a routine without a rule.
 */
export function routineDayText(rule: RoutineRule, day: RoutineDay): string | null {
  if (rule.kind === 'none') return null;
  if (day.state === 'off') return 'Not today';
  if (day.state === 'skipped') return 'Skipped today';
  if (day.state === 'done') return 'Done';
  if (rule.kind === 'total') return `${numberText(day.have)} of ${quantityText(day.need, rule.unit)}`;
  return `${day.have} of ${day.need} done`;
}

export const habitCountText = (count: number) => `${count} ${count === 1 ? 'habit' : 'habits'}`;

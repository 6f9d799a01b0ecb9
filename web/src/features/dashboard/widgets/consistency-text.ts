import type { Completion } from '@habitat/domain';
import { counted } from '../../../ui/counted';

/** How many days back a habit's sheet tells its consistency over. */
export const CONSISTENCY_DAYS = 30;

/**
 * A habit's consistency beside its streak (issue 30: "show the streak and the consistency
 * together, so a pause never hides what happened"): "Done 24 of 28 due days in the last 30 days ·
 * 2 paused". A limit says "kept" (it is kept by staying within it). Null while nothing was due and
 * nothing paused: there is nothing to tell yet.
 */
export function consistencyText(completion: Completion, limit: boolean): string | null {
  const { completed, due, paused } = completion;
  if (due === 0 && paused === 0) return null;
  const verb = limit ? 'Kept' : 'Done';
  const base =
    due === 0
      ? `Nothing due in the last ${CONSISTENCY_DAYS} days`
      : `${verb} ${completed} of ${counted(due, 'due day', 'due days')} in the last ${CONSISTENCY_DAYS} days`;
  return paused > 0 ? `${base} · ${paused} paused` : base;
}

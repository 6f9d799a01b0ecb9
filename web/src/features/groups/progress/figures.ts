import { type CompletionTone, completionTone } from '@habitat/domain';
import type { MemberStats } from '@habitat/protocol';
import { counted } from '../counted';

/**
 * How the group's progress widgets show a member's figures. A null figure is one the member's share
 * level keeps to themselves (protocol group-progress.ts): it reads as a dash and 'Not shared', never
 * as 0, which would claim they did nothing.
 */

export const HIDDEN_FIGURE = '—';
export const NOT_SHARED = 'Not shared';

export type Figure = { shared: true; text: string } | { shared: false; text: typeof HIDDEN_FIGURE };

function figure(value: number | null, words: (value: number) => string): Figure {
  return value === null ? { shared: false, text: HIDDEN_FIGURE } : { shared: true, text: words(value) };
}

/** A completion rate as a bar's width: whole percent within 0-100. */
export function percentOf(rate: number): number {
  if (!Number.isFinite(rate)) return 0;
  return Math.min(100, Math.max(0, Math.round(rate)));
}

export function completionFigure(rate: number | null): Figure {
  return figure(rate, (value) => `${percentOf(value)}%`);
}

/** The bar under a completion rate, or null when the rate is not shared (no bar rather than an empty one). */
export function completionBar(rate: number | null): { percent: number; tone: CompletionTone } | null {
  if (rate === null) return null;
  const percent = percentOf(rate);
  return { percent, tone: completionTone(percent) };
}

/** '5 days', '1 day'. */
export function streakFigure(days: number | null): Figure {
  return figure(days, (value) => counted(value, 'day', 'days'));
}

/** A count shown under its label ('Entries'), so the number alone. */
export function entriesFigure(entries: number | null): Figure {
  return figure(entries, (value) => String(value));
}

/** The figures as one phrase for a screen reader: '80% completion, 5 day streak, 12 entries'. */
export function spokenFigures(stats: Pick<MemberStats, 'completionRate' | 'currentStreak' | 'totalEntries'>) {
  const completion =
    stats.completionRate === null
      ? 'completion not shared'
      : `${percentOf(stats.completionRate)}% completion`;
  const streak = stats.currentStreak === null ? 'streak not shared' : `${stats.currentStreak} day streak`;
  const entries =
    stats.totalEntries === null ? 'entries not shared' : counted(stats.totalEntries, 'entry', 'entries');
  return `${completion}, ${streak}, ${entries}`;
}

/** 'Ana' or 'Ana (You)'. */
export function memberLabel(name: string, isYou: boolean): string {
  return isYou ? `${name} (You)` : name;
}

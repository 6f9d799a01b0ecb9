import type { WorkspaceSummary } from '@habitat/protocol';
import { counted } from '../../../ui/counted';

/**
 * What the groups list shows about its groups (spec §2 Groups list): the three stat cards, the
 * counts on each card and its 'This week' percent. The summaries were checked against the protocol
 * where they arrived (api/answers.ts), so their counts are whole numbers.
 */

export interface GroupStats {
  activeGroups: number;
  totalMembers: number;
  sharedHabits: number;
}

type CountedGroup = Pick<WorkspaceSummary, 'memberCount' | 'habitCount'>;

export function groupStats(groups: readonly CountedGroup[]): GroupStats {
  return {
    activeGroups: groups.length,
    totalMembers: groups.reduce((sum, group) => sum + group.memberCount, 0),
    sharedHabits: groups.reduce((sum, group) => sum + group.habitCount, 0),
  };
}

/** The 'This week' percent (at most 100), or null when there is nothing to show (no check-ins were due). */
export function weeklyPercent(progress: WorkspaceSummary['weeklyProgress']): number | null {
  return progress === null ? null : Math.min(100, progress);
}

/**
 * What the 'This week' percent is of: '5 of 7 due check-ins so far this week' (the members' habits
 * shared with the group, from the first day of the viewer's week to their today). Null when nothing
 * was due.
 */
export function weeklyFraction(figures: WorkspaceSummary['weeklyFigures']): string | null {
  if (figures === null || figures.due <= 0) return null;
  return `${figures.completed} of ${counted(figures.due, 'due check-in', 'due check-ins')} so far this week`;
}

export function memberCountLabel(count: number): string {
  return counted(count, 'member', 'members');
}

export function habitCountLabel(count: number): string {
  return counted(count, 'habit', 'habits');
}

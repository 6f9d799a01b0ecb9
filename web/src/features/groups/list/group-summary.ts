import type { WorkspaceSummary } from '@habitat/protocol';
import { counted } from '../../../ui/counted';

/**
 * What the groups list shows about its groups (spec §2 Groups list): the three stat cards, the
 * counts on each card and its 'This week' percent. Counts from the server are trusted only when
 * they are whole, non-negative numbers; anything else reads as 0 (spec §4 Group list load).
 */

export interface GroupStats {
  activeGroups: number;
  totalMembers: number;
  sharedHabits: number;
}

type CountedGroup = Pick<WorkspaceSummary, 'memberCount' | 'habitCount'>;

export function countOf(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.floor(value) : 0;
}

export function groupStats(groups: readonly CountedGroup[]): GroupStats {
  return {
    activeGroups: groups.length,
    totalMembers: groups.reduce((sum, group) => sum + countOf(group.memberCount), 0),
    sharedHabits: groups.reduce((sum, group) => sum + countOf(group.habitCount), 0),
  };
}

/** The rounded 'This week' percent, or null when there is nothing to show (no check-ins were due). */
export function weeklyPercent(progress: unknown): number | null {
  if (typeof progress !== 'number' || !Number.isFinite(progress)) return null;
  return Math.min(100, Math.max(0, Math.round(progress)));
}

/**
 * What the 'This week' percent is of: '5 of 7 due check-ins so far this week' (the members' habits
 * shared with the group, from the first day of the viewer's week to their today). Null when the
 * server sent no counts (an answer saved before they were served) or nothing was due.
 */
export function weeklyFraction(figures: unknown): string | null {
  if (typeof figures !== 'object' || figures === null) return null;
  const { completed, due } = figures as Record<string, unknown>;
  if (typeof completed !== 'number' || typeof due !== 'number' || due <= 0) return null;
  return `${countOf(completed)} of ${counted(countOf(due), 'due check-in', 'due check-ins')} so far this week`;
}

export function memberCountLabel(count: unknown): string {
  return counted(countOf(count), 'member', 'members');
}

export function habitCountLabel(count: unknown): string {
  return counted(countOf(count), 'habit', 'habits');
}

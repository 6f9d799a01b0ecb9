import type { HabitFigures } from '@habitat/protocol';
import { ApiError } from '../../api/client';
import { counted } from '../groups/counted';
import { MIRROR_MESSAGES, MirrorDataError, type MirrorHabitView } from './mirror-data';

/** The member mirror's words (spec §2 Member mirror dashboard, §8 member dashboard). */

export const MIRROR_SUBTITLE = 'Read-only mirror • Complete dashboard view';
export const NO_HABITS_TITLE = 'No Habits Yet';
export const NOT_SHARED = 'Not shared';
export const NOTHING_DUE = 'Nothing due yet';
export const EMPTY_FIGURE = '—';

export function dashboardTitle(name: string): string {
  return `${name}'s Dashboard`;
}

export function noHabitsLine(name: string): string {
  return `${name} hasn't created any habits yet.`;
}

export function noHabitsHints(name: string): readonly string[] {
  return [
    `Habits ${name} creates on their own dashboard show up here.`,
    `Group habits ${name} adopts show up here too.`,
    'Habits kept private stay hidden from the group.',
  ];
}

export function footerText(name: string): string {
  return `This is a complete, read-only mirror of ${name}'s personal dashboard. You can see all their habits and progress but cannot make changes.`;
}

/** The header badges: personal, group and total habit counts. */
export function habitCountBadges(
  habits: readonly Pick<MirrorHabitView, 'isPersonalHabit' | 'isGroupHabit'>[],
) {
  const personal = habits.filter((habit) => habit.isPersonalHabit).length;
  const group = habits.filter((habit) => habit.isGroupHabit).length;
  return [
    counted(personal, 'personal habit', 'personal habits'),
    counted(group, 'group habit', 'group habits'),
    counted(habits.length, 'total habit', 'total habits'),
  ];
}

export function habitTag(habit: Pick<MirrorHabitView, 'isGroupHabit'>): 'Group' | 'Personal' {
  return habit.isGroupHabit ? 'Group' : 'Personal';
}

/** One figure as shown: its value, or a dash with why it is missing. */
export interface FigureText {
  value: string;
  note: string | null;
}

export interface HabitFigureTexts {
  completion: FigureText;
  streak: FigureText;
  total: FigureText;
}

const hidden: FigureText = { value: EMPTY_FIGURE, note: NOT_SHARED };

/**
 * A null completion rate is either hidden or has nothing due yet: when the counts behind it are
 * shared (due is a number), nothing was due.
 */
export function figureTexts(figures: HabitFigures): HabitFigureTexts {
  let completion: FigureText = hidden;
  if (figures.completionRate !== null) completion = { value: `${figures.completionRate}%`, note: null };
  else if (figures.due !== null) completion = { value: EMPTY_FIGURE, note: NOTHING_DUE };
  const streak =
    figures.currentStreak === null
      ? hidden
      : { value: counted(figures.currentStreak, 'day', 'days'), note: null };
  const total = figures.totalEntries === null ? hidden : { value: String(figures.totalEntries), note: null };
  return { completion, streak, total };
}

/** Shown instead of the chart when no habit shares its check-ins. */
export function noChartText(name: string): string {
  return `${name} doesn't share daily check-ins for any habit, so there is nothing to chart.`;
}

/** Under the chart when some habits are left out of it. */
export function chartScopeNote(charted: number, total: number): string | null {
  if (charted >= total) return null;
  return `Charts ${charted} of ${counted(total, 'habit', 'habits')}, those with shared daily check-ins.`;
}

export interface MirrorLoadFailure {
  title: string;
  message: string;
}

const GENERIC_SERVER_TEXT = /^HTTP error! status: \d+$/;

/**
 * Spec §8: the server's error or 'Failed to load member dashboard'. A refusal (403: the member keeps
 * their dashboard private) or a missing member (404) is explained in the server's own words rather
 * than the transport's generic sentence.
 */
export function mirrorLoadFailure(error: unknown): MirrorLoadFailure {
  const title = 'Error Loading Dashboard';
  if (error instanceof MirrorDataError) return { title, message: error.message };
  if (error instanceof ApiError) {
    const own = error.serverMessage.trim();
    if ((error.status === 403 || error.status === 404) && own && !GENERIC_SERVER_TEXT.test(own)) {
      return { title, message: own };
    }
    return { title, message: error.message || MIRROR_MESSAGES.loadFailed };
  }
  return { title: 'Something Went Wrong', message: MIRROR_MESSAGES.loadFailed };
}

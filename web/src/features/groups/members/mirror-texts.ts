import type { ShareProgress } from '@habitat/domain';
import type { HabitFigures } from '@habitat/protocol';
import { ApiError } from '../../../api/client';
import { counted } from '../../../ui/counted';
import { dayLabel, fractionText } from '../progress/figures';
import { MIRROR_MESSAGES, type MirrorSharing } from './mirror-data';
import type { MirrorHabitView } from './mirror-habit';

/**
 * The member mirror's words (spec §2 Member mirror dashboard, §8 member dashboard). The mirror shows
 * what a member shares with the group, never all of their dashboard, so its words say what is shown
 * and what is not (issue 16) instead of 'Complete dashboard view'. On your own mirror they speak to
 * you and point to where the sharing is changed.
 */

export const NOT_SHARED = 'Not shared';
export const NOTHING_DUE = 'Nothing due yet';
export const EMPTY_FIGURE = '—';
/** The days the mirror's numbers cover (the server's default progress range). */
export const MIRROR_FIGURE_DAYS = 30;

/** Whose mirror it is: another member's, or the viewer's own ('you'). */
export interface MirrorViewer {
  name: string;
  isSelf: boolean;
}

export function dashboardTitle(name: string): string {
  return `${name}'s Dashboard`;
}

/** Under the title: that this is read-only, and whose sharing it shows. */
export function mirrorSubtitle(viewer: MirrorViewer): string {
  return viewer.isSelf
    ? 'Read-only • what the group sees of your dashboard'
    : `Read-only • what ${viewer.name} shares with the group`;
}

type Level = Exclude<ShareProgress, 'private'>;
const LEVEL_WORDS: Readonly<Record<Level, string>> = {
  full: 'everything about',
  'progress-only': 'progress of',
  'streaks-only': 'streaks of',
};

function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/**
 * What is shared, in one sentence: 'Ana shares everything about 1 habit and progress of 2 habits.'
 * To the member themselves it also counts their private habits ('You share progress of 2 habits;
 * 1 habit is private.'); to anyone else private habits do not exist, so they are not counted.
 */
export function sharingSummary(
  viewer: MirrorViewer,
  habits: readonly Pick<MirrorHabitView, 'habit'>[],
  sharing: MirrorSharing,
): string {
  const subject = viewer.isSelf ? 'You share' : `${viewer.name} shares`;
  if (!sharing.dashboardShared) {
    return viewer.isSelf
      ? "You haven't shared your dashboard with this group: it sees none of your habits."
      : `${viewer.name} hasn't shared their dashboard with this group.`;
  }
  const counts = new Map<Level, number>();
  for (const { habit } of habits) {
    const level = habit.workspaceSettings.shareProgress;
    if (level !== 'private') counts.set(level, (counts.get(level) ?? 0) + 1);
  }
  const parts = (Object.keys(LEVEL_WORDS) as Level[]).flatMap((level) => {
    const count = counts.get(level);
    return count ? [`${LEVEL_WORDS[level]} ${counted(count, 'habit', 'habits')}`] : [];
  });
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
  // 'Ana shares 3 habits with this group: everything about 1 habit and progress of 2 habits.'
  const shared =
    parts.length > 0
      ? `${subject} ${counted(total, 'habit', 'habits')} with this group: ${joinWords(parts)}`
      : `${subject} no habits with this group yet`;
  if (!viewer.isSelf) return `${shared}.`;
  const notes: string[] = [];
  const hidden = sharing.privateHabits?.length ?? 0;
  if (hidden > 0) notes.push(`${counted(hidden, 'habit is', 'habits are')} private`);
  const unchosen = sharing.unsharedHabits?.length ?? 0;
  if (unchosen > 0) notes.push(`${counted(unchosen, 'habit is', 'habits are')} not shared with this group`);
  return notes.length > 0 ? `${shared}; ${notes.join('; ')}.` : `${shared}.`;
}

/** The empty state when no habit is listed: why, in the viewer's terms. */
export interface NoHabitsText {
  title: string;
  line: string;
  hints: readonly string[];
}

export function noHabitsText(viewer: MirrorViewer, sharing: MirrorSharing): NoHabitsText {
  const { name } = viewer;
  if (!viewer.isSelf) {
    return {
      title: 'Nothing Shared Yet',
      line: `${name} doesn't share any habits with the group yet.`,
      hints: [
        `Habits ${name} creates on their own dashboard show up here once shared.`,
        `Group habits ${name} adopts show up here too.`,
        'Habits kept private stay hidden from the group.',
      ],
    };
  }
  if (!sharing.dashboardShared) {
    return {
      title: 'Hidden From the Group',
      line: 'You do not share your dashboard with this group, so it sees none of your habits.',
      hints: ['Share it again from Privacy & Security in Settings.'],
    };
  }
  if ((sharing.unsharedHabits?.length ?? 0) > 0) {
    return {
      title: 'Nothing Shared Yet',
      line: 'You have not chosen any of your habits for this group.',
      hints: ['Choose what it sees from the eye button on the group’s page.'],
    };
  }
  if ((sharing.privateHabits?.length ?? 0) > 0) {
    return {
      title: 'Nothing Shared Yet',
      line: 'All your habits are private, so the group sees none of them.',
      hints: ["Choose what a habit shares from its privacy settings: the links below open each one's."],
    };
  }
  return {
    title: 'No Habits Yet',
    line: "You haven't created any habits yet.",
    hints: [
      'Habits you create on your dashboard show up here.',
      'Group habits you adopt show up here too.',
      'Habits you keep private stay hidden from the group.',
    ],
  };
}

export function footerText(viewer: MirrorViewer): string {
  return viewer.isSelf
    ? 'This is what the members of this group see of your dashboard. Your private habits are not shown to them, and nothing here can be changed.'
    : `This is a read-only mirror of what ${viewer.name} shares with the group. Habits ${viewer.name} keeps private are not shown, and nothing here can be changed.`;
}

/** The header badges: personal, group and total habit counts, of the habits shown. */
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

/** One number as shown: its value, or a dash with why it is missing; `detail` says what it is of. */
export interface FigureText {
  value: string;
  note: string | null;
  detail: string | null;
}

export interface HabitFigureTexts {
  completion: FigureText;
  streak: FigureText;
  total: FigureText;
}

const hidden: FigureText = { value: EMPTY_FIGURE, note: NOT_SHARED, detail: null };

/**
 * A null completion rate is either hidden or has nothing due yet: when the counts behind it are
 * shared (due is a number), nothing was due. A shown rate says what it is of ('2 of 4 due days in
 * the last 30 days'), and the total since when it counts.
 */
export function figureTexts(figures: HabitFigures, countsFrom: string | null = null): HabitFigureTexts {
  let completion: FigureText = hidden;
  if (figures.completionRate !== null) {
    completion = {
      value: `${figures.completionRate}%`,
      note: null,
      detail: fractionText(figures, MIRROR_FIGURE_DAYS, 'days'),
    };
  } else if (figures.due !== null) completion = { value: EMPTY_FIGURE, note: NOTHING_DUE, detail: null };
  const streak =
    figures.currentStreak === null
      ? hidden
      : { value: counted(figures.currentStreak, 'day', 'days'), note: null, detail: null };
  const total =
    figures.totalEntries === null
      ? hidden
      : {
          value: String(figures.totalEntries),
          note: null,
          detail: countsFrom ? `since ${dayLabel(countsFrom)}` : null,
        };
  return { completion, streak, total };
}

/** Shown instead of the chart when no habit shares its check-ins. */
export function noChartText(viewer: MirrorViewer): string {
  return viewer.isSelf
    ? "You share no habit's daily check-ins with the group, so it sees no chart. A habit shared in full is charted: choose that from the habit's privacy settings."
    : `${viewer.name} shares no habit's daily check-ins, so there is no chart. The figures below are what ${viewer.name} shares.`;
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
  // A member who has not shared their dashboard is a choice, not an error (issue 27).
  if (
    error instanceof ApiError &&
    error.status === 403 &&
    error.serverMessage.includes('shared their dashboard')
  ) {
    return { title: 'Not Shared With This Group', message: error.serverMessage.trim() };
  }
  const title = 'Error Loading Dashboard';
  if (error instanceof ApiError) {
    const own = error.serverMessage.trim();
    if ((error.status === 403 || error.status === 404) && own && !GENERIC_SERVER_TEXT.test(own)) {
      return { title, message: own };
    }
    return { title, message: error.message || MIRROR_MESSAGES.loadFailed };
  }
  return { title: 'Something Went Wrong', message: MIRROR_MESSAGES.loadFailed };
}

import { type CompletionTone, completionTone, coversRange } from '@habitat/domain';
import {
  DEFAULT_PROGRESS_RANGE,
  type FiguresPeriod,
  type MemberStats,
  type ProgressRange,
} from '@habitat/protocol';
import { counted } from '../../../ui/counted';

/**
 * How the group's progress widgets show a member's numbers. A null number is one the member's share
 * level keeps to themselves (protocol group-progress.ts): it reads as a dash and 'Not shared', never
 * as 0, which would claim they did nothing. Every rate says what it is of: done of due, and over
 * which days (issue 16). On the viewer's own row the numbers are their real ones, and those the
 * group does not see are marked.
 */

export const HIDDEN_FIGURE = '—';
export const NOT_SHARED = 'Not shared';
export const NOTHING_DUE = 'Nothing due yet';
export const ONLY_YOU = 'Only you see this';

/**
 * A number as shown: its words, or a dash with why there is none (`note`). `onlyYou` marks one of
 * the viewer's own numbers that the group does not see.
 */
export interface Figure {
  text: string;
  note: string | null;
  onlyYou: boolean;
}

const hidden: Figure = { text: HIDDEN_FIGURE, note: NOT_SHARED, onlyYou: false };

function figure(value: number | null, words: (value: number) => string, onlyYou = false): Figure {
  return value === null ? hidden : { text: words(value), note: null, onlyYou };
}

const RANGE_DAYS: Readonly<Record<ProgressRange, number>> = { '7d': 7, '30d': 30, '90d': 90 };

/** The days of a served range; an answer without a known one is read as the default 30 days. */
export function rangeDays(range: unknown): number {
  return RANGE_DAYS[range as ProgressRange] ?? RANGE_DAYS[DEFAULT_PROGRESS_RANGE];
}

/** A completion rate as a bar's width: whole percent within 0-100. */
export function percentOf(rate: number): number {
  if (!Number.isFinite(rate)) return 0;
  return Math.min(100, Math.max(0, Math.round(rate)));
}

/**
 * '80%'; a dash with 'Not shared' when the rate is hidden, or 'Nothing due yet' when its counts are
 * shared (due is a number) and nothing was due, which is no failure.
 */
export function completionFigure(rate: number | null, due: number | null = null, onlyYou = false): Figure {
  // An answer cached before `due` was served has none: the rate alone decides.
  if (rate === null && typeof due === 'number')
    return { text: HIDDEN_FIGURE, note: NOTHING_DUE, onlyYou: false };
  return figure(rate, (value) => `${percentOf(value)}%`, onlyYou);
}

/** The bar under a completion rate, or null when the rate is not shared (no bar rather than an empty one). */
export function completionBar(rate: number | null): { percent: number; tone: CompletionTone } | null {
  if (rate === null) return null;
  const percent = percentOf(rate);
  return { percent, tone: completionTone(percent) };
}

/** '5 days', '1 day'. */
export function streakFigure(days: number | null, onlyYou = false): Figure {
  return figure(days, (value) => counted(value, 'day', 'days'), onlyYou);
}

/** A count shown under its label ('Entries'), so the number alone. */
export function entriesFigure(entries: number | null, onlyYou = false): Figure {
  return figure(entries, (value) => String(value), onlyYou);
}

const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** 'Mar 7' for a YYYY-MM-DD day, the same on every device whatever its time zone. */
export function dayLabel(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : dayFormat.format(date);
}

/**
 * The days a rate covers, in words: 'in the last 30 days', or, when the numbers start later than
 * the range (a habit adopted since), 'since Mar 7', or 'today'.
 */
export function periodText(period: FiguresPeriod, days: number): string {
  if (coversRange(period, days)) return `in the last ${days} days`;
  if (period.startDate >= period.endDate) return 'today';
  return `since ${dayLabel(period.startDate)}`;
}

/**
 * What a rate is of: '5 of 7 due check-ins in the last 7 days' (a member's habits together) or
 * '5 of 7 due days since Mar 7' (one habit). Null when the counts are hidden or nothing was due.
 */
export function fractionText(
  figures: { completed: number | null; due: number | null; period: FiguresPeriod | null },
  days: number,
  unit: 'check-ins' | 'days',
): string | null {
  const { completed, due, period } = figures;
  // Answers cached before the counts were served have none (a saved page shown offline).
  if (typeof completed !== 'number' || typeof due !== 'number' || due === 0) return null;
  const noun =
    unit === 'days' ? counted(due, 'due day', 'due days') : counted(due, 'due check-in', 'due check-ins');
  const base = `${completed} of ${noun}`;
  return period ? `${base} ${periodText(period, days)}` : base;
}

type Figures = Pick<MemberStats, 'completionRate' | 'currentStreak' | 'totalEntries'>;

/** The numbers as one phrase for a screen reader: '80% completion, 5 day streak, 12 entries'. */
export function spokenFigures(stats: Figures) {
  const completion =
    stats.completionRate === null
      ? 'completion not shared'
      : `${percentOf(stats.completionRate)}% completion`;
  const streak = stats.currentStreak === null ? 'streak not shared' : `${stats.currentStreak} day streak`;
  const entries =
    stats.totalEntries === null ? 'entries not shared' : counted(stats.totalEntries, 'entry', 'entries');
  return `${completion}, ${streak}, ${entries}`;
}

/**
 * A member who is away (issue 30: every habit the group counts is paused on their today), in
 * words: 'Paused until Dec 6', or with no end 'Paused until they're back'. Null when they are not.
 */
export function awayText(
  paused: MemberStats['paused'],
  isYou: boolean,
  /** The day a member's absence runs from (issue 31: no check-in for the group's days). */
  inactiveSince: string | null = null,
): string | null {
  if (!paused && inactiveSince) return `Away: no check-in since ${dayLabel(inactiveSince)}`;
  if (!paused) return null;
  if (paused.until === null) return `Paused until ${isYou ? "you're" : "they're"} back`;
  return `Paused until ${dayLabel(paused.until)}`;
}

/** 'Ana' or 'Ana (You)'. */
export function memberLabel(name: string, isYou: boolean): string {
  return isYou ? `${name} (You)` : name;
}

/** A member's row of numbers, as the leaderboard and member progress show it. */
export interface RowFigures {
  completion: Figure;
  /** The completion bar; null when the completion rate is not shown. */
  bar: { percent: number; tone: CompletionTone } | null;
  /** What the rate is of; null when hidden or nothing was due. */
  fraction: string | null;
  streak: Figure;
  entries: Figure;
  /** On the viewer's own row: what the group does not see of it, in words; null otherwise. */
  privacyNote: string | null;
  /** The viewer's own row, which the group does not see at all. */
  hiddenFromGroup: boolean;
}

/** A number of the viewer's that the group does not see: theirs is there, the group's is not. */
function onlyYou(
  key: keyof Figures,
  stats: MemberStats,
  seenByGroup: MemberStats | null | undefined,
): boolean {
  if (seenByGroup === undefined || stats[key] === null) return false;
  return seenByGroup === null || seenByGroup[key] === null;
}

function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/**
 * The sentence under the viewer's own row (issue 16: your own numbers are always visible to you):
 * null when the group sees it as they do, else what only they see.
 */
export function privacyNote(stats: MemberStats, seenByGroup: MemberStats | null | undefined): string | null {
  if (seenByGroup === undefined) return null;
  if (seenByGroup === null) return 'Hidden from the group: only you see this row.';
  const names: Record<keyof Figures, string> = {
    completionRate: 'completion',
    currentStreak: 'streak',
    totalEntries: 'entries',
  };
  const mine = (Object.keys(names) as (keyof Figures)[]).filter((key) => onlyYou(key, stats, seenByGroup));
  const sentences: string[] = [];
  const fewerHabits = seenByGroup.habitsTracked < stats.habitsTracked;
  if (mine.length > 0) sentences.push(`Only you see your ${joinWords(mine.map((key) => names[key]))}.`);
  if (fewerHabits) {
    sentences.push(
      `The group sees ${seenByGroup.habitsTracked} of your ${counted(stats.habitsTracked, 'habit', 'habits')}.`,
    );
  }
  // Ranks come from what the group sees, so numbers that include what it does not see (a hidden
  // 100%, a private habit) do not move you: say so, or the row looks out of order.
  if (mine.length > 0 || fewerHabits) sentences.push('Your place is by what the group sees.');
  return sentences.length > 0 ? sentences.join(' ') : null;
}

export function rowFigures(
  stats: MemberStats,
  seenByGroup: MemberStats | null | undefined,
  days: number,
): RowFigures {
  return {
    completion: completionFigure(
      stats.completionRate,
      stats.due,
      onlyYou('completionRate', stats, seenByGroup),
    ),
    bar: completionBar(stats.completionRate),
    fraction: fractionText(stats, days, 'check-ins'),
    streak: streakFigure(stats.currentStreak, onlyYou('currentStreak', stats, seenByGroup)),
    entries: entriesFigure(stats.totalEntries, onlyYou('totalEntries', stats, seenByGroup)),
    privacyNote: privacyNote(stats, seenByGroup),
    hiddenFromGroup: seenByGroup === null,
  };
}

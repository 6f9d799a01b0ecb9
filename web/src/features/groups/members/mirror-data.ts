import {
  type DateKey,
  type EntryRecord,
  figuresStartDay,
  isValidTimeZone,
  toDateKey,
  todayKey,
} from '@habitat/domain';
import type { HistoryMap } from '../../../data/history';
import { type HabitLike, type MirrorHabitView, normaliseHabit, UNNAMED_HABIT } from './mirror-habit';
import { entryDay, filled, list, record, stringOrNull, text } from './mirror-served-values';

/**
 * The member mirror's served data made safe to draw (spec §5 Member dashboard data): a response
 * without a member is an error, missing habits or entries are empty, habits without an id are
 * dropped and entries of unknown habits ignored; entries are keyed by habit id, then day.
 */

export const MIRROR_MESSAGES = {
  noMember: 'Unable to load member information',
  loadFailed: 'Failed to load member dashboard',
} as const;

/** The response had no member to show: the page says so instead of drawing an empty mirror. */
export class MirrorDataError extends Error {
  constructor(message: string = MIRROR_MESSAGES.noMember) {
    super(message);
    this.name = 'MirrorDataError';
  }
}

export interface MirrorMember {
  id: string;
  name: string;
  email: string;
  avatar: string | null;
  role: string;
  timezone: string;
  weekStartsOn: number;
}

/** What the member shares with the group (protocol MemberDashboard `sharing`). */
export interface MirrorSharing {
  dashboardShared: boolean;
  /** Their private habits, told to the member themselves only; null for anyone else. */
  privateHabits: { id: string; name: string }[] | null;
  /**
   * Their habits not of this group that they have not chosen to show it (issue 27), told to the
   * member themselves only; null for anyone else (or from a server from before issue 27).
   */
  unsharedHabits: { id: string; name: string }[] | null;
}

export interface MirrorDashboardView {
  member: MirrorMember;
  /** The days the served entries cover, and the member's today. */
  range: { start: DateKey; end: DateKey; today: DateKey };
  habits: MirrorHabitView[];
  entries: HistoryMap;
  sharing: MirrorSharing;
}

const FALLBACK_MEMBER_NAME = 'Member';
const DEFAULT_WEEK_START = 1;

function normaliseMember(input: unknown): MirrorMember {
  const member = record(input);
  if (!member) throw new MirrorDataError();
  const email = text(member.email).trim();
  const timezone = text(member.timezone);
  const weekStartsOn = member.weekStartsOn;
  return {
    id: text(member._id),
    name: filled(member.name, email || FALLBACK_MEMBER_NAME),
    email,
    avatar: stringOrNull(member.avatar),
    role: filled(member.role, 'member'),
    timezone: timezone && isValidTimeZone(timezone) ? timezone : 'UTC',
    weekStartsOn:
      typeof weekStartsOn === 'number' &&
      Number.isInteger(weekStartsOn) &&
      weekStartsOn >= 0 &&
      weekStartsOn <= 6
        ? weekStartsOn
        : DEFAULT_WEEK_START,
  };
}

function namedHabits(input: unknown): { id: string; name: string }[] | null {
  return Array.isArray(input)
    ? input.flatMap((item) => {
        const habit = record(item);
        const id = habit ? filled(habit._id, '') : '';
        return habit && id ? [{ id, name: filled(habit.name, UNNAMED_HABIT) }] : [];
      })
    : null;
}

function normaliseSharing(input: unknown): MirrorSharing {
  const sharing = record(input) ?? {};
  // An answer from before the server said so: the member's mirror opened, so it was shared.
  return {
    dashboardShared: sharing.dashboardShared !== false,
    privateHabits: namedHabits(sharing.privateHabits),
    unsharedHabits: namedHabits(sharing.unsharedHabits),
  };
}

/**
 * Where a habit's figures count from when the answer does not say (an older server): the shared
 * rule, from its creation day by the member's clock and its first served entry.
 */
function countsFromOf(item: HabitLike, entries: HistoryMap, timezone: string, fallback: DateKey): DateKey {
  if (item.countsFrom) return item.countsFrom;
  const created = Date.parse(item.habit.createdAt);
  let firstEntryDay: DateKey | null = null;
  for (const day of entries.get(item.habit.id)?.keys() ?? []) {
    if (firstEntryDay === null || day < firstEntryDay) firstEntryDay = day;
  }
  if (Number.isNaN(created)) return firstEntryDay ?? fallback;
  return figuresStartDay({
    adopted: item.isGroupHabit,
    createdDay: toDateKey(created, timezone),
    firstEntryDay,
  });
}

/** habitId → day → entry, for the known habits only; a later entry for the same day wins. */
export function mapEntries(input: unknown, habitIds: ReadonlySet<string>): HistoryMap {
  const map = new Map<string, Map<DateKey, EntryRecord>>();
  for (const item of list(input)) {
    const raw = record(item);
    const habitId = raw ? text(raw.habitId) : '';
    const date = raw ? entryDay(raw.date) : null;
    if (!raw || !date || !habitIds.has(habitId)) continue;
    const value = typeof raw.value === 'number' && Number.isFinite(raw.value) ? raw.value : 0;
    const entry: EntryRecord = {
      habitId,
      date,
      completed: raw.completed === true,
      value,
      skipped: raw.skipped === true,
      hlc: '',
      updatedAt: '',
    };
    let days = map.get(habitId);
    if (!days) {
      days = new Map();
      map.set(habitId, days);
    }
    days.set(date, entry);
  }
  return map;
}

function earliestDay(entries: HistoryMap): DateKey | null {
  let first: DateKey | null = null;
  for (const days of entries.values()) {
    for (const day of days.keys()) if (first === null || day < first) first = day;
  }
  return first;
}

/**
 * The days the entries cover. Without a served range only the days that have entries are known,
 * so the range starts at the first of them (or today): earlier days never read as missed.
 */
function normaliseRange(input: unknown, entries: HistoryMap, timezone: string, now: number) {
  const range = record(input) ?? {};
  const today = entryDay(range.today) ?? todayKey(timezone, now);
  const end = entryDay(range.endDate) ?? today;
  const start = entryDay(range.startDate) ?? earliestDay(entries) ?? today;
  return { start: start <= end ? start : end, end, today };
}

/**
 * Archived habits are hidden from their owner's own tracker (spec §2 'Hidden from your habit
 * tracker'), so the mirror of that tracker leaves them out too.
 */
export function normaliseMirror(input: unknown, now: number = Date.now()): MirrorDashboardView {
  const body = record(input);
  if (!body) throw new MirrorDataError();
  const member = normaliseMember(body.member);
  const habits: HabitLike[] = [];
  const seen = new Set<string>();
  for (const item of list(body.habits)) {
    const habit = normaliseHabit(item);
    if (!habit?.habit.isActive || seen.has(habit.habit.id)) continue;
    seen.add(habit.habit.id);
    habits.push(habit);
  }
  const entries = mapEntries(body.entries, seen);
  const range = normaliseRange(body.range, entries, member.timezone, now);
  return {
    member,
    range,
    habits: habits.map((habit) => ({
      ...habit,
      // Entries are served only for habits shared in full; either sign is enough.
      sharesEntries: habit.habit.workspaceSettings.shareProgress === 'full' || entries.has(habit.habit.id),
      countsFrom: countsFromOf(habit, entries, member.timezone, range.today),
    })),
    entries,
    sharing: normaliseSharing(body.sharing),
  };
}

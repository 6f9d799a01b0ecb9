import {
  type DateKey,
  DEFAULT_WORKSPACE_SETTINGS,
  type EntryRecord,
  figuresStartDay,
  HABIT_DEFAULTS,
  type HabitRecord,
  isDateKey,
  isValidTimeZone,
  normalizeDays,
  SHARE_PROGRESS_LEVELS,
  type ShareProgress,
  toDateKey,
  todayKey,
  type WorkspaceSettings,
} from '@habitat/domain';
import type { HabitFigures } from '@habitat/protocol';
import type { HistoryMap } from '../../data/history';

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

export interface MirrorHabitView {
  habit: HabitRecord;
  isPersonalHabit: boolean;
  isGroupHabit: boolean;
  /** Null figures are the ones the member does not share. */
  figures: HabitFigures;
  /** The member shares this habit's check-ins (share level full), so its days can be drawn. */
  sharesEntries: boolean;
  /**
   * The first day the group's figures of this habit count (domain figuresStartDay): its adoption
   * day, or a personal habit's first day. Days before it are not the group's, so never "missed".
   */
  countsFrom: DateKey;
}

/** What the member shares with the group (protocol MemberDashboard `sharing`). */
export interface MirrorSharing {
  dashboardShared: boolean;
  /** Their private habits, told to the member themselves only; null for anyone else. */
  privateHabits: { id: string; name: string }[] | null;
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
const UNNAMED_HABIT = 'Unnamed habit';
const DEFAULT_WEEK_START = 1;
const FIGURE_KEYS = ['completionRate', 'completed', 'due', 'currentStreak', 'totalEntries'] as const;
type HabitLike = Omit<MirrorHabitView, 'sharesEntries' | 'countsFrom'> & { countsFrom: DateKey | null };

type Loose = Readonly<Record<string, unknown>>;

function record(value: unknown): Loose | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Loose) : null;
}

function text(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : fallback;
}

function filled(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
}

function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function list(value: unknown): readonly unknown[] {
  return Array.isArray(value) ? value : [];
}

/** The day of a served date: 'YYYY-MM-DD', or a date-time whose date part is the day (spec §3). */
export function entryDay(value: unknown): DateKey | null {
  if (typeof value !== 'string') return null;
  const day = value.slice(0, 10);
  if (value.length > 10 && value[10] !== 'T') return null;
  return isDateKey(day) ? day : null;
}

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

function normalisePeriod(input: unknown): HabitFigures['period'] {
  const period = record(input);
  const start = period ? entryDay(period.startDate) : null;
  const end = period ? entryDay(period.endDate) : null;
  return start && end && start <= end ? { startDate: start, endDate: end } : null;
}

function normaliseFigures(input: unknown): HabitFigures {
  const figures = record(input) ?? {};
  const result = {} as Record<(typeof FIGURE_KEYS)[number], number | null>;
  for (const key of FIGURE_KEYS) {
    const value = figures[key];
    result[key] = typeof value === 'number' && Number.isFinite(value) ? Math.round(value) : null;
  }
  return { ...result, period: normalisePeriod(figures.period) };
}

function normaliseSharing(input: unknown): MirrorSharing {
  const sharing = record(input) ?? {};
  const privateHabits = Array.isArray(sharing.privateHabits)
    ? sharing.privateHabits.flatMap((item) => {
        const habit = record(item);
        const id = habit ? filled(habit._id, '') : '';
        return habit && id ? [{ id, name: filled(habit.name, UNNAMED_HABIT) }] : [];
      })
    : null;
  // An answer from before the server said so: the member's mirror opened, so it was shared.
  return { dashboardShared: sharing.dashboardShared !== false, privateHabits };
}

function shareLevel(value: unknown): ShareProgress {
  return (SHARE_PROGRESS_LEVELS as readonly unknown[]).includes(value)
    ? (value as ShareProgress)
    : DEFAULT_WORKSPACE_SETTINGS.shareProgress;
}

function normaliseSettings(input: unknown): WorkspaceSettings {
  const settings = record(input) ?? {};
  return {
    shareProgress: shareLevel(settings.shareProgress),
    allowInteraction:
      typeof settings.allowInteraction === 'boolean'
        ? settings.allowInteraction
        : DEFAULT_WORKSPACE_SETTINGS.allowInteraction,
    shareInActivity:
      typeof settings.shareInActivity === 'boolean'
        ? settings.shareInActivity
        : DEFAULT_WORKSPACE_SETTINGS.shareInActivity,
  };
}

/** A served habit as the dashboard's record type, or null when it has no id. */
export function normaliseHabit(input: unknown): HabitLike | null {
  const raw = record(input);
  if (!raw) return null;
  const id = filled(raw._id, '') || filled(raw.id, '');
  if (!id) return null;
  const schedule = record(raw.schedule) ?? {};
  const target = record(raw.target) ?? {};
  const days = Array.isArray(schedule.days) ? normalizeDays(schedule.days) : [0, 1, 2, 3, 4, 5, 6];
  const targetValue = typeof target.value === 'number' && target.value >= 1 ? target.value : 1;
  const source = raw.source === 'workspace' ? 'workspace' : 'personal';
  const habit: HabitRecord = {
    id,
    name: filled(raw.name, UNNAMED_HABIT),
    description: text(raw.description),
    category: filled(raw.category, HABIT_DEFAULTS.category),
    color: filled(raw.color, HABIT_DEFAULTS.color),
    icon: filled(raw.icon, HABIT_DEFAULTS.icon),
    frequency: filled(raw.frequency, HABIT_DEFAULTS.frequency),
    isActive: raw.isActive !== false,
    scheduleDays: days,
    reminderEnabled: false,
    reminderTime: null,
    targetValue,
    targetUnit: filled(target.unit, HABIT_DEFAULTS.targetUnit),
    source,
    workspaceId: stringOrNull(raw.workspaceId),
    groupHabitId: stringOrNull(raw.groupHabitId),
    workspaceSettings: normaliseSettings(raw.workspaceSettings),
    fieldHlcs: {},
    createdAt: text(raw.createdAt),
    updatedAt: text(raw.updatedAt),
    deletedAt: null,
  };
  // The flags say where the habit comes from; an older answer without them is read from the source.
  const isGroupHabit = typeof raw.isGroupHabit === 'boolean' ? raw.isGroupHabit : source === 'workspace';
  const isPersonalHabit = typeof raw.isPersonalHabit === 'boolean' ? raw.isPersonalHabit : !isGroupHabit;
  return {
    habit,
    isPersonalHabit,
    isGroupHabit,
    figures: normaliseFigures(raw.figures),
    countsFrom: entryDay(raw.countsFrom),
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

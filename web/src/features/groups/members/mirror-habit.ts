import {
  type DateKey,
  DEFAULT_WORKSPACE_SETTINGS,
  HABIT_DEFAULTS,
  type HabitRecord,
  normalizeDays,
  SHARE_PROGRESS_LEVELS,
  type ShareProgress,
  type WorkspaceSettings,
} from '@habitat/domain';
import type { HabitFigures } from '@habitat/protocol';
import { entryDay, filled, record, stringOrNull, text } from './mirror-served-values';

/** One served habit of the member mirror as the dashboard's record type, with its shared figures. */

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

export const UNNAMED_HABIT = 'Unnamed habit';
const FIGURE_KEYS = ['completionRate', 'completed', 'due', 'currentStreak', 'totalEntries'] as const;
export type HabitLike = Omit<MirrorHabitView, 'sharesEntries' | 'countsFrom'> & {
  countsFrom: DateKey | null;
};

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

import { type DateKey, isDateKey } from './dates';
import {
  coerceHabitPatch,
  DEFAULT_WORKSPACE_SETTINGS,
  type HabitField,
  type HabitFields,
  newHabitFields,
  SHARE_PROGRESS_LEVELS,
  type WorkspaceSettings,
} from './habit-form';
import { compareHlc, type Hlc, maxHlc } from './hlc';
import {
  isValidTimeZone,
  normalizePreferences,
  type Preferences,
  TIME_ZONE_MESSAGE,
  WEEK_START_MESSAGE,
} from './preferences';

/**
 * The synced records and the one set of rules that changes them. The server's mutators and the
 * client's local mutations both call these functions, so a write means the same thing on a phone,
 * on a laptop and in the database.
 *
 * Conflict rules (ARCHITECTURE §4): mutations carry absolute values; habits, layouts and preferences
 * merge per field by HLC (a rename on one device and a colour change on another both survive); an
 * entry is replaced as a whole by the write with the greater HLC; deleting a habit wins over editing.
 */

export type FieldHlcs = Record<string, Hlc>;

/** Check-ins belong to real days: this window keeps streak and stats walks bounded. */
export const FIRST_TRACKABLE_DATE = '2000-01-01';
export const LAST_TRACKABLE_DATE = '2099-12-31';

export function isTrackableDate(date: string): boolean {
  return isDateKey(date) && date >= FIRST_TRACKABLE_DATE && date <= LAST_TRACKABLE_DATE;
}

export interface HabitRecord extends HabitFields {
  id: string;
  source: 'personal' | 'workspace';
  workspaceId: string | null;
  /** The group habit this one was adopted from (source 'workspace'), else null. */
  groupHabitId: string | null;
  workspaceSettings: WorkspaceSettings;
  fieldHlcs: FieldHlcs;
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
}

export interface EntryRecord {
  habitId: string;
  date: DateKey;
  completed: boolean;
  value: number;
  skipped: boolean;
  hlc: Hlc;
  updatedAt: string;
}

export interface LayoutDocument {
  /** Per breakpoint: react-grid-layout items. */
  layouts: Record<string, unknown[]>;
  widgets: unknown[];
  filters: Record<string, unknown>;
}

export interface LayoutRecord extends LayoutDocument {
  /** Which dashboard: 'dashboard', 'analytics', 'settings', 'group:<id>'. */
  key: string;
  fieldHlcs: FieldHlcs;
  updatedAt: string;
}

export interface PreferencesRecord extends Preferences {
  fieldHlcs: FieldHlcs;
  updatedAt: string;
}

/** Why a rule refused a write: what is missing, what conflicts, or what is invalid. */
export type RejectionKind = 'not-found' | 'conflict' | 'invalid';

export class MutationRejected extends Error {
  constructor(
    message: string,
    readonly kind: RejectionKind = 'invalid',
  ) {
    super(message);
    this.name = 'MutationRejected';
  }
}

/** Applies each field whose stored HLC is older than `hlc`; returns null when nothing changed. */
export function mergeFields<T extends object>(
  current: T,
  fieldHlcs: FieldHlcs,
  patch: Partial<T>,
  hlc: Hlc,
  prefix = '',
): { values: T; fieldHlcs: FieldHlcs } | null {
  let values = current;
  let hlcs = fieldHlcs;
  for (const [field, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    const key = `${prefix}${field}`;
    const seen = hlcs[key];
    if (seen && compareHlc(hlc, seen) <= 0) continue;
    values = { ...values, [field]: value };
    hlcs = { ...hlcs, [key]: hlc };
  }
  return values === current ? null : { values, fieldHlcs: hlcs };
}

export interface HabitCreateArgs {
  id: string;
  fields: Partial<Record<HabitField, unknown>>;
  source?: 'personal' | 'workspace';
  workspaceId?: string | null;
  groupHabitId?: string | null;
  /** Sharing chosen at creation (an adoption made private never announces itself to the group). */
  workspaceSettings?: Partial<WorkspaceSettings>;
}

/**
 * Creating an id that exists merges like an update (a retried create is harmless); creating over a
 * deleted habit is refused, since deletion wins.
 */
export function applyHabitCreate(
  existing: HabitRecord | undefined,
  args: HabitCreateArgs,
  hlc: Hlc,
  now: string,
) {
  if (existing) {
    const updated = applyHabitUpdate(existing, args.fields, hlc, now);
    if (!args.workspaceSettings) return updated;
    return applyWorkspaceSettings(updated ?? existing, args.workspaceSettings, hlc, now) ?? updated;
  }
  const fields = newHabitFields(args.fields);
  const fieldHlcs: FieldHlcs = {};
  for (const field of Object.keys(fields)) fieldHlcs[field] = hlc;
  const settings = checkedSettings(args.workspaceSettings ?? {});
  for (const key of Object.keys(settings)) fieldHlcs[`workspaceSettings.${key}`] = hlc;
  return {
    id: args.id,
    ...fields,
    source: args.source ?? 'personal',
    workspaceId: args.workspaceId ?? null,
    groupHabitId: args.groupHabitId ?? null,
    workspaceSettings: { ...DEFAULT_WORKSPACE_SETTINGS, ...settings },
    fieldHlcs,
    createdAt: now,
    updatedAt: now,
    deletedAt: null,
  } satisfies HabitRecord;
}

function requireLive(existing: HabitRecord | undefined): HabitRecord {
  if (!existing) throw new MutationRejected('Habit not found', 'not-found');
  if (existing.deletedAt) throw new MutationRejected('Habit was deleted', 'not-found');
  return existing;
}

export function applyHabitUpdate(
  existing: HabitRecord | undefined,
  input: Partial<Record<HabitField, unknown>>,
  hlc: Hlc,
  now: string,
): HabitRecord | null {
  const habit = requireLive(existing);
  const merged = mergeFields<HabitFields>(habit, habit.fieldHlcs, coerceHabitPatch(input), hlc);
  return merged ? { ...habit, ...merged.values, fieldHlcs: merged.fieldHlcs, updatedAt: now } : null;
}

export function applyWorkspaceSettings(
  existing: HabitRecord | undefined,
  patch: Partial<WorkspaceSettings>,
  hlc: Hlc,
  now: string,
): HabitRecord | null {
  const habit = requireLive(existing);
  const merged = mergeFields(
    habit.workspaceSettings,
    habit.fieldHlcs,
    checkedSettings(patch),
    hlc,
    'workspaceSettings.',
  );
  return merged
    ? { ...habit, workspaceSettings: merged.values, fieldHlcs: merged.fieldHlcs, updatedAt: now }
    : null;
}

function checkedSettings(patch: Partial<WorkspaceSettings>): Partial<WorkspaceSettings> {
  if (patch.shareProgress !== undefined && !SHARE_PROGRESS_LEVELS.includes(patch.shareProgress)) {
    throw new MutationRejected(`Unknown share level "${patch.shareProgress}"`);
  }
  return patch;
}

/** Deleting wins over every edit, earlier or later; deleting twice is harmless. */
export function applyHabitDelete(
  existing: HabitRecord | undefined,
  hlc: Hlc,
  now: string,
): HabitRecord | null {
  if (!existing) throw new MutationRejected('Habit not found', 'not-found');
  if (existing.deletedAt) return null;
  return { ...existing, deletedAt: now, updatedAt: now, fieldHlcs: { ...existing.fieldHlcs, deleted: hlc } };
}

export interface EntrySetArgs {
  habitId: string;
  date: DateKey;
  completed: boolean;
  value: number;
  skipped?: boolean;
}

/** The entry after a write: the whole write if its HLC is the greater, otherwise null (superseded). */
export function applyEntrySet(
  habit: HabitRecord | undefined,
  existing: EntryRecord | undefined,
  args: EntrySetArgs,
  hlc: Hlc,
  now: string,
): EntryRecord | null {
  requireLive(habit);
  if (!isTrackableDate(args.date)) {
    throw new MutationRejected(
      `Check-ins are kept for dates from ${FIRST_TRACKABLE_DATE} to ${LAST_TRACKABLE_DATE}`,
    );
  }
  if (existing && compareHlc(hlc, existing.hlc) <= 0) return null;
  const skipped = args.skipped === true;
  return {
    habitId: args.habitId,
    date: args.date,
    completed: skipped ? false : args.completed,
    value: skipped ? 0 : Math.max(0, args.value),
    skipped,
    hlc,
    updatedAt: now,
  };
}

/**
 * A dashboard document merges finer than a habit: each breakpoint's layout and each named filter is
 * its own field (`layouts.lg`, `filters.chart`), so a layout arranged on the laptop and another on
 * the phone's narrow grid, or a chart filter and a table filter, both survive. A patch names only
 * what it changes. The widget list is one field: it is read as a whole.
 */
export function applyLayoutSave(
  existing: LayoutRecord | undefined,
  key: string,
  patch: Partial<LayoutDocument>,
  hlc: Hlc,
  now: string,
): LayoutRecord | null {
  const base: LayoutRecord = existing ?? {
    key,
    layouts: {},
    widgets: [],
    filters: {},
    fieldHlcs: {},
    updatedAt: now,
  };
  let record = base;
  if (patch.widgets !== undefined) {
    const merged = mergeFields<LayoutDocument>(record, record.fieldHlcs, { widgets: patch.widgets }, hlc);
    if (merged) record = { ...record, widgets: merged.values.widgets, fieldHlcs: merged.fieldHlcs };
  }
  if (patch.layouts !== undefined) {
    const merged = mergeFields(plainObject(record.layouts), record.fieldHlcs, patch.layouts, hlc, 'layouts.');
    if (merged) record = { ...record, layouts: merged.values, fieldHlcs: merged.fieldHlcs };
  }
  if (patch.filters !== undefined) {
    const merged = mergeFields(plainObject(record.filters), record.fieldHlcs, patch.filters, hlc, 'filters.');
    if (merged) record = { ...record, filters: merged.values, fieldHlcs: merged.fieldHlcs };
  }
  return record === base ? null : { ...record, updatedAt: now };
}

function plainObject<T>(value: Record<string, T>): Record<string, T> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {};
}

export function applyPreferencesSave(
  existing: PreferencesRecord | undefined,
  patch: Partial<Preferences>,
  hlc: Hlc,
  now: string,
): PreferencesRecord | null {
  const base: PreferencesRecord = existing ?? {
    ...normalizePreferences(null),
    fieldHlcs: {},
    updatedAt: now,
  };
  // Callers canonicalise the name first (normalizeMutationArgs); here it only has to be a zone.
  if (patch.timezone !== undefined && !isValidTimeZone(patch.timezone))
    throw new MutationRejected(TIME_ZONE_MESSAGE);
  const clean = normalizePreferences({ ...base, ...patch });
  const accepted: Partial<Preferences> = {};
  for (const field of Object.keys(patch) as Array<keyof Preferences>) {
    if (clean[field] !== patch[field]) {
      throw new MutationRejected(
        field === 'weekStartsOn' ? WEEK_START_MESSAGE : `Invalid preference "${field}"`,
      );
    }
    (accepted as Record<string, unknown>)[field] = clean[field];
  }
  const merged = mergeFields<Preferences>(base, base.fieldHlcs, accepted, hlc);
  return merged ? { ...base, ...merged.values, fieldHlcs: merged.fieldHlcs, updatedAt: now } : null;
}

/** The newest HLC a record has seen: what a client's clock must move past after a pull. */
export function newestHlc(fieldHlcs: FieldHlcs): Hlc | null {
  let newest: Hlc | null = null;
  for (const hlc of Object.values(fieldHlcs)) newest = maxHlc(newest, hlc);
  return newest;
}

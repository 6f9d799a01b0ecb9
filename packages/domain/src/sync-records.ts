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
import { doneByAmount, isLimit } from './limits';
import { normalizeNote, noteProblem } from './notes';
import { type PauseMap, pauseEntryProblem, pauseMapProblem } from './pauses';
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

function requireTrackable(date: string): void {
  if (!isTrackableDate(date)) {
    throw new MutationRejected(
      `Check-ins are kept for dates from ${FIRST_TRACKABLE_DATE} to ${LAST_TRACKABLE_DATE}`,
    );
  }
}

export interface HabitRecord extends HabitFields {
  id: string;
  source: 'personal' | 'workspace';
  workspaceId: string | null;
  /** The group habit this one was adopted from (source 'workspace'), else null. */
  groupHabitId: string | null;
  workspaceSettings: WorkspaceSettings;
  /**
   * Its pauses and planned rests (issue 30), by id, each merged on its own clock. Absent on rows
   * stored on a device before pauses existed, which read as none.
   */
  pauses?: PauseMap;
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
  /** When the check (completed, value, skipped) was last written. */
  hlc: Hlc;
  updatedAt: string;
  /**
   * A note on the day (issue 30), with its own clock: a note and a check written on two devices
   * both survive, whichever reaches the server first. Absent on rows stored before notes existed,
   * which read as no note.
   */
  note?: string | null;
  noteHlc?: Hlc | null;
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
  refuseGroupLimit(args.source ?? 'personal', fields);
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
    pauses: {},
    fieldHlcs,
    createdAt: now,
    updatedAt: now,
    deletedAt: null,
  } satisfies HabitRecord;
}

export const GROUP_LIMIT_MESSAGE = "A group's habit is a goal to reach: it cannot be a limit";

/**
 * A habit adopted from a group stays a goal to reach (issue 30): made a limit, every quiet day would
 * count as done on the group's board, and a member would top it by logging nothing.
 */
function refuseGroupLimit(source: HabitRecord['source'], patch: Partial<HabitFields>): void {
  if (source === 'workspace' && patch.targetKind === 'at-most')
    throw new MutationRejected(GROUP_LIMIT_MESSAGE);
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
  const patch = coerceHabitPatch(input);
  refuseGroupLimit(habit.source, patch);
  const merged = mergeFields<HabitFields>(habit, habit.fieldHlcs, patch, hlc);
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

/**
 * Adds, changes or removes (null) some of a habit's pauses: each pause is its own field
 * (`pauses.<id>`), so pauses written on two devices both stay, and a removal wins over an older edit.
 */
export function applyHabitPause(
  existing: HabitRecord | undefined,
  patch: Readonly<PauseMap>,
  hlc: Hlc,
  now: string,
): HabitRecord | null {
  const habit = requireLive(existing);
  for (const entry of Object.values(patch)) {
    const problem = entry && pauseEntryProblem(entry);
    if (problem) throw new MutationRejected(problem);
  }
  const merged = mergeFields<PauseMap>(habit.pauses ?? {}, habit.fieldHlcs, patch, hlc, 'pauses.');
  if (!merged) return null;
  const problem = pauseMapProblem(merged.values);
  if (problem) throw new MutationRejected(problem);
  return { ...habit, pauses: merged.values, fieldHlcs: merged.fieldHlcs, updatedAt: now };
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

/**
 * The check clock of an entry that has only a note: older than any real write, so a check made
 * before the note, on a device that was offline, still lands.
 */
export const NO_CHECK_HLC: Hlc = '000000000000000:00000:0';

/** The note fields an entry carries over when its check changes. */
function noteOf(entry: EntryRecord | undefined): Pick<EntryRecord, 'note' | 'noteHlc'> {
  return entry?.noteHlc ? { note: entry.note ?? null, noteHlc: entry.noteHlc } : {};
}

/**
 * The entry after a write of its check: the check of the write if its HLC is the greater, otherwise
 * null (superseded). The note is not the check's: it stays as it was.
 */
export function applyEntrySet(
  habit: HabitRecord | undefined,
  existing: EntryRecord | undefined,
  args: EntrySetArgs,
  hlc: Hlc,
  now: string,
): EntryRecord | null {
  const live = requireLive(habit);
  requireTrackable(args.date);
  if (existing && compareHlc(hlc, existing.hlc) <= 0) return null;
  const skipped = args.skipped === true;
  const value = skipped ? 0 : Math.max(0, args.value);
  return {
    habitId: args.habitId,
    date: args.date,
    // A limit's day is within it or not by its amount (issue 30), whatever the writer thought: a
    // build from before limits sends "reached" the other way round, and the stored streak and the
    // reminder's "settled" read this flag.
    completed: skipped ? false : isLimit(live) ? doneByAmount(live, value) : args.completed,
    value,
    skipped,
    hlc,
    updatedAt: now,
    ...noteOf(existing),
  };
}

export interface EntryNoteArgs {
  habitId: string;
  date: DateKey;
  /** Null, or nothing but spaces, takes the note away. */
  note: string | null;
}

/**
 * The entry after a write of its note: the note of the write if its HLC is the greater than the
 * note's, otherwise null. A day with no check yet gets an entry that is not done, so any day can
 * carry a note ("skipped: fever").
 */
export function applyEntryNote(
  habit: HabitRecord | undefined,
  existing: EntryRecord | undefined,
  args: EntryNoteArgs,
  hlc: Hlc,
  now: string,
): EntryRecord | null {
  requireLive(habit);
  requireTrackable(args.date);
  const note = normalizeNote(args.note);
  const problem = noteProblem(note);
  if (problem) throw new MutationRejected(problem);
  if (existing?.noteHlc && compareHlc(hlc, existing.noteHlc) <= 0) return null;
  const base: EntryRecord = existing ?? {
    habitId: args.habitId,
    date: args.date,
    completed: false,
    value: 0,
    skipped: false,
    hlc: NO_CHECK_HLC,
    updatedAt: now,
  };
  return { ...base, note, noteHlc: hlc, updatedAt: now };
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

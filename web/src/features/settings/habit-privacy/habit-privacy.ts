import {
  displayIcon,
  HABIT_DEFAULTS,
  type HabitRecord,
  MutationRejected,
  SHARE_PROGRESS_LEVELS,
  type ShareProgress,
  type WorkspaceSettings,
} from '@habitat/domain';

/** The habit-privacy section of Settings (spec §2, §4 Privacy save, §8 Settings texts, §9). */

export const PRIVACY_TEXTS = {
  loading: 'Loading habit data...',
  saved: 'Privacy settings updated successfully!',
  saveFailed: 'Failed to update privacy settings',
  notFoundTitle: 'Habit not found',
  notFound: "This habit doesn't exist on this device, or it was deleted.",
} as const;

/** Spec §9: the privacy message stays 4 seconds. */
export const PRIVACY_MESSAGE_MS = 4000;

/** Spec route table: where the screen closes to when the habit belongs to no group. */
export const FALLBACK_CLOSE_PATH = '/app/groups/all';

/** The order the choice lists the levels in: most shared first. */
export const SHARE_LEVEL_ORDER: readonly ShareProgress[] = SHARE_PROGRESS_LEVELS;

export type HabitLookup =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'found'; habit: HabitRecord };

/** Spec §2: the habit id is the last segment of the URL (a trailing slash is not a segment). */
export function habitIdFromPath(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean);
  const last = segments.at(-1) ?? '';
  try {
    return decodeURIComponent(last);
  } catch {
    // A malformed escape cannot name a stored habit; keep the raw text so the screen says "not found".
    return last;
  }
}

/** Undefined habits mean the local database is still answering; a deleted habit counts as missing. */
export function findHabit(habits: readonly HabitRecord[] | undefined, id: string): HabitLookup {
  if (!habits) return { status: 'loading' };
  const habit = habits.find((candidate) => candidate.id === id && !candidate.deletedAt);
  return habit ? { status: 'found', habit } : { status: 'missing' };
}

/** The form's starting values: the habit's own settings (the record always carries all three). */
export function draftFromHabit(habit: Pick<HabitRecord, 'workspaceSettings'>): WorkspaceSettings {
  const { shareProgress, allowInteraction, shareInActivity } = habit.workspaceSettings;
  return { shareProgress, allowInteraction, shareInActivity };
}

export function isDirty(draft: WorkspaceSettings, habit: Pick<HabitRecord, 'workspaceSettings'>): boolean {
  const saved = habit.workspaceSettings;
  return (
    draft.shareProgress !== saved.shareProgress ||
    draft.allowInteraction !== saved.allowInteraction ||
    draft.shareInActivity !== saved.shareInActivity
  );
}

/** Spec §2: save and cancel go to the habit's group, or to the groups list for a personal habit. */
export function closeTarget(habit: Pick<HabitRecord, 'workspaceId'> | null | undefined): string {
  const groupId = habit?.workspaceId?.trim();
  return groupId ? `/app/groups/${encodeURIComponent(groupId)}` : FALLBACK_CLOSE_PATH;
}

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export interface HabitAppearance {
  color: string;
  /** Null when the habit has no icon: the screen draws a target icon instead (spec §2). */
  icon: string | null;
  category: string;
}

/** What the summary card draws, with the spec's defaults for a missing colour or icon. */
export function habitAppearance(
  habit: Pick<HabitRecord, 'color' | 'icon' | 'category' | 'name'>,
): HabitAppearance {
  const color = habit.color?.trim();
  // As every screen draws it: an icon nobody picked (✅) is the one the name suggests.
  const icon = habit.icon?.trim() ? displayIcon(habit) : null;
  const category = habit.category?.trim() || HABIT_DEFAULTS.category;
  return {
    color: color && HEX_COLOUR.test(color) ? color : HABIT_DEFAULTS.color,
    icon,
    category: category.charAt(0).toUpperCase() + category.slice(1),
  };
}

/**
 * The rules' own refusal ("Habit was deleted") is worth showing; a storage failure's text is not
 * written for people, and neither is the generic contract check ("Invalid habit.…").
 */
export function saveErrorMessage(error: unknown): string {
  if (error instanceof MutationRejected && error.message && !error.message.startsWith('Invalid ')) {
    return error.message;
  }
  return PRIVACY_TEXTS.saveFailed;
}

export type HabitGroup = { kind: 'personal' } | { kind: 'group'; id: string; name: string | null };

/** The group a habit belongs to; its name only if the person's group list has it (never guessed). */
export function habitGroup(
  habit: Pick<HabitRecord, 'workspaceId'>,
  groups: readonly { _id: string; name: string }[],
): HabitGroup {
  const id = habit.workspaceId?.trim();
  if (!id) return { kind: 'personal' };
  const name = groups.find((group) => group._id === id)?.name.trim();
  return { kind: 'group', id, name: name || null };
}

import { type HabitRecord, SHARE_LEVEL_INFO, type ShareProgress } from '@habitat/domain';
import type { DashboardPermissions, MemberSharing } from '@habitat/protocol';
import { counted } from '../counted';

/**
 * What a person shares with one group (issue 27, private by default): nothing, or their progress
 * in the group with the personal habits they pick, each at a share level the adopt dialog already
 * explains (full, progress only, streaks only). Asked when accepting an invitation and joining
 * through a link, and once on the group page of a membership that was never asked.
 */

export type SharedLevel = Exclude<ShareProgress, 'private'>;
export const SHARED_LEVELS: readonly SharedLevel[] = ['full', 'progress-only', 'streaks-only'];

export interface ShareableHabit {
  id: string;
  name: string;
  icon: string;
  color: string;
  level: ShareProgress;
}

export interface ShareDraft {
  /** Whether the group sees the person's dashboard at all. */
  share: boolean;
  /** The personal habits picked, each with the level this group will see it at. */
  chosen: ReadonlyMap<string, SharedLevel>;
  /**
   * Habits chosen for this group earlier that this device does not know yet (not synced here): kept
   * as they were, with their level for this group if any, so saving here does not drop them.
   */
  kept?: ReadonlyMap<string, SharedLevel | null>;
}

export const NOTHING_SHARED: ShareDraft = { share: false, chosen: new Map() };

/** The person's live habits that are not this group's own, by name: what they may pick. */
export function shareableHabits(
  habits: readonly HabitRecord[] | undefined,
  groupId: string,
): ShareableHabit[] {
  return (habits ?? [])
    .filter((habit) => habit.isActive && habit.workspaceId !== groupId)
    .map((habit) => ({
      id: habit.id,
      name: habit.name,
      icon: habit.icon,
      color: habit.color,
      level: habit.workspaceSettings.shareProgress,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** A private habit picked for a group starts at progress only, the group default's level. */
function levelToShare(level: ShareProgress): SharedLevel {
  return level === 'private' ? 'progress-only' : level;
}

/**
 * The draft for a choice already stored: 'all' (a membership from before issue 27) picks every
 * habit that is not private, as the group sees them today; 'chosen' picks those listed, each at the
 * level this group sees it at. Listed habits this device does not have are kept aside, not dropped.
 */
export function draftFromSharing(sharing: MemberSharing, habits: readonly ShareableHabit[]): ShareDraft {
  const chosen = new Map<string, SharedLevel>();
  const levelFor = new Map(groupLevels(sharing).map((entry) => [entry.habitId, entry.level]));
  const picked = new Set(sharing.personalHabits === 'chosen' ? sharing.sharedHabitIds : []);
  for (const habit of habits) {
    if (sharing.personalHabits === 'all' ? habit.level !== 'private' : picked.has(habit.id)) {
      chosen.set(habit.id, levelFor.get(habit.id) ?? levelToShare(habit.level));
    }
  }
  const known = new Set(habits.map((habit) => habit.id));
  const kept = new Map<string, SharedLevel | null>();
  for (const id of picked) if (!known.has(id)) kept.set(id, levelFor.get(id) ?? null);
  return { share: sharing.isPublicToWorkspace, chosen, ...(kept.size > 0 ? { kept } : {}) };
}

export function toggleHabit(draft: ShareDraft, habit: ShareableHabit): ShareDraft {
  const chosen = new Map(draft.chosen);
  if (chosen.has(habit.id)) chosen.delete(habit.id);
  else chosen.set(habit.id, levelToShare(habit.level));
  return { ...draft, chosen };
}

export function setHabitLevel(draft: ShareDraft, habitId: string, level: SharedLevel): ShareDraft {
  if (!draft.chosen.has(habitId)) return draft;
  return { ...draft, chosen: new Map(draft.chosen).set(habitId, level) };
}

/**
 * The request that stores the choice: nothing picked is kept when the dashboard is not shared.
 * A picked habit's level travels with the request, as this group's alone, when it differs from
 * the habit's own (a private habit picked here): the habit itself is never changed, so the
 * person's other groups keep seeing it as before, and a refused request changes nothing.
 */
export function sharingRequest(draft: ShareDraft, habits: readonly ShareableHabit[]): DashboardPermissions {
  if (!draft.share) return { isPublicToWorkspace: false, sharedHabitIds: [] };
  const ownLevel = new Map(habits.map((habit) => [habit.id, habit.level]));
  const ids = [...draft.chosen.keys()];
  const levels = [...draft.chosen].flatMap(([habitId, level]) =>
    level !== ownLevel.get(habitId) ? [{ habitId, level }] : [],
  );
  for (const [habitId, level] of draft.kept ?? []) {
    if (draft.chosen.has(habitId)) continue;
    ids.push(habitId);
    if (level) levels.push({ habitId, level });
  }
  return {
    isPublicToWorkspace: true,
    sharedHabitIds: ids,
    ...(levels.length > 0 ? { sharedHabitLevels: levels } : {}),
  };
}

/** The stored levels chosen for this group alone, as a request sends them back. */
export function groupLevels(sharing: MemberSharing): { habitId: string; level: SharedLevel }[] {
  return (sharing.sharedHabitLevels ?? []).flatMap((entry) =>
    entry.level === 'private' ? [] : [{ habitId: entry.habitId, level: entry.level }],
  );
}

/** The choice in one sentence, as the person is about to make it. */
export function draftSummary(draft: ShareDraft, groupName: string): string {
  if (!draft.share) return `${groupName} sees that you are a member, and nothing about your habits.`;
  const picked = draft.chosen.size + (draft.kept?.size ?? 0);
  const personal = picked === 0 ? 'no personal habit' : counted(picked, 'personal habit', 'personal habits');
  return `${groupName} sees your progress on the group habits you adopt and on ${personal}.`;
}

/** What a stored choice shares, for the one-time notice (issue 27). */
export function storedSummary(sharing: MemberSharing, habits: readonly ShareableHabit[]): string {
  if (!sharing.isPublicToWorkspace)
    return 'You do not share your dashboard with this group: it sees none of your habits.';
  if (sharing.personalHabits === 'all') {
    const shown = habits.filter((habit) => habit.level !== 'private').length;
    if (shown === 0) {
      return 'Your dashboard is shared with this group: your progress on the group habits you adopted, and every personal habit you add that is not private.';
    }
    return `Your dashboard is shared with this group: your progress on the group habits you adopted, and ${counted(shown, 'personal habit', 'personal habits')}, each at its own level.`;
  }
  const picked = sharing.sharedHabitIds.length;
  return `Your dashboard is shared with this group: your progress on the group habits you adopted, and ${picked === 0 ? 'no personal habit' : counted(picked, 'personal habit', 'personal habits')}.`;
}

export function levelLabel(level: ShareProgress): string {
  return SHARE_LEVEL_INFO[level].label;
}

export function levelDescription(level: ShareProgress): string {
  return SHARE_LEVEL_INFO[level].description;
}

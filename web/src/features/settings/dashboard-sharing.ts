import type { PermissionRead } from '../../api/account-queries';
import { ApiError } from '../../api/client';
import { counted } from '../../ui/counted';
import { SETTINGS_TEXTS } from './settings-texts';

/**
 * Each group's "share dashboard with the group" choice (spec §2 Privacy & Security, §7
 * dashboard-permissions). Served data: read from the server per group, changed only online.
 */

/** undefined while a group's choice is loading. */
export type SharingChoices = Readonly<Record<string, boolean | undefined>>;

/** The toast for a failed save (spec §8): the server's reason, the network's, or a general one. */
export function sharingSaveError(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return SETTINGS_TEXTS.sharingNetwork;
    return error.message || SETTINGS_TEXTS.sharingFailed;
  }
  return SETTINGS_TEXTS.sharingFailed;
}

/**
 * What each group's switch shows: a choice being saved, else what the server said; undefined while
 * it loads. One that could not be read counts as not shared (issue 27, private by default; the
 * spec's client counted it as shared), so the switch never claims a sharing nobody chose.
 */
export function choicesOf(
  reads: Readonly<Record<string, PermissionRead>>,
  saving: ReadonlyMap<string, boolean>,
): SharingChoices {
  const choices: Record<string, boolean | undefined> = {};
  for (const [id, read] of Object.entries(reads)) choices[id] = saving.get(id) ?? choiceRead(read);
  return choices;
}

function choiceRead(read: PermissionRead): boolean | undefined {
  if (read.status === 'read') return read.permissions.isPublicToWorkspace;
  return read.status === 'failed' ? false : undefined;
}

/** Under a group's switch: what it sees of the person's own habits (issue 27). */
export function sharingLine(shared: boolean | undefined, read: PermissionRead | undefined): string {
  if (!shared) return 'Not shared: the group sees that you are a member, and none of your habits.';
  if (read?.status !== 'read') return SETTINGS_TEXTS.shareDashboard;
  const { permissions } = read;
  if (permissions.personalHabits === 'all') {
    return 'Shared: your group habits, and every personal habit that is not private.';
  }
  const picked = permissions.sharedHabitIds.length;
  return `Shared: your group habits, and ${picked === 0 ? 'no personal habit' : counted(picked, 'personal habit', 'personal habits')}.`;
}

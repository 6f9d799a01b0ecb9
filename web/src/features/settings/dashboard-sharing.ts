import { ApiError } from '../../api/client';
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

/** The groups whose choice has not been asked for yet. */
export function groupsToLoad(workspaceIds: readonly string[], asked: ReadonlySet<string>): string[] {
  return workspaceIds.filter((id) => !asked.has(id));
}

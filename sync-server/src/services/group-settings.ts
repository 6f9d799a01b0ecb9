import type { UpdateWorkspaceBody } from '@habitat/protocol';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Executor } from '../repositories/executor';
import type { GroupRepository } from '../repositories/group-repository';
import { standingIn } from './group-rights';

export interface GroupSettingsDeps {
  db: Kysely<Database>;
  groups: GroupRepository;
}

/** Who changes which group. */
export interface GroupSettingsChange {
  groupId: string;
  actorId: string;
}

/**
 * An owner's or admin's change to a group's name, look and settings (spec §2 Workspace settings),
 * from the settings screen or a device's queued `group.update` (issue 31): checked against the
 * group as it stands when it arrives. `isPublic` is one of the settings, also named on its own.
 */
export function createGroupSettings({ db, groups }: GroupSettingsDeps) {
  async function updateIn(trx: Executor, change: GroupSettingsChange, patch: UpdateWorkspaceBody) {
    await standingIn(groups, trx, change.groupId, change.actorId, 'admin');
    const { name, description, type, color, isPublic, settings } = patch;
    const merged = isPublic === undefined ? settings : { ...settings, isPublic };
    await groups.update(
      change.groupId,
      {
        ...(name !== undefined ? { name: name.trim() } : {}),
        ...(description !== undefined ? { description: description.trim() } : {}),
        ...(type !== undefined ? { type } : {}),
        ...(color !== undefined ? { color: color.toLowerCase() } : {}),
        ...(merged ? { settings: merged } : {}),
      },
      trx,
    );
  }

  return {
    updateIn,
    update: (change: GroupSettingsChange, patch: UpdateWorkspaceBody) =>
      db.transaction().execute((trx) => updateIn(trx, change, patch)),
  };
}

export type GroupSettings = ReturnType<typeof createGroupSettings>;

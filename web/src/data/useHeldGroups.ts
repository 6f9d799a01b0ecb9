import type { GroupRole } from '@habitat/domain';
import { type GroupInfo, groupOfScope } from '@habitat/protocol';
import { forgetGroupScope, type HabitatDb, SYNC_META_KEY, type SyncMeta } from '@habitat/sync-client';
import { useLiveQuery } from 'dexie-react-hooks';
import { localDb } from './database';

/** One of the person's groups as this device holds it: the group, and what the lists count of it. */
export interface HeldGroup {
  info: GroupInfo;
  /** Counted from the device's rows, so a change made here offline shows in the count at once. */
  memberCount: number;
  habitCount: number;
  /** The viewer's role, from their own member row; null when the device has no such row yet. */
  role: GroupRole | null;
}

export interface HeldGroupsRead {
  groups: HeldGroup[];
  /** The server's time of the last pull that brought the person's groups; null before any did. */
  pulledAt: number | null;
}

/**
 * Every group this device holds (issue 31), for the lists (the groups page, the sidebar,
 * settings). Reads each group's own row and counts its members and habits by index, so a group
 * with a year of activity costs no more to list than a new one.
 *
 * `pulledAt` stays null while a first copy is still coming in page by page: its early pages carry
 * the person's own data and leave the groups for later ones, so the device's list would be short.
 */
export async function readHeldGroups(db: HabitatDb, viewerId: string | undefined): Promise<HeldGroupsRead> {
  const [scopes, metaRow] = await Promise.all([
    db.groupRecords.orderBy('scope').uniqueKeys() as Promise<string[]>,
    db.meta.get(SYNC_META_KEY),
  ]);
  const meta = metaRow?.value as SyncMeta | undefined;
  const held = await Promise.all(
    scopes.map(async (scope): Promise<HeldGroup | null> => {
      const groupId = groupOfScope(scope);
      if (groupId === null) return null;
      const [info, memberCount, habitCount, me] = await Promise.all([
        db.groupRecords.get([scope, 'group', groupId]),
        db.groupRecords.where('[scope+kind]').equals([scope, 'member']).count(),
        db.groupRecords.where('[scope+kind]').equals([scope, 'habit']).count(),
        viewerId ? db.groupRecords.get([scope, 'member', viewerId]) : undefined,
      ]);
      if (info?.kind !== 'group') return null;
      return {
        info: info.data,
        memberCount,
        habitCount,
        role: me?.kind === 'member' ? me.data.role : null,
      };
    }),
  );
  return {
    groups: held.filter((group): group is HeldGroup => group !== null),
    pulledAt: meta?.resetting ? null : (meta?.groupsPulledAt ?? null),
  };
}

/** `readHeldGroups`, live: it changes as pulls bring group rows, from any tab. Undefined while reading. */
export function useHeldGroups(viewerId: string | undefined): HeldGroupsRead | undefined {
  return useLiveQuery(() => readHeldGroups(localDb(), viewerId), [viewerId]);
}

/** Takes a group the person left or deleted off this device now, ahead of the next pull. */
export function forgetHeldGroup(groupId: string): Promise<void> {
  return forgetGroupScope(localDb(), groupId);
}

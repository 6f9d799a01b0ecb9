import type { WorkspaceSummary } from '@habitat/protocol';
import { useMemo } from 'react';
import { type GroupListState, useServedGroupList } from '../api/group-queries';
import { useAuth } from '../session/AuthProvider';
import { groupListFrom } from './group-list';
import { useHeldGroups } from './useHeldGroups';

/** The groups list as the screens read it: the served list's state, and how old the device's copy is. */
export interface DeviceGroupListState extends GroupListState {
  /** The server's time of the pull the device's list is from; null while it is the server's list. */
  asOf: number | null;
}

/**
 * The signed-in person's groups for the sidebar, the groups page and settings (issue 31): the
 * device's groups once a pull has brought them (group-list.ts), so the list opens offline and
 * shows changes made here at once; the server's list before that. While the device is still being
 * read (a moment, at mount) the list is loading, so the server's list or its failure does not
 * flash before the device's.
 */
export function useGroupList(): DeviceGroupListState {
  const { user } = useAuth();
  const served = useServedGroupList();
  const held = useHeldGroups(user?._id);
  const local = useMemo(() => groupListFrom(held, served.groups), [held, served.groups]);
  if (held === undefined) return { ...served, groups: NO_GROUPS, error: null, loaded: false, asOf: null };
  if (local === null) return { ...served, asOf: null };
  // The device's list stands whatever the server's last load did: its failure is not this list's.
  return { ...served, groups: local, error: null, fromCache: false, loaded: true, asOf: held.pulledAt };
}

// One empty list for every render while reading: screens depend on its identity.
const NO_GROUPS: WorkspaceSummary[] = [];

import { useMemo } from 'react';
import { type GroupListState, useServedGroupList } from '../api/group-queries';
import { useAuth } from '../session/AuthProvider';
import { groupListFrom } from './group-list';
import { useHeldGroups } from './useHeldGroups';

/**
 * The signed-in person's groups for the sidebar, the groups page and settings (issue 31): the
 * device's groups once a pull has brought them (group-list.ts), so the list opens offline and
 * shows changes made here at once; the server's list before that.
 */
export function useGroupList(): GroupListState {
  const { user } = useAuth();
  const served = useServedGroupList();
  const held = useHeldGroups(user?._id);
  const local = useMemo(() => groupListFrom(held, served.groups), [held, served.groups]);
  if (local === null) return served;
  // The device's list stands whatever the server's last load did: its failure is not this list's.
  return { ...served, groups: local, error: null, fromCache: false, loaded: true };
}

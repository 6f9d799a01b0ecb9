import { useMemo } from 'react';
import { useGroupRecords } from '../../../data/useGroupRecords';
import { type LocalGroup, readLocalGroup } from './group-scope';

/**
 * What this device holds of a group (issue 31). `undefined` while reading; `held: false` when the
 * device holds none of it (not a member, not yet pulled, or no longer there), with `pulledAt`
 * saying whether and when a pull brought the person's groups.
 */
export type LocalGroupRead =
  | { held: true; local: LocalGroup; pulledAt: number | null }
  | { held: false; pulledAt: number | null };

export function useLocalGroup(groupId: string, viewerId: string | undefined): LocalGroupRead | undefined {
  const read = useGroupRecords(groupId);
  return useMemo(() => {
    if (!read) return undefined;
    const local = readLocalGroup(read.rows, viewerId);
    return local ? { held: true, local, pulledAt: read.pulledAt } : { held: false, pulledAt: read.pulledAt };
  }, [read, viewerId]);
}

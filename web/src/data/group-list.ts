import type { WorkspaceSummary } from '@habitat/protocol';
import type { HeldGroup } from './useHeldGroups';

/**
 * The person's groups as the lists show them (issue 31). Once a pull has brought the person's
 * groups, the device is the list: which groups, their names, looks and counts, as changed here
 * offline. Only the 'This week' figures come from the server's list: they are the viewer's own
 * reckoning over every member's week (their week start, their zone), which no group-wide row
 * carries; the last answer is kept, so they show offline too, and a group the server has not
 * listed yet shows none. Before the first such pull, the server's list is all there is.
 */
export function groupListFrom(
  held: { groups: readonly HeldGroup[]; pulledAt: number | null } | undefined,
  served: readonly WorkspaceSummary[],
): WorkspaceSummary[] | null {
  if (!held || held.pulledAt === null) return null;
  const weekly = new Map(served.map((group) => [group._id, group]));
  return held.groups
    .map(({ info, memberCount, habitCount, role }): WorkspaceSummary => {
      const listed = weekly.get(info._id);
      return {
        _id: info._id,
        name: info.name,
        description: info.description,
        type: info.type,
        isPublic: info.isPublic,
        color: info.color,
        memberCount,
        habitCount,
        weeklyProgress: listed?.weeklyProgress ?? null,
        weeklyFigures: listed?.weeklyFigures ?? null,
        currentUserRole: role ?? listed?.currentUserRole ?? 'member',
        createdAt: info.createdAt,
        updatedAt: info.updatedAt,
      };
    })
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || a.name.localeCompare(b.name));
}

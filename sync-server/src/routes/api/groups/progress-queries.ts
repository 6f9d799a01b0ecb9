import { notFound } from '../../../errors';
import type { GroupRepository } from '../../../repositories/group-repository';

/**
 * What a group shows of its members (spec §7 overview, activity, leaderboard, member stats,
 * trackers, shared habits, dashboard permissions, member dashboard). Every number comes from the
 * group progress repository, which applies each member's sharing choices in SQL. The routes are in
 * progress-overview-routes.ts, progress-tracker-routes.ts and member-dashboard-routes.ts; what
 * they share is here.
 */

/** The longest span a tracker or mirror request may ask for. */
export const MAX_SPAN_DAYS = 400;

/** A current member of the group, or 404. */
export async function memberOf(groups: GroupRepository, groupId: string, memberId: string) {
  const member = await groups.member(groupId, memberId);
  if (!member) throw notFound('Member not found');
  return member;
}

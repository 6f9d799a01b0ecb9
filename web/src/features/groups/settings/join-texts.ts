import { type JoinSettings, joinPolicy } from '@habitat/domain';

/**
 * The words of the settings' joining parts (issue 16): the group's link and the requests to join,
 * decided apart from the components, by the domain's `joinPolicy`.
 */

/** The address people open to find the group: the group page itself, which shows them its preview. */
export function groupLink(origin: string, groupId: string): string {
  return `${origin}/app/groups/${encodeURIComponent(groupId)}`;
}

/** What the link does for someone who opens it; null when it does nothing (a private group). */
export function groupLinkNote(settings: JoinSettings): string | null {
  const { linkJoin } = joinPolicy(settings);
  if (linkJoin === 'none') return null;
  return linkJoin === 'immediate'
    ? 'Anyone signed in who opens this link can join the group at once from the page it opens.'
    : 'Anyone signed in who opens this link can ask to join. Their requests appear below.';
}

/** 'Asked Nov 22': when a request came in. */
export function askedText(createdAt: string): string {
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return 'Asked to join';
  return `Asked ${date.toLocaleDateString('en-US', { month: 'short', day: 'numeric' })}`;
}

/** A private group with nothing waiting has no requests to show; one made private since may still. */
export function showsJoinRequests(isPublic: boolean, waiting: number): boolean {
  return isPublic || waiting > 0;
}

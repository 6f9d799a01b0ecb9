import { ENCOURAGEMENT_FEED_SHOWN, ENCOURAGEMENT_TYPE_LABELS, relativeTime } from '@habitat/domain';
import type { Encouragement } from '@habitat/protocol';
import { reactionName } from './reactions';

/** The Encouragement feed widget's view model (spec §2, §3 Encouragement, §9), apart from React. */

export const FEED_EMPTY = 'No encouragements yet';
export const SHOW_FEWER = 'Show fewer';

export function viewMoreText(hidden: number): string {
  return `View ${hidden} more`;
}

export interface FeedSlice {
  visible: Encouragement[];
  hiddenCount: number;
  /** The toggle under the list, or null when everything fits in the first few. */
  toggleText: string | null;
}

/** The first few (spec §9: 5), or all of them once expanded; newest first either way. */
export function feedSlice(
  items: readonly Encouragement[],
  expanded: boolean,
  shown: number = ENCOURAGEMENT_FEED_SHOWN,
): FeedSlice {
  const ordered = newestFirst(items);
  const extra = Math.max(0, ordered.length - shown);
  if (extra === 0) return { visible: ordered, hiddenCount: 0, toggleText: null };
  if (expanded) return { visible: ordered, hiddenCount: 0, toggleText: SHOW_FEWER };
  return { visible: ordered.slice(0, shown), hiddenCount: extra, toggleText: viewMoreText(extra) };
}

/** Newest first; the server's order is not relied on. Ties keep their order. */
export function newestFirst(items: readonly Encouragement[]): Encouragement[] {
  return [...items].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

export interface FeedItemView {
  id: string;
  reaction: string | null;
  /** The reaction's spoken name, for the emoji's accessible label. */
  reactionName: string | null;
  from: string;
  to: string;
  typeLabel: string;
  message: string;
  createdAt: string;
  time: string;
  /** '{name} replied: …', or null without a response. */
  responseText: string | null;
  /** Sent to the viewer and not answered yet. */
  canRespond: boolean;
  /** Sent to the viewer and not read yet. */
  isNew: boolean;
}

/**
 * One encouragement as the feed reads it. The viewer is 'You' as the sender and 'you' as the
 * recipient ('You → Ana', 'Ana → you'), so who-is-who reads at a glance.
 */
export function feedItemView(
  item: Encouragement,
  viewerId: string | undefined,
  now: Date | number = Date.now(),
): FeedItemView {
  const fromViewer = viewerId !== undefined && item.fromUser._id === viewerId;
  const toViewer = viewerId !== undefined && item.toUser._id === viewerId;
  const to = toViewer ? 'you' : personName(item.toUser.name);
  return {
    id: item._id,
    reaction: item.reaction,
    reactionName: item.reaction ? reactionName(item.reaction) : null,
    from: fromViewer ? 'You' : personName(item.fromUser.name),
    to,
    typeLabel: ENCOURAGEMENT_TYPE_LABELS[item.type],
    message: item.message,
    createdAt: item.createdAt,
    time: relativeTime(item.createdAt, now),
    responseText: item.response ? responseText(toViewer ? 'You' : to, item.response.message) : null,
    canRespond: toViewer && item.response === null,
    isNew: toViewer && !item.isRead,
  };
}

export function responseText(responder: string, message: string): string {
  return `${responder} replied: ${message}`;
}

/** A member whose name is blank still needs a readable label. */
function personName(name: string): string {
  return name.trim() || 'A member';
}

/** How many of the loaded encouragements the viewer has not read. */
export function unreadCount(items: readonly Encouragement[], viewerId: string | undefined): number {
  if (viewerId === undefined) return 0;
  return items.filter((item) => item.toUser._id === viewerId && !item.isRead).length;
}

/** The line above the feed: how many new ones await the viewer, or nothing. */
export function unreadSummary(unread: number): string {
  return unread > 0 ? `${unread} new for you` : '';
}

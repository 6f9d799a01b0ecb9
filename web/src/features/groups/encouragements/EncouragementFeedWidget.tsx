import { ENCOURAGEMENTS_ANCHOR } from '@habitat/domain';
import type { Encouragement } from '@habitat/protocol';
import { HeartHandshake } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useSync } from '../../../sync/SyncProvider';
import { useNow } from '../progress/useNow';
import { EncouragementItem } from './EncouragementItem';
import { FEED_EMPTY, feedItemView, feedSlice, unreadCount, unreadSummary } from './encouragement-feed';
import './encouragements.css';

interface EncouragementFeedWidgetProps {
  /** The group's encouragements as this device holds them, with the changes queued here. */
  encouragements: Encouragement[];
  viewerId: string | undefined;
  onSend(): void;
}

/**
 * Spec §2 Encouragement feed: the newest five, 'View N more' for the rest, and Send. Encouragements
 * sent to the viewer can be answered and marked read here. Read from this device's copy of the
 * group (issue 31): a send, an answer or a read is written there and shows at once, offline too.
 */
export function EncouragementFeedWidget({ encouragements, viewerId, onSend }: EncouragementFeedWidgetProps) {
  const { syncNow } = useSync();
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  const now = useNow();

  // A notification about an encouragement opens the group at its feed: bring the feed into view
  // once it has something to show.
  const root = useRef<HTMLDivElement>(null);
  const { hash } = useLocation();
  useEffect(() => {
    if (hash === `#${ENCOURAGEMENTS_ANCHOR}`) root.current?.scrollIntoView({ block: 'start' });
  }, [hash]);

  const items = encouragements;
  const slice = feedSlice(items, expanded);
  const unread = unreadCount(items, viewerId);
  return (
    <div className="encouragement-feed" id={ENCOURAGEMENTS_ANCHOR} ref={root}>
      <FeedToolbar unread={unread} onSend={onSend} />
      {items.length === 0 ? (
        <p className="empty-state">{FEED_EMPTY}</p>
      ) : (
        <div className="encouragement-feed__scroll">
          <ul id={listId} className="encouragement-feed__list">
            {slice.visible.map((item) => (
              <EncouragementItem
                key={item._id}
                view={feedItemView(item, viewerId, now)}
                groupId={item.workspaceId}
                senderName={item.fromUser.name}
                onChanged={syncNow}
              />
            ))}
          </ul>
          {slice.toggleText && (
            <button
              type="button"
              className="link-button encouragement-feed__toggle"
              aria-expanded={expanded}
              aria-controls={listId}
              onClick={() => setExpanded((current) => !current)}
            >
              {slice.toggleText}
            </button>
          )}
        </div>
      )}
    </div>
  );
}

function FeedToolbar({ unread, onSend }: { unread: number; onSend(): void }) {
  return (
    <div className="encouragement-feed__toolbar">
      <p className="encouragement-feed__summary" role="status">
        {unreadSummary(unread)}
      </p>
      <button type="button" className="button button--primary button--sm" onClick={onSend}>
        <HeartHandshake size={16} aria-hidden="true" /> Send
      </button>
    </div>
  );
}

import { ENCOURAGEMENTS_ANCHOR } from '@habitat/domain';
import type { Encouragement, Workspace } from '@habitat/protocol';
import { HeartHandshake, RefreshCw } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useGroupEncouragements } from '../../../api/encouragement-queries';
import { loadFailure } from '../detail/load-state';
import { NetworkActionButton } from '../NetworkActionButton';
import { useNow } from '../progress/useNow';
import { EncouragementItem } from './EncouragementItem';
import {
  FEED_EMPTY,
  feedItemView,
  feedSlice,
  type LocalChanges,
  markedRead,
  NO_LOCAL_CHANGES,
  replaced,
  unreadCount,
  unreadSummary,
  withLocalChanges,
} from './encouragement-feed';
import './encouragements.css';

interface EncouragementFeedWidgetProps {
  group: Workspace;
  viewerId: string | undefined;
  onSend(): void;
}

/**
 * Spec §2 Encouragement feed: the newest five, 'View N more' for the rest, and Send. Encouragements
 * sent to the viewer can be answered and marked read here. One this person sends reloads the feed
 * (encouragement-queries.ts) without waiting for the server's poke.
 */
export function EncouragementFeedWidget({ group, viewerId, onSend }: EncouragementFeedWidgetProps) {
  const feed = useGroupEncouragements(group._id);
  const { reload } = feed;
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  const [changes, setChanges] = useState<LocalChanges>(NO_LOCAL_CHANGES);
  const now = useNow();

  // A notification about an encouragement opens the group at its feed: bring the feed into view
  // once it has something to show.
  const root = useRef<HTMLDivElement>(null);
  const { hash } = useLocation();
  const loaded = Boolean(feed.data);
  useEffect(() => {
    if (loaded && hash === `#${ENCOURAGEMENTS_ANCHOR}`) root.current?.scrollIntoView({ block: 'start' });
  }, [loaded, hash]);

  const onResponded = useCallback(
    (updated: Encouragement) => {
      setChanges((current) => replaced(current, updated));
      reload();
    },
    [reload],
  );
  const onRead = useCallback((id: string) => setChanges((current) => markedRead(current, id)), []);

  if (!feed.data) {
    if (feed.error && !feed.loading) {
      return (
        <div className="encouragement-feed" id={ENCOURAGEMENTS_ANCHOR} ref={root}>
          <FeedToolbar unread={0} onSend={onSend} />
          <div className="encouragement-feed__error" role="alert">
            <p className="widget-error__title">Failed to load encouragements</p>
            <p className="widget-error__detail">{loadFailure(feed.error).message}</p>
            <button type="button" className="button button--outline button--sm" onClick={reload}>
              <RefreshCw size={16} aria-hidden="true" /> Try Again
            </button>
          </div>
        </div>
      );
    }
    return (
      <div className="encouragement-feed" id={ENCOURAGEMENTS_ANCHOR} ref={root}>
        <FeedToolbar unread={0} onSend={onSend} />
        <p className="empty-state" role="status">
          Loading encouragements...
        </p>
      </div>
    );
  }

  const items = withLocalChanges(feed.data, changes);
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
                senderName={item.fromUser.name}
                onResponded={onResponded}
                onRead={onRead}
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
      <NetworkActionButton className="button button--primary button--sm" onClick={onSend}>
        <HeartHandshake size={16} aria-hidden="true" /> Send
      </NetworkActionButton>
    </div>
  );
}

import type { Encouragement } from '@habitat/protocol';
import { Check, MessageCircle } from 'lucide-react';
import { useRef, useState } from 'react';
import { markEncouragementRead } from '../../../api/encouragements-api';
import { NEEDS_NETWORK, useOnline } from '../../../ui/useOnline';
import type { FeedItemView } from './encouragement-feed';
import { readFailureText } from './encouragement-form';
import { RespondForm } from './RespondForm';

interface EncouragementItemProps {
  view: FeedItemView;
  /** The sender's own name, for the reply field's label. */
  senderName: string;
  onResponded(updated: Encouragement): void;
  onRead(id: string): void;
}

/** One encouragement in the feed; the viewer's own unread or unanswered ones carry their actions. */
export function EncouragementItem({ view, senderName, onResponded, onRead }: EncouragementItemProps) {
  const online = useOnline();
  const [responding, setResponding] = useState(false);
  const [marking, setMarking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const respondButton = useRef<HTMLButtonElement>(null);

  const markRead = async (): Promise<void> => {
    setMarking(true);
    setFailure(null);
    try {
      await markEncouragementRead(view.id);
      onRead(view.id);
    } catch (error) {
      setFailure(readFailureText(error));
    } finally {
      setMarking(false);
    }
  };

  const responded = (updated: Encouragement) => {
    setResponding(false);
    onResponded(updated);
    // Answering is reading: the New mark goes with it (a failure leaves 'Mark as read' to retry).
    if (view.isNew) void markRead();
  };

  const cancel = () => {
    setResponding(false);
    // The form held the focus; give it back to what opened it rather than to the page.
    requestAnimationFrame(() => respondButton.current?.focus());
  };

  const offlineTitle = online ? undefined : NEEDS_NETWORK;
  return (
    <li className={`encouragement${view.isNew ? ' encouragement--new' : ''}`}>
      {view.reaction ? (
        <span className="encouragement__reaction" role="img" aria-label={view.reactionName ?? 'Reaction'}>
          {view.reaction}
        </span>
      ) : (
        <span className="encouragement__reaction" aria-hidden="true">
          <MessageCircle size={18} />
        </span>
      )}
      <div className="encouragement__body">
        <p className="encouragement__people">
          <span className="encouragement__names">
            {view.from} <span aria-hidden="true">→</span>
            <span className="visually-hidden"> to </span> {view.to}
          </span>
          {view.isNew && <span className="encouragement__new">New</span>}
        </p>
        <p className="encouragement__meta">
          <span className="encouragement__type">{view.typeLabel}</span>
          <span aria-hidden="true"> · </span>
          <time dateTime={view.createdAt}>{view.time}</time>
        </p>
        <p className="encouragement__message">{view.message}</p>
        {view.responseText && <p className="encouragement__response">{view.responseText}</p>}
        {responding ? (
          <RespondForm
            encouragementId={view.id}
            senderName={senderName}
            onResponded={responded}
            onCancel={cancel}
          />
        ) : (
          (view.canRespond || view.isNew) && (
            <div className="encouragement__actions">
              {view.canRespond && (
                <button
                  ref={respondButton}
                  type="button"
                  className="button button--outline button--sm"
                  disabled={!online}
                  title={offlineTitle}
                  onClick={() => setResponding(true)}
                >
                  Respond
                </button>
              )}
              {view.isNew && (
                <button
                  type="button"
                  className="button button--outline button--sm"
                  disabled={!online || marking}
                  title={offlineTitle}
                  onClick={() => void markRead()}
                >
                  <Check size={16} aria-hidden="true" /> Mark as read
                </button>
              )}
            </div>
          )
        )}
        {failure && (
          <p className="field__error" role="alert">
            {failure}
          </p>
        )}
      </div>
    </li>
  );
}

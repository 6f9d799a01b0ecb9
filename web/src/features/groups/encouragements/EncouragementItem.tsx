import { Check, MessageCircle } from 'lucide-react';
import { useRef, useState } from 'react';
import { mutateLocal } from '../../../data/mutations';
import type { FeedItemView } from './encouragement-feed';
import { readFailureText } from './encouragement-form';
import { RespondForm } from './RespondForm';

interface EncouragementItemProps {
  view: FeedItemView;
  groupId: string;
  /** The sender's own name, for the reply field's label. */
  senderName: string;
  /** A change was queued: the feed's device syncs it. */
  onChanged(): void;
}

/**
 * One encouragement in the feed; the viewer's own unread or unanswered ones carry their actions,
 * which are written on this device and queued (issue 31), so they work offline.
 */
export function EncouragementItem({ view, groupId, senderName, onChanged }: EncouragementItemProps) {
  const [responding, setResponding] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const respondButton = useRef<HTMLButtonElement>(null);

  const markRead = async (): Promise<void> => {
    setFailure(null);
    try {
      await mutateLocal('encouragement.read', { workspaceId: groupId, ids: [view.id] });
      onChanged();
    } catch (error) {
      setFailure(readFailureText(error));
    }
  };

  // Answering is reading too: the server marks it read with the answer, as the device does.
  const responded = () => {
    setResponding(false);
    onChanged();
  };

  const cancel = () => {
    setResponding(false);
    // The form held the focus; give it back to what opened it rather than to the page.
    requestAnimationFrame(() => respondButton.current?.focus());
  };

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
            groupId={groupId}
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
                  onClick={() => setResponding(true)}
                >
                  Respond
                </button>
              )}
              {view.isNew && (
                <button
                  type="button"
                  className="button button--outline button--sm"
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

import { displayIcon } from '@habitat/domain';
import { type CSSProperties, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../api/client';
import { useGroupPreview } from '../../../api/join-queries';
import { useSingleFlight } from '../../../api/single-flight';
import { useHabits } from '../../../data/hooks';
import { OfflineNote } from '../../../ui/OfflineNote';
import { ShareChoice } from '../../../ui/share-choice/ShareChoice';
import {
  NOTHING_SHARED,
  type ShareDraft,
  shareableHabits,
  sharingRequest,
} from '../../../ui/share-choice/share-choice';
import { usePreviewAction } from '../data/group-actions';
import { GroupLoadFailure } from '../detail/GroupLoadFailure';
import { groupTypeIcon } from '../list/group-type-icon';
import { NetworkActionButton } from '../NetworkActionButton';
import { type PreviewButton, previewOffer, previewSummary } from './preview-texts';
import './join.css';

interface GroupPreviewProps {
  groupId: string;
  /** The viewer is a member now (joined here, or let in meanwhile): show them the group. */
  onMember(welcome: string | null): void;
}

/**
 * A public group opened through its link by someone outside it (issue 16): its name, description
 * and size (and its habits, for an open group), and the one thing the link offers them now. It
 * reloads when the server pokes, so an admin's answer shows without a refresh.
 */
export function GroupPreview({ groupId, onMember }: GroupPreviewProps) {
  const navigate = useNavigate();
  const preview = useGroupPreview(groupId);
  const action = usePreviewAction(groupId);
  const runAction = useSingleFlight(action);
  const [shareDraft, setShareDraft] = useState<ShareDraft>(NOTHING_SHARED);
  const habits = shareableHabits(useHabits(), groupId);
  const shown = preview.data;

  // Let in meanwhile (an admin accepted while this was open): the group replaces its preview.
  useEffect(() => {
    if (shown?.action === 'member') onMember(null);
  }, [shown?.action, onMember]);

  if (!shown) {
    if (!preview.error || preview.loading) {
      return (
        <p className="group-preview__loading" role="status">
          <span className="spinner" aria-hidden="true" /> Loading...
        </p>
      );
    }
    return <GroupLoadFailure error={preview.error} onRetry={preview.reload} />;
  }

  const offer = previewOffer(shown);
  const Icon = groupTypeIcon(shown.type);

  const act = (button: PreviewButton) =>
    runAction(
      button.kind === 'join'
        ? { kind: 'join', sharing: sharingRequest(shareDraft, habits) }
        : { kind: button.kind },
    ).then(
      (answer) => {
        if (answer?.outcome === 'joined') onMember(answer.message);
        else preview.reload();
      },
      // A stale screen learns the truth from the reload.
      () => preview.reload(),
    );
  const busy = action.isPending;
  const error = action.error ? failureText(action.error) : null;

  return (
    <article className="group-preview" aria-labelledby="group-preview-name">
      {preview.fromCache && <OfflineNote />}
      <header className="group-preview__header">
        <span className="group-header__icon" style={{ backgroundColor: shown.color } as CSSProperties}>
          <Icon size={24} aria-hidden="true" />
        </span>
        <div className="group-header__text">
          <h1 id="group-preview-name" className="page__title group-header__name">
            {shown.name}
          </h1>
          <p className="group-header__description">{previewSummary(shown)}</p>
        </div>
      </header>
      {shown.description.trim() && <p className="group-preview__description">{shown.description}</p>}
      {shown.habits && (
        <section className="group-preview__habits" aria-labelledby="group-preview-habits">
          <h2 id="group-preview-habits" className="group-preview__subtitle">
            Habits in this group
          </h2>
          {shown.habits.length === 0 ? (
            <p className="empty-state">No group habits yet</p>
          ) : (
            <ul className="group-preview__habit-list">
              {shown.habits.map((habit) => (
                <li key={habit._id} className="group-preview__habit">
                  <span
                    className="group-preview__habit-icon"
                    style={{ '--habit-color': habit.color } as CSSProperties}
                    aria-hidden="true"
                  >
                    {displayIcon(habit)}
                  </span>
                  {habit.name}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      <div className="group-preview__join">
        {offer.status && (
          <p className="group-preview__status" role="status">
            {offer.status}
          </p>
        )}
        <p className="group-preview__note">{offer.note}</p>
        {offer.button?.kind === 'join' && (
          <ShareChoice
            groupName={shown.name}
            habits={habits}
            value={shareDraft}
            disabled={busy}
            onChange={setShareDraft}
          />
        )}
        {offer.button?.kind === 'request' && (
          <p className="group-preview__note">
            Nothing about your habits is shared. Once you are let in, you choose what the group sees.
          </p>
        )}
        {error && (
          <p className="group-error" role="alert">
            {error}
          </p>
        )}
        <div className="button-row">
          {offer.button && (
            <NetworkActionButton
              className={`button ${offer.button.kind === 'cancel' ? 'button--outline' : 'button--primary'}`}
              disabled={busy}
              onClick={() => offer.button && void act(offer.button)}
            >
              {busy ? offer.button.busyLabel : offer.button.label}
            </NetworkActionButton>
          )}
          <button type="button" className="button button--ghost" onClick={() => navigate('/app/groups')}>
            Back to Groups
          </button>
        </div>
      </div>
    </article>
  );
}

/** The server's own sentence says why (declined, removed, too many requests…). */
function failureText(failure: Error): string {
  return failure instanceof ApiError && failure.status !== 0 && failure.serverMessage
    ? failure.serverMessage
    : failure.message;
}

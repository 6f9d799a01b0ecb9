import type { DashboardPermissions, MemberSharing, Workspace } from '@habitat/protocol';
import { Eye } from 'lucide-react';
import { useState } from 'react';
import { useSingleFlight } from '../../../api/single-flight';
import { useHabits } from '../../../data/hooks';
import { ShareChoice } from '../../../ui/share-choice/ShareChoice';
import {
  draftFromSharing,
  groupLevels,
  type ShareableHabit,
  type ShareDraft,
  shareableHabits,
  sharingRequest,
  storedSummary,
} from '../../../ui/share-choice/share-choice';
import { useToast } from '../../../ui/toast/ToastProvider';
import { useSaveSharing } from '../data/group-actions';
import { NetworkActionButton } from '../NetworkActionButton';

interface SharingCardProps {
  group: Workspace;
  sharing: MemberSharing;
  /** Opened by the person (the header's eye, or Settings' link), not only because nobody asked yet. */
  opened: boolean;
  onClose(): void;
}

/**
 * What the group sees of you (issue 27). Shown once, at the top of the group page, to a member who
 * was never asked (a membership from before private by default, a request let in, a signup from an
 * invitation): it says what they share now and offers to change it; 'Keep' records that they saw it.
 * Opened on purpose, it is the place to change what the group sees.
 */
export function SharingCard(props: SharingCardProps) {
  const habits = useHabits();
  // The draft starts from this device's habits: wait for them, or 'Save' could drop habits the
  // group sees today only because the list had not loaded yet.
  if (habits === undefined) return null;
  return <SharingChoiceCard {...props} habits={shareableHabits(habits, props.group._id)} />;
}

function SharingChoiceCard({
  group,
  sharing,
  opened,
  onClose,
  habits,
}: SharingCardProps & { habits: ShareableHabit[] }) {
  const toast = useToast();
  const neverShared = !sharing.isPublicToWorkspace && sharing.personalHabits === 'chosen';
  const [draft, setDraft] = useState<ShareDraft | null>(() =>
    opened || neverShared ? draftFromSharing(sharing, habits) : null,
  );
  const saving = useSaveSharing(group._id);
  const busy = saving.isPending;

  const save = useSingleFlight(saving);
  const store = (request: DashboardPermissions) =>
    save(request).then(onClose, (error: Error) =>
      toast.error(`Failed to save what you share: ${error.message}`),
    );

  // 'Keep': the stored choice, confirmed as it is ('all' stays 'all').
  const keep = () =>
    store({
      isPublicToWorkspace: sharing.isPublicToWorkspace,
      ...(sharing.personalHabits === 'all'
        ? { personalHabits: 'all' as const }
        : { sharedHabitIds: sharing.sharedHabitIds, sharedHabitLevels: groupLevels(sharing) }),
    });

  const title =
    neverShared && !opened ? `You share nothing with ${group.name} yet` : `What ${group.name} sees of you`;
  return (
    <section className="group-sharing" id="sharing" aria-labelledby="group-sharing-title">
      <div className="group-sharing__head">
        <span className="group-next-step__icon" aria-hidden="true">
          <Eye size={22} />
        </span>
        <div className="group-next-step__text">
          <h2 id="group-sharing-title" className="group-next-step__title">
            {title}
          </h2>
          {!neverShared && <p className="group-next-step__line">{storedSummary(sharing, habits)}</p>}
          {!sharing.chosen && sharing.personalHabits === 'all' && (
            <p className="group-next-step__line">
              Nothing changed for you. New members now share nothing until they choose; you can choose too.
            </p>
          )}
        </div>
      </div>
      {draft ? (
        <>
          <ShareChoice
            groupName={group.name}
            habits={habits}
            value={draft}
            disabled={busy}
            hideLegend
            onChange={setDraft}
          />
          <div className="group-sharing__actions">
            {opened || sharing.chosen ? (
              <button type="button" className="button button--outline" disabled={busy} onClick={onClose}>
                Cancel
              </button>
            ) : (
              <NetworkActionButton className="button button--outline" disabled={busy} onClick={keep}>
                {neverShared ? 'Keep it private' : 'Keep it as it is'}
              </NetworkActionButton>
            )}
            <NetworkActionButton
              className="button button--primary"
              disabled={busy}
              onClick={() => store(sharingRequest(draft, habits))}
            >
              {busy ? 'Saving...' : 'Save'}
            </NetworkActionButton>
          </div>
        </>
      ) : (
        <div className="group-sharing__actions">
          <NetworkActionButton className="button button--outline" disabled={busy} onClick={keep}>
            Keep it as it is
          </NetworkActionButton>
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() => setDraft(draftFromSharing(sharing, habits))}
          >
            Choose what to share
          </button>
        </div>
      )}
    </section>
  );
}

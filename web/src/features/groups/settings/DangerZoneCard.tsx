import { GROUP_MESSAGES, type GroupRole, type JoinSettings } from '@habitat/domain';
import type { WorkspaceMember } from '@habitat/protocol';
import { AlertTriangle, LogOut, Trash2 } from 'lucide-react';
import { useReducer, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSingleFlight } from '../../../api/single-flight';
import { TextField } from '../../../ui/TextField';
import { NEEDS_NETWORK } from '../../../ui/useOnline';
import { ConfirmDialog } from '../ConfirmDialog';
import { useDeleteGroup } from '../data/group-actions';
import { LeaveGroupDialog } from '../LeaveGroupDialog';
import { handoverNote, rejoinNote } from '../leave-group';
import { DELETE_CONFIRMATION_WORD, deleteFlow, INITIAL_DELETE_FLOW } from './delete-confirmation';
import { SettingsCard } from './SettingsCard';

interface DangerZoneCardProps {
  group: { _id: string; name: string; settings: JoinSettings; members: WorkspaceMember[] };
  viewerRole: GroupRole;
  viewerId: string | undefined;
  online: boolean;
}

/**
 * Spec §2/§6 Danger Zone: the owner deletes the group; everyone may leave it. An owner's Leave lives
 * here rather than in the group's header (issue 27). The last owner hands the group on as they
 * leave (issue 31), and is told to whom before they do; its only member can delete it, not leave it.
 */
export function DangerZoneCard({ group, viewerRole, viewerId, online }: DangerZoneCardProps) {
  const [leaving, setLeaving] = useState(false);
  const offlineReason = online ? null : NEEDS_NETWORK;
  const owner = viewerRole === 'owner';
  const handover = handoverNote(group.members, viewerId);
  const alone = handover === GROUP_MESSAGES.soleMember;

  return (
    <SettingsCard title="Danger Zone" icon={AlertTriangle} tone="danger">
      {owner && <DeleteGroup group={group} offlineReason={offlineReason} />}
      <div className="workspace-settings__danger-item">
        <div>
          <h3 className="workspace-settings__subtitle">Leave group</h3>
          <p className="workspace-settings__muted">
            {owner && handover
              ? handover
              : `You will lose access to this group. ${rejoinNote(group.settings)}`}
          </p>
        </div>
        <button
          type="button"
          className="button workspace-settings__danger-button"
          disabled={!online || alone}
          title={offlineReason ?? undefined}
          onClick={() => setLeaving(true)}
        >
          <LogOut size={18} aria-hidden="true" /> Leave group
        </button>
        {offlineReason && <p className="workspace-settings__hint">{offlineReason}</p>}
      </div>
      {leaving && <LeaveGroupDialog group={group} handover={handover} onClose={() => setLeaving(false)} />}
    </SettingsCard>
  );
}

function DeleteGroup({
  group,
  offlineReason,
}: {
  group: { _id: string; name: string };
  offlineReason: string | null;
}) {
  const navigate = useNavigate();
  const removal = useSingleFlight(useDeleteGroup(group._id));
  const [flow, dispatch] = useReducer(deleteFlow, INITIAL_DELETE_FLOW);
  const cancel = () => dispatch({ type: 'cancel' });

  const submitTyped = () => {
    // The reducer decides: a mismatch closes the flow with the spec's notice and sends nothing.
    const next = deleteFlow(flow, { type: 'submit' });
    dispatch({ type: 'submit' });
    if (next.step !== 'deleting') return;
    removal().then(
      () => navigate('/app/groups', { replace: true }),
      (error: Error) => dispatch({ type: 'failed', error: `Failed to delete group: ${error.message}` }),
    );
  };

  return (
    <div className="workspace-settings__danger-item">
      <div>
        <h3 className="workspace-settings__subtitle">Delete group</h3>
        <p className="workspace-settings__muted">
          Permanently delete this group with its habits, members and invitations.
        </p>
      </div>
      <button
        type="button"
        className="button workspace-settings__danger-button"
        disabled={Boolean(offlineReason)}
        title={offlineReason ?? undefined}
        onClick={() => dispatch({ type: 'start' })}
      >
        <Trash2 size={18} aria-hidden="true" /> Delete group
      </button>
      {offlineReason && <p className="workspace-settings__hint">{offlineReason}</p>}
      {flow.step === 'closed' && flow.notice && (
        <p className="group-error" role="alert">
          {flow.notice}
        </p>
      )}

      {flow.step === 'confirm' && (
        <ConfirmDialog
          key="confirm"
          title="Delete group"
          confirmLabel="Continue"
          disabledReason={offlineReason}
          onConfirm={() => dispatch({ type: 'continue' })}
          onClose={cancel}
        >
          <p>
            Are you sure you want to delete <strong>{group.name}</strong>?
          </p>
          <p className="confirm-dialog__muted">You will be asked twice more before anything is deleted.</p>
        </ConfirmDialog>
      )}
      {flow.step === 'warning' && (
        <ConfirmDialog
          key="warning"
          title="Final Warning"
          confirmLabel="I understand, continue"
          disabledReason={offlineReason}
          onConfirm={() => dispatch({ type: 'continue' })}
          onClose={cancel}
        >
          <p>
            Deleting <strong>{group.name}</strong> removes all of its habits, members and invitations.
          </p>
          <p>
            <strong>This cannot be undone.</strong>
          </p>
        </ConfirmDialog>
      )}
      {(flow.step === 'type' || flow.step === 'deleting') && (
        <ConfirmDialog
          key="type"
          title="Confirm Deletion"
          confirmLabel="Delete group"
          busyLabel="Deleting..."
          busy={flow.step === 'deleting'}
          error={flow.step === 'type' ? flow.error : null}
          disabledReason={offlineReason}
          focusCancel={false}
          onConfirm={submitTyped}
          onClose={cancel}
        >
          <p>
            To delete <strong>{group.name}</strong>, type {DELETE_CONFIRMATION_WORD} in capital letters.
          </p>
          <TextField
            label={`Type ${DELETE_CONFIRMATION_WORD} to confirm`}
            name="delete-confirmation"
            value={flow.text}
            onChange={(text) => dispatch({ type: 'input', text })}
            autoComplete="off"
          />
        </ConfirmDialog>
      )}
    </div>
  );
}

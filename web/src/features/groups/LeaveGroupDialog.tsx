import type { JoinSettings } from '@habitat/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { removeGroupFromCache } from '../../api/group-cache';
import { leaveGroup } from '../../api/groups-api';
import { NEEDS_NETWORK, useOnline } from '../../ui/useOnline';
import { ConfirmDialog } from './ConfirmDialog';
import { LEAVE_TITLE, type LeaveFailure, leaveFailure, rejoinNote } from './leave-group';

interface LeaveGroupDialogProps {
  group: { _id: string; name: string; settings?: JoinSettings };
  /** Who holds the group once the last owner leaves (leave-group.ts `handoverNote`). */
  handover?: string | null;
  onClose(): void;
}

/**
 * Spec §2/§4 Leave group: confirm, leave, go to /app. A failure stays in the dialog; the only
 * member's refusal retitles it and leaves only Close, as trying again cannot work. The last owner
 * is told who will hold the group.
 */
export function LeaveGroupDialog({ group, handover, onClose }: LeaveGroupDialogProps) {
  const online = useOnline();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<LeaveFailure | null>(null);

  const leave = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await leaveGroup(group._id);
    } catch (error) {
      setBusy(false);
      setFailure(leaveFailure(error));
      return;
    }
    removeGroupFromCache(client, group._id);
    // Replace: the group's pages are no longer open to this person, so Back should not return there.
    navigate('/app', { replace: true });
  };

  const final = failure?.final ?? false;
  return (
    <ConfirmDialog
      title={failure?.title ?? LEAVE_TITLE}
      confirmLabel="Leave group"
      busyLabel="Leaving..."
      onConfirm={() => void leave()}
      onClose={onClose}
      busy={busy}
      error={final ? null : failure?.message}
      disabledReason={online ? null : NEEDS_NETWORK}
      hideConfirm={final}
    >
      {final ? (
        <p role="alert">{failure?.message}</p>
      ) : (
        <>
          <p>
            Are you sure you want to leave <strong>{group.name}</strong>?
          </p>
          <p className="confirm-dialog__muted">
            You will lose access to its habits, members and activity. {rejoinNote(group.settings)}
          </p>
          {handover && <p className="confirm-dialog__muted">{handover}</p>}
        </>
      )}
    </ConfirmDialog>
  );
}

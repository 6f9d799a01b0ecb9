import type { JoinSettings } from '@habitat/domain';
import { useNavigate } from 'react-router';
import { useSingleFlight } from '../../api/single-flight';
import { NEEDS_NETWORK, useOnline } from '../../ui/useOnline';
import { ConfirmDialog } from './ConfirmDialog';
import { useLeaveGroup } from './data/group-actions';
import { LEAVE_TITLE, leaveFailure, rejoinNote } from './leave-group';

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
  const leaving = useLeaveGroup(group._id);
  const failure = leaving.error ? leaveFailure(leaving.error) : null;

  const runLeave = useSingleFlight(leaving);
  // Replace: the group's pages are no longer open to this person, so Back should not return there.
  // After the answer, even if a pull took the group (and this dialog) away meanwhile.
  const leave = () =>
    runLeave().then(
      () => navigate('/app', { replace: true }),
      () => {},
    );

  const final = failure?.final ?? false;
  return (
    <ConfirmDialog
      title={failure?.title ?? LEAVE_TITLE}
      confirmLabel="Leave group"
      busyLabel="Leaving..."
      onConfirm={() => void leave()}
      onClose={onClose}
      busy={leaving.isPending}
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

import { Trash2 } from 'lucide-react';
import { twoClickLabel } from '../../../habit-editor/two-click-confirm';
import { useTwoClickConfirm } from '../../../habit-editor/useTwoClickConfirm';
import { useTapWord } from '../../../ui/useTapWord';

interface GroupManageTabProps {
  onDelete(): void;
}

/**
 * The group habit form's Manage tab (editing only): delete needs a second click within 3 s
 * (spec §4 Group habit delete). Members keep the copies they adopted.
 */
export function GroupManageTab({ onDelete }: GroupManageTabProps) {
  const confirm = useTwoClickConfirm();
  const tapWord = useTapWord();
  // The spec's words with a mouse; on a touch screen the gesture is a tap (issue 27).
  const armedLabel = twoClickLabel(true).replace('Click', tapWord);
  return (
    <div className="habit-dialog__manage">
      <section className="habit-dialog__manage-item">
        <div>
          <h3 className="habit-dialog__manage-title">Delete</h3>
          <p className="habit-dialog__note">
            Remove this habit from the group. Members who adopted it keep their own copy and its history.
          </p>
        </div>
        <div className="group-habit-dialog__delete">
          <button
            type="button"
            className={`button habit-dialog__danger${confirm.armed ? ' habit-dialog__danger--confirm' : ''}`}
            onClick={() => {
              if (confirm.press()) onDelete();
            }}
          >
            <Trash2 size={18} aria-hidden="true" />
            {confirm.armed ? armedLabel : twoClickLabel(false)}
          </button>
        </div>
        <span className="visually-hidden" aria-live="polite">
          {confirm.armed ? `${tapWord} Delete again within 3 seconds to delete this habit.` : ''}
        </span>
      </section>
    </div>
  );
}

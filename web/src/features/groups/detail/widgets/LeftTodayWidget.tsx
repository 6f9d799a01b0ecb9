import { LEGACY_DEFAULT_ICON, uuidv7 } from '@habitat/domain';
import type { Encouragement, MemberFigures } from '@habitat/protocol';
import { Check, HandHeart } from 'lucide-react';
import { useMemo } from 'react';
import { mutateLocal } from '../../../../data/mutations';
import { useSync } from '../../../../sync/SyncProvider';
import { initialOf } from '../../../../ui/member-display';
import { useToast } from '../../../../ui/toast/ToastProvider';
import { type LeftTodayRow, leftToday, type OpenHabit } from '../../progress/left-today';
import '../../progress/progress.css';

interface LeftTodayWidgetProps {
  groupId: string;
  figures: MemberFigures[];
  ownFigures: MemberFigures | null;
  encouragements: Encouragement[];
  viewerId: string | undefined;
}

/**
 * Who's left today (issue 31): whose habits are still open on their own today, as far as each shares
 * their progress, with a one-tap cheer on each. Support, not a ranking: nobody is listed for being
 * behind over weeks, only for what today still holds. Works offline: the cheer is queued.
 */
export function LeftTodayWidget({
  groupId,
  figures,
  ownFigures,
  encouragements,
  viewerId,
}: LeftTodayWidgetProps) {
  const view = useMemo(
    () => leftToday(figures, ownFigures, encouragements, viewerId, Date.now()),
    [figures, ownFigures, encouragements, viewerId],
  );
  return (
    <div className="progress-widget left-today">
      <p className="left-today__summary">{view.summary}</p>
      {view.rows.length > 0 && (
        <ul className="left-today__list">
          {view.rows.map((row) => (
            <LeftTodayItem key={row.memberId} row={row} groupId={groupId} />
          ))}
        </ul>
      )}
    </div>
  );
}

function LeftTodayItem({ row, groupId }: { row: LeftTodayRow; groupId: string }) {
  return (
    <li className={`left-today__row${row.isYou ? ' left-today__row--you' : ''}`}>
      <span className="member-progress__avatar" aria-hidden="true">
        {initialOf({ name: row.name, email: '' })}
      </span>
      <div className="left-today__body">
        <span className="left-today__name">
          {row.isYou ? 'You' : row.name}
          <span className="visually-hidden">: still to do today</span>
        </span>
        <ul className="left-today__habits">
          {row.habits.map((habit) => (
            <li key={habit.habitId} className="left-today__habit">
              <HabitMark habit={habit} /> {habit.name}
              {!row.isYou && (
                <CheerButton groupId={groupId} memberId={row.memberId} name={row.name} habit={habit} />
              )}
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}

/** The habit's icon; the old default ✅ would read as done on a list of what is not, so a dot instead. */
function HabitMark({ habit }: { habit: OpenHabit }) {
  if (habit.icon === LEGACY_DEFAULT_ICON)
    return <span className="left-today__dot" style={{ background: habit.color }} aria-hidden="true" />;
  return <span aria-hidden="true">{habit.icon}</span>;
}

function CheerButton({
  groupId,
  memberId,
  name,
  habit,
}: {
  groupId: string;
  memberId: string;
  name: string;
  habit: OpenHabit;
}) {
  const { syncNow } = useSync();
  const toast = useToast();
  if (habit.cheered) {
    return (
      <span className="left-today__cheered">
        <Check size={14} aria-hidden="true" /> Cheered
      </span>
    );
  }
  const cheer = async () => {
    try {
      await mutateLocal('encouragement.cheer', {
        id: uuidv7(),
        workspaceId: groupId,
        toUserId: memberId,
        habitId: habit.habitId,
      });
    } catch (error) {
      toast.error((error as Error).message, { title: 'Failed to send encouragement' });
      return;
    }
    syncNow();
  };
  return (
    <button
      type="button"
      className="button button--outline button--sm left-today__cheer"
      aria-label={`Cheer ${name} on for ${habit.name}`}
      onClick={() => void cheer()}
    >
      <HandHeart size={14} aria-hidden="true" /> Cheer
    </button>
  );
}

import type { GroupHabit } from '@habitat/protocol';
import { RefreshCw, Target } from 'lucide-react';
import { emptyHabitsText, groupHabitsHeading, targetText } from '../group-detail-texts';
import { loadFailure } from '../load-state';
import type { GroupResource } from '../useGroupResource';

interface GroupHabitsWidgetProps {
  habits: GroupResource<GroupHabit[]>;
  canManage: boolean;
}

/**
 * Spec §2 Group Habits, read-only for now: how many the group offers and each one's default
 * target. Adding, editing and adopting group habits come with group habit management.
 */
export function GroupHabitsWidget({ habits, canManage }: GroupHabitsWidgetProps) {
  if (!habits.data) {
    if (habits.error && !habits.loading) {
      return (
        <div className="group-habits__error" role="alert">
          <p className="widget-error__title">Failed to load group habits</p>
          <p className="widget-error__detail">{loadFailure(habits.error).message}</p>
          <button type="button" className="button button--outline button--sm" onClick={habits.reload}>
            <RefreshCw size={16} aria-hidden="true" /> Try Again
          </button>
        </div>
      );
    }
    return <p className="empty-state">Loading habits...</p>;
  }
  if (habits.data.length === 0) {
    const { title, hint } = emptyHabitsText(canManage);
    return (
      <div className="group-habits__empty">
        <p className="group-habits__empty-title">{title}</p>
        <p className="empty-state">{hint}</p>
      </div>
    );
  }
  return (
    <div className="group-habits">
      <p className="group-habits__count">{groupHabitsHeading(habits.data.length)}</p>
      <ul className="group-habits__list">
        {habits.data.map((habit) => (
          <li key={habit._id} className="group-habit">
            <span className="group-habit__icon" style={{ borderColor: habit.color }} aria-hidden="true">
              {habit.icon}
            </span>
            <span className="group-habit__text">
              <span className="group-habit__name">{habit.name}</span>
              {habit.description && <span className="group-habit__description">{habit.description}</span>}
            </span>
            <span className="group-habit__target">
              <Target size={14} aria-hidden="true" />
              <span className="visually-hidden">Default target: </span>
              {targetText(habit.settings.defaultTarget)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

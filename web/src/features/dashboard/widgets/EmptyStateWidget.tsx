import { Sprout } from 'lucide-react';

/** A prompt to add the first habit, for dashboards that start empty. */
export function EmptyStateWidget({ onAdd }: { onAdd(): void }) {
  return (
    <div className="empty-widget">
      <Sprout size={32} aria-hidden="true" />
      <p className="empty-widget__text">Every streak starts with one habit.</p>
      <button type="button" className="button button--primary" onClick={onAdd}>
        Create a Habit
      </button>
    </div>
  );
}

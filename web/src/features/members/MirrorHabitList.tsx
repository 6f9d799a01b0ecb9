import { MirrorHabitRow } from './MirrorHabitRow';
import type { MirrorDashboardView } from './mirror-data';
import './mirror-habits.css';

/** The habit-list widget of the mirror: every habit the member shows, in the order served. */
export function MirrorHabitList({ view }: { view: MirrorDashboardView }) {
  const { habits, entries, range, member } = view;
  return (
    <ul className="mirror-habits" aria-label={`${member.name}'s habits`}>
      {habits.map((item) => (
        <MirrorHabitRow
          key={item.habit.id}
          item={item}
          entries={entries.get(item.habit.id)}
          today={range.today}
          weekStartsOn={member.weekStartsOn}
          knownFrom={range.start}
        />
      ))}
    </ul>
  );
}

import { maxKey } from '@habitat/domain';
import { MirrorHabitRow } from './MirrorHabitRow';
import type { MirrorDashboardView } from './mirror-data';
import './mirror-habits.css';

/**
 * The habit-list widget of the mirror: every habit the member shows, in the order served. A day
 * before a habit's numbers count (before its adoption) is not known to the group, never missed.
 */
export function MirrorHabitList({ view, isSelf }: { view: MirrorDashboardView; isSelf: boolean }) {
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
          knownFrom={maxKey(range.start, item.countsFrom)}
          isSelf={isSelf}
        />
      ))}
    </ul>
  );
}

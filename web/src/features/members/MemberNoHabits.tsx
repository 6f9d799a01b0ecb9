import { ArrowLeft, ListPlus } from 'lucide-react';
import { NO_HABITS_TITLE, noHabitsHints, noHabitsLine } from './mirror-texts';

/** The mirror of a member with no habits (spec §2): what will show up here, and the way back. */
export function MemberNoHabits({ name, onBack }: { name: string; onBack(): void }) {
  return (
    <div className="member-mirror__status">
      <ListPlus size={40} aria-hidden="true" className="member-mirror__status-icon" />
      <h2 className="member-mirror__status-title">{NO_HABITS_TITLE}</h2>
      <p>{noHabitsLine(name)}</p>
      <ul className="member-mirror__hints">
        {noHabitsHints(name).map((hint) => (
          <li key={hint}>{hint}</li>
        ))}
      </ul>
      <button type="button" className="button button--primary" onClick={onBack}>
        <ArrowLeft size={16} aria-hidden="true" /> Back to Group
      </button>
    </div>
  );
}

import type { HabitRecord } from '@habitat/domain';
import { Target, User, Users } from 'lucide-react';
import { Link } from 'react-router';
import { type HabitGroup, habitAppearance } from './habit-privacy';

interface HabitSummaryCardProps {
  habit: HabitRecord;
  group: HabitGroup;
  headingId: string;
}

/** Which habit these settings belong to (spec §2): name, description, category, icon, colour, group. */
export function HabitSummaryCard({ habit, group, headingId }: HabitSummaryCardProps) {
  const { color, icon, category } = habitAppearance(habit);
  const description = habit.description.trim();
  return (
    <section className="habit-privacy__card habit-privacy__summary" aria-labelledby={headingId}>
      <span className="habit-privacy__icon" style={{ backgroundColor: color }} aria-hidden="true">
        {icon ?? <Target size={26} strokeWidth={2.25} />}
      </span>
      <div className="habit-privacy__summary-body">
        <h2 id={headingId} className="habit-privacy__habit-name">
          {habit.name}
        </h2>
        {description && <p className="habit-privacy__description">{description}</p>}
        <dl className="habit-privacy__facts">
          <div>
            <dt>Category</dt>
            <dd>
              <span className="habit-privacy__badge">{category}</span>
            </dd>
          </div>
          <div>
            <dt>Colour</dt>
            <dd className="habit-privacy__colour">
              <span className="habit-privacy__dot" style={{ backgroundColor: color }} aria-hidden="true" />
              {color}
            </dd>
          </div>
          <div>
            <dt>Group</dt>
            <dd className="habit-privacy__group">
              <GroupLine group={group} />
            </dd>
          </div>
        </dl>
      </div>
    </section>
  );
}

function GroupLine({ group }: { group: HabitGroup }) {
  if (group.kind === 'personal') {
    return (
      <>
        <User size={16} aria-hidden="true" /> Personal habit
      </>
    );
  }
  return (
    <>
      <Users size={16} aria-hidden="true" />
      <Link to={`/app/groups/${encodeURIComponent(group.id)}`}>{group.name ?? 'Open group'}</Link>
    </>
  );
}

import { ArrowLeft } from 'lucide-react';
import { initialOf } from '../groups/member-display';
import type { MirrorDashboardView, MirrorHabitView } from './mirror-data';
import { dashboardTitle, habitCountBadges, MIRROR_SUBTITLE } from './mirror-texts';

interface MemberDashboardHeaderProps {
  member: MirrorDashboardView['member'];
  habits: readonly MirrorHabitView[];
  onBack(): void;
}

/** Spec §2 Member mirror dashboard header: back to the group, avatar initial, title, habit counts. */
export function MemberDashboardHeader({ member, habits, onBack }: MemberDashboardHeaderProps) {
  return (
    <header className="member-mirror__header">
      <button type="button" className="icon-button" aria-label="Back to Group" onClick={onBack}>
        <ArrowLeft size={20} aria-hidden="true" />
      </button>
      <span className="member-mirror__avatar" aria-hidden="true">
        {initialOf(member)}
      </span>
      <div className="member-mirror__heading">
        <h1 className="page__title member-mirror__title">{dashboardTitle(member.name)}</h1>
        <p className="member-mirror__subtitle">{MIRROR_SUBTITLE}</p>
      </div>
      <ul className="member-mirror__badges" aria-label="Habit counts">
        {habitCountBadges(habits).map((badge) => (
          <li key={badge} className="badge">
            {badge}
          </li>
        ))}
      </ul>
    </header>
  );
}

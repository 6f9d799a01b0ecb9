import { ArrowLeft } from 'lucide-react';
import { initialOf } from '../../../ui/member-display';
import { MirrorPrivateHabits } from './MirrorPrivateHabits';
import type { MirrorDashboardView } from './mirror-data';
import type { MirrorHabitView } from './mirror-habit';
import {
  dashboardTitle,
  habitCountBadges,
  type MirrorViewer,
  mirrorSubtitle,
  sharingSummary,
} from './mirror-texts';

interface MemberDashboardHeaderProps {
  member: MirrorDashboardView['member'];
  habits: readonly MirrorHabitView[];
  sharing: MirrorDashboardView['sharing'];
  viewer: MirrorViewer;
  onBack(): void;
}

/**
 * Spec §2 Member mirror dashboard header: back to the group, avatar initial, title, habit counts;
 * under the title, what the member shares with the group (issue 16), and on your own mirror the
 * habits only you see, each linked to its privacy settings.
 */
export function MemberDashboardHeader({
  member,
  habits,
  sharing,
  viewer,
  onBack,
}: MemberDashboardHeaderProps) {
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
        <p className="member-mirror__subtitle">{mirrorSubtitle(viewer)}</p>
        <p className="member-mirror__sharing" data-testid="mirror-sharing">
          {sharingSummary(viewer, habits, sharing)}
        </p>
        {viewer.isSelf && habits.length > 0 && <MirrorPrivateHabits sharing={sharing} />}
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

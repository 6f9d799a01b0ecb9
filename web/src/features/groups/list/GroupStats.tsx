import type { WorkspaceSummary } from '@habitat/protocol';
import { LayoutGrid, ListChecks, type LucideIcon, Users } from 'lucide-react';
import { groupStats } from './group-summary';

interface Stat {
  label: string;
  value: number;
  icon: LucideIcon;
}

/** Spec §2 Groups list: Active Groups, Total Members, Shared Habits. Unknown until the first load. */
export function GroupStats({ groups, loaded }: { groups: readonly WorkspaceSummary[]; loaded: boolean }) {
  const stats = groupStats(groups);
  const items: Stat[] = [
    { label: 'Active Groups', value: stats.activeGroups, icon: LayoutGrid },
    { label: 'Total Members', value: stats.totalMembers, icon: Users },
    { label: 'Shared Habits', value: stats.sharedHabits, icon: ListChecks },
  ];
  return (
    <dl className="groups-stats">
      {items.map(({ label, value, icon: Icon }) => (
        <div key={label} className="groups-stat">
          <dt className="groups-stat__label">
            <span className="groups-stat__icon" aria-hidden="true">
              <Icon size={20} />
            </span>
            {label}
          </dt>
          <dd className="groups-stat__value">{loaded ? value : '–'}</dd>
        </div>
      ))}
    </dl>
  );
}

import { ACTIVITY_LIMIT } from '@habitat/domain';
import type { Activity } from '@habitat/protocol';
import {
  Activity as ActivityIcon,
  CalendarCheck,
  Check,
  type LucideIcon,
  Plus,
  Trash2,
  Trophy,
  UserPlus,
} from 'lucide-react';
import { type ActivityKind, activityLines } from '../../progress/activity-feed';
import { useNow } from '../../progress/useNow';
import '../../progress/progress.css';

const ICONS: Readonly<Record<ActivityKind, LucideIcon>> = {
  habit_completed: Check,
  habit_backfilled: CalendarCheck,
  habit_adopted: Plus,
  streak_milestone: Trophy,
  member_joined: UserPlus,
  habit_created: Plus,
  habit_deleted: Trash2,
  other: ActivityIcon,
};

/**
 * Spec §2 Recent Activity: the group's latest activities as sentences with how long ago, from this
 * device's copy of the group (newest first).
 */
export function RecentActivityWidget({ activities }: { activities: readonly Activity[] }) {
  const now = useNow();
  return (
    <div className="progress-widget">
      {activities.length === 0 ? (
        <p className="empty-state">No recent activity yet</p>
      ) : (
        <ul className="activity-feed">
          {activityLines(activities.slice(0, ACTIVITY_LIMIT), now).map((line) => {
            const Icon = ICONS[line.kind];
            return (
              <li key={line.id} className="activity-feed__item">
                <span className={`activity-feed__icon activity-feed__icon--${line.kind}`} aria-hidden="true">
                  <Icon size={16} />
                </span>
                <span className="activity-feed__text">
                  <span className="activity-feed__sentence">{line.text}</span>
                  {line.dateTime && (
                    <time
                      className="activity-feed__time"
                      dateTime={line.dateTime}
                      title={new Date(line.dateTime).toLocaleString()}
                    >
                      {line.when}
                    </time>
                  )}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

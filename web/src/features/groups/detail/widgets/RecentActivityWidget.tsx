import { ACTIVITY_LIMIT } from '@habitat/domain';
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
import { useGroupActivity } from '../../../../api/group-progress-queries';
import { type ActivityKind, activityLines } from '../../progress/activity-feed';
import { ServedContent } from '../../progress/ServedContent';
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

/** Spec §2 Recent Activity: the group's latest activities as sentences with how long ago. */
export function RecentActivityWidget({ groupId }: { groupId: string }) {
  const activity = useGroupActivity(groupId, ACTIVITY_LIMIT);
  const now = useNow();
  return (
    <div className="progress-widget" aria-busy={activity.loading}>
      <ServedContent
        resource={activity}
        loadingText="Loading activity..."
        errorTitle="Failed to load recent activity"
      >
        {(activities) => {
          if (activities.length === 0) return <p className="empty-state">No recent activity yet</p>;
          return (
            <ul className="activity-feed">
              {activityLines(activities, now).map((line) => {
                const Icon = ICONS[line.kind];
                return (
                  <li key={line.id} className="activity-feed__item">
                    <span
                      className={`activity-feed__icon activity-feed__icon--${line.kind}`}
                      aria-hidden="true"
                    >
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
          );
        }}
      </ServedContent>
    </div>
  );
}

import { ACTIVITY_TYPES, type ActivityType, activitySentence, relativeTime } from '@habitat/domain';
import type { Activity } from '@habitat/protocol';

/** What the Recent Activity widget shows of each activity (spec §2): its sentence, kind and time. */

export type ActivityKind = ActivityType | 'other';

export interface ActivityLine {
  id: string;
  kind: ActivityKind;
  text: string;
  /** 'Just now', '5m ago', …; empty when the server's time cannot be read. */
  when: string;
  /** The machine-readable time for <time dateTime>; null when unreadable. */
  dateTime: string | null;
}

const KNOWN_TYPES: readonly string[] = ACTIVITY_TYPES;

export function activityKind(type: string): ActivityKind {
  return KNOWN_TYPES.includes(type) ? (type as ActivityType) : 'other';
}

/** The server's own sentence; built here only when it sent none. */
export function activityText(activity: Pick<Activity, 'type' | 'data' | 'description' | 'user'>): string {
  const served = activity.description.trim();
  if (served) return served;
  return activitySentence(activity.user?.name ?? 'Someone', { type: activity.type, data: activity.data });
}

export function activityLines(activities: readonly Activity[], now: number): ActivityLine[] {
  return activities.map((activity) => {
    const at = new Date(activity.createdAt);
    const readable = !Number.isNaN(at.getTime());
    return {
      id: activity._id,
      kind: activityKind(activity.type),
      text: activityText(activity),
      when: readable ? relativeTime(at, now) : '',
      dateTime: readable ? at.toISOString() : null,
    };
  });
}

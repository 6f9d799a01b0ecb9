import { type DateKey, type HabitRecord, pausesOfDays } from '@habitat/domain';
import type { HabitFigures, MirrorHabit } from '@habitat/protocol';

/** One served habit of the member mirror as the dashboard's record type, with its shared numbers. */

export interface MirrorHabitView {
  habit: HabitRecord;
  isPersonalHabit: boolean;
  isGroupHabit: boolean;
  /** Null numbers are the ones the member does not share. */
  figures: HabitFigures;
  /** The member shares this habit's check-ins (share level full), so its days can be drawn. */
  sharesEntries: boolean;
  /**
   * The first day the group's numbers of this habit count (domain figuresStartDay): its adoption
   * day, or a personal habit's first day. Days before it are not the group's, so never "missed".
   */
  countsFrom: DateKey;
}

/**
 * A served habit (checked against the protocol by the API client) as the dashboard's record type.
 * The member's reminders are theirs alone: the mirror never shows them.
 */
export function mirrorHabit(served: MirrorHabit): Omit<MirrorHabitView, 'sharesEntries'> {
  const habit: HabitRecord = {
    id: served._id,
    name: served.name,
    description: served.description,
    category: served.category,
    color: served.color,
    icon: served.icon,
    frequency: served.frequency,
    isActive: served.isActive,
    scheduleDays: served.schedule.days,
    reminderEnabled: false,
    reminderTime: null,
    targetValue: served.target.value,
    targetUnit: served.target.unit,
    // A limit reads the right way round on the mirror too; an answer saved before limits, as a goal.
    targetKind: served.target.kind ?? 'at-least',
    targetPeriod: served.target.period ?? 'day',
    source: served.source,
    workspaceId: served.workspaceId,
    groupHabitId: served.groupHabitId,
    workspaceSettings: served.workspaceSettings,
    // Only the days the group was told, up to today (never the member's plan): the week strip,
    // the streaks and the chart read them by the same rules as the member's own device.
    pauses: pausesOfDays(served.pausedDays ?? []),
    fieldHlcs: {},
    createdAt: served.createdAt,
    updatedAt: served.updatedAt,
    deletedAt: null,
  };
  return {
    habit,
    isPersonalHabit: served.isPersonalHabit,
    isGroupHabit: served.isGroupHabit,
    figures: served.figures,
    countsFrom: served.countsFrom,
  };
}

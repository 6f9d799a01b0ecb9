import {
  ACTIVITY_LIMIT_MAX,
  ACTIVITY_TYPES,
  ENCOURAGEMENT_MAX,
  PERSONAL_HABIT_SHARING,
  REACTIONS,
  SHARE_PROGRESS_LEVELS,
  SHARED_HABITS_MAX,
  type ShareProgress,
} from '@habitat/domain';
import { type Static, Type } from 'typebox';
import { EncouragementSchema } from './encouragements';
import { DateKey, Uuid } from './fields';
import { WorkspaceRoleSchema } from './group-writes';
import { HabitDtoSchema } from './habits';
import { literals } from './literals';
import { GroupHabitSchema } from './workspaces';

/**
 * What a group shows of its members (spec §7 overview, activity, member progress, leaderboard,
 * trackers, member stats and dashboard). Every number of another member is there only if their
 * habit's share level reveals it (packages/domain share-levels.ts); a hidden number is null, and a
 * private habit, or any habit of a member who does not share their dashboard, is absent.
 */

export const ShareProgressSchema = literals(
  SHARE_PROGRESS_LEVELS,
  'shareProgress must be full, progress-only, streaks-only or private',
);

export const PROGRESS_RANGES = ['7d', '30d', '90d'] as const;
export type ProgressRange = (typeof PROGRESS_RANGES)[number];
export const DEFAULT_PROGRESS_RANGE: ProgressRange = '30d';
/** The days each range covers, up to each member's today. */
export const RANGE_DAYS: Readonly<Record<ProgressRange, number>> = { '7d': 7, '30d': 30, '90d': 90 };
export const ProgressRangeSchema = literals(PROGRESS_RANGES, 'range must be 7d, 30d or 90d');

export const MemberRefSchema = Type.Object({ _id: Type.String(), name: Type.String() });
export type MemberRef = Static<typeof MemberRefSchema>;

const NullableInt = Type.Union([Type.Integer(), Type.Null()]);

/**
 * The days a completion rate covers, so a percentage can say what it is of: from its first counted
 * day (the range's first, or a later adoption or first day) to the member's today.
 */
export const FiguresPeriodSchema = Type.Object({ startDate: DateKey, endDate: DateKey });
export type FiguresPeriod = Static<typeof FiguresPeriodSchema>;
const NullablePeriod = Type.Union([FiguresPeriodSchema, Type.Null()]);

/**
 * One habit's numbers as its owner shares them; null where the share level hides the number. For a
 * habit adopted into the group every number counts from its adoption day (domain figuresStartDay).
 */
export const HabitFiguresSchema = Type.Object({
  /** Percent of due days done in the period, 0-100; null when hidden or nothing was due. */
  completionRate: NullableInt,
  /** Due days done in the period: the rate's numerator. */
  completed: NullableInt,
  /** Due days in the period: the rate's denominator. */
  due: NullableInt,
  currentStreak: NullableInt,
  /** Check-ins done since the numbers start. */
  totalEntries: NullableInt,
  /** The days `completed` and `due` cover; null when hidden or nothing could be due yet. */
  period: NullablePeriod,
});
export type HabitFigures = Static<typeof HabitFiguresSchema>;

export const SharedHabitSchema = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  icon: Type.String(),
  color: Type.String(),
  groupHabitId: Type.Union([Type.String(), Type.Null()]),
  shareProgress: ShareProgressSchema,
  figures: HabitFiguresSchema,
});
export type SharedHabit = Static<typeof SharedHabitSchema>;

export const MemberStatsSchema = Type.Object({
  completionRate: NullableInt,
  currentStreak: NullableInt,
  totalEntries: NullableInt,
  habitsTracked: Type.Integer(),
  /** Due days done and due over all the member's habits in the period: the rate's fraction. */
  completed: NullableInt,
  due: NullableInt,
  /** From the earliest first counted day of those habits to the member's today. */
  period: NullablePeriod,
  /**
   * Away (issue 30): every habit of theirs these numbers count is paused on their today, until
   * `until` (the first of the pauses' ends; null for "until I'm back"). Null when any is due.
   * Optional: an answer saved before it existed reads as not away.
   */
  paused: Type.Optional(
    Type.Union([Type.Object({ until: Type.Union([DateKey, Type.Null()]) }), Type.Null()]),
  ),
});
export type MemberStats = Static<typeof MemberStatsSchema>;

/**
 * On the viewer's own row only (issue 16): that row carries the viewer's real numbers, whatever they
 * share, and this is the same row as the rest of the group gets it, so the screen can mark what the
 * group does not see. Null when the group does not see the viewer at all (their dashboard is not
 * shared with it, or every habit is private). Never sent about anyone else.
 */
const SeenByGroup = Type.Optional(Type.Union([MemberStatsSchema, Type.Null()]));

/** Spec §3 Member progress item. */
export const MemberProgressItemSchema = Type.Object({
  member: MemberRefSchema,
  habits: Type.Array(SharedHabitSchema),
  stats: MemberStatsSchema,
  seenByGroup: SeenByGroup,
});
export type MemberProgressItem = Static<typeof MemberProgressItemSchema>;

export const LeaderboardEntrySchema = Type.Object({
  /**
   * Competition ranking: equal numbers share a rank, and the next rank skips (1, 1, 3). Ranks come
   * from what the group sees, for everyone: the viewer's own row keeps the rank the group gives it,
   * and a viewer the group does not see is listed last, after the ranked members.
   */
  rank: Type.Integer(),
  member: MemberRefSchema,
  stats: MemberStatsSchema,
  seenByGroup: SeenByGroup,
});
export type LeaderboardEntry = Static<typeof LeaderboardEntrySchema>;

export const RangeQuery = Type.Object(
  { range: Type.Optional(ProgressRangeSchema) },
  { additionalProperties: false },
);

export const LeaderboardQuery = Type.Object(
  {
    range: Type.Optional(ProgressRangeSchema),
    limit: Type.Optional(
      Type.Integer({ minimum: 1, maximum: 100, errorMessage: 'limit must be between 1 and 100' }),
    ),
  },
  { additionalProperties: false },
);

export const OverviewResponse = Type.Object({
  success: Type.Literal(true),
  overview: Type.Object({
    range: ProgressRangeSchema,
    memberProgress: Type.Array(MemberProgressItemSchema),
  }),
});
export type GroupOverview = Static<typeof OverviewResponse>['overview'];

export const LeaderboardResponse = Type.Object({
  success: Type.Literal(true),
  range: ProgressRangeSchema,
  leaderboard: Type.Array(LeaderboardEntrySchema),
});

export const MemberStatsResponse = Type.Object({
  success: Type.Literal(true),
  member: MemberRefSchema,
  range: ProgressRangeSchema,
  habits: Type.Array(SharedHabitSchema),
  stats: MemberStatsSchema,
  seenByGroup: SeenByGroup,
});

export const ActivitySchema = Type.Object({
  _id: Type.String(),
  type: literals(ACTIVITY_TYPES, 'Unknown activity type'),
  user: Type.Union([
    Type.Object({ _id: Type.String(), name: Type.String(), email: Type.String() }),
    Type.Null(),
  ]),
  data: Type.Object({
    habitName: Type.Optional(Type.String()),
    streakCount: Type.Optional(Type.Integer()),
    message: Type.Optional(Type.String()),
    /** The day checked in, when it was not the member's today. */
    onDate: Type.Optional(Type.String()),
    /** Past days logged late of one habit, folded into this item (habit_backfilled). */
    dates: Type.Optional(Type.Array(Type.String())),
  }),
  /** The activity as a sentence, ready to show. */
  description: Type.String(),
  createdAt: Type.String(),
});
export type Activity = Static<typeof ActivitySchema>;

export const ActivityQuery = Type.Object(
  {
    limit: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: ACTIVITY_LIMIT_MAX,
        errorMessage: `limit must be between 1 and ${ACTIVITY_LIMIT_MAX}`,
      }),
    ),
  },
  { additionalProperties: false },
);

export const ActivityResponse = Type.Object({
  success: Type.Literal(true),
  activities: Type.Array(ActivitySchema),
});

const PersonalHabitSharingSchema = literals(PERSONAL_HABIT_SHARING, 'personalHabits must be all or chosen');

/** The levels a habit can be shared with one group at: every level but private. */
const SHARED_LEVELS = ['full', 'progress-only', 'streaks-only'] as const satisfies readonly ShareProgress[];

/**
 * What a member shares with one group (spec §7 dashboard permissions, widened by issue 27): the
 * spec's `isPublicToWorkspace`, and which of their habits that are not the group's own the group
 * sees. Sending `sharedHabitIds` chooses them one by one ('chosen'); ids that are not the sender's
 * habits, or are this group's own habits, are ignored. `personalHabits: 'chosen'` without ids shares
 * none of them (only the group habits they adopt); 'all' with ids is refused as contradictory. The same object is the optional `sharing` of
 * accepting an invitation and of joining through the link.
 */
export const DashboardPermissionsSchema = Type.Object(
  {
    isPublicToWorkspace: Type.Boolean({ errorMessage: 'isPublicToWorkspace must be true or false' }),
    personalHabits: Type.Optional(PersonalHabitSharingSchema),
    sharedHabitIds: Type.Optional(
      Type.Array(Uuid, {
        maxItems: SHARED_HABITS_MAX,
        errorMessage: `sharedHabitIds must be at most ${SHARED_HABITS_MAX} habit ids`,
      }),
    ),
    /**
     * The level this group alone sees some of the chosen habits at (a private habit picked for this
     * group): stored with the choice, never on the habit, so the person's other groups are not
     * affected. Entries for habits not in sharedHabitIds are ignored; a chosen habit without an
     * entry is seen at its own level.
     */
    sharedHabitLevels: Type.Optional(
      Type.Array(
        Type.Object(
          {
            habitId: Uuid,
            level: literals(SHARED_LEVELS, 'level must be full, progress-only or streaks-only'),
          },
          { additionalProperties: false },
        ),
        {
          maxItems: SHARED_HABITS_MAX,
          errorMessage: `sharedHabitLevels must be at most ${SHARED_HABITS_MAX} entries`,
        },
      ),
    ),
  },
  { additionalProperties: false },
);
export type DashboardPermissions = Static<typeof DashboardPermissionsSchema>;

/** The body of accepting an invitation or joining through the link: what to share (optional). */
export const JoinSharingBody = Type.Object(
  { sharing: Type.Optional(DashboardPermissionsSchema) },
  { additionalProperties: false },
);
export type JoinSharingBody = Static<typeof JoinSharingBody>;

export const MemberSharingSchema = Type.Object({
  isPublicToWorkspace: Type.Boolean(),
  personalHabits: PersonalHabitSharingSchema,
  /** With 'chosen': the habits shown; with 'all', empty (every habit shows at its own level). */
  sharedHabitIds: Type.Array(Type.String()),
  /** The chosen habits this group sees at a level of its own (not the habit's), by habit. */
  sharedHabitLevels: Type.Array(Type.Object({ habitId: Type.String(), level: ShareProgressSchema })),
  /** False until the person chose or confirmed it (memberships from before issue 27, approved requests). */
  chosen: Type.Boolean(),
});
export type MemberSharing = Static<typeof MemberSharingSchema>;

export const DashboardPermissionsResponse = Type.Object({
  success: Type.Literal(true),
  permissions: MemberSharingSchema,
  message: Type.Optional(Type.String()),
});

/** A date (YYYY-MM-DD) or a date-time; a date-time is read as a day in the viewer's time zone. */
const DayOrInstant = Type.String({
  maxLength: 40,
  pattern: '^\\d{4}-\\d{2}-\\d{2}(T[0-9:.]+(Z|[+-]\\d{2}:?\\d{2})?)?$',
  errorMessage: 'Dates must be YYYY-MM-DD or an ISO date-time',
});

export const TrackerQuery = Type.Object(
  { startDate: Type.Optional(DayOrInstant), endDate: Type.Optional(DayOrInstant) },
  { additionalProperties: false },
);

export const TrackerSchema = Type.Object({
  _id: Type.String(),
  habitId: Type.String(),
  habitName: Type.String(),
  groupHabitId: Type.Union([Type.String(), Type.Null()]),
  icon: Type.String(),
  color: Type.String(),
  userId: Type.String(),
  memberName: Type.String(),
  shareProgress: ShareProgressSchema,
  figures: HabitFiguresSchema,
});
export type Tracker = Static<typeof TrackerSchema>;

export const TrackerEntrySchema = Type.Object({
  habitId: Type.String(),
  habitName: Type.String(),
  userId: Type.String(),
  date: Type.String(),
  completed: Type.Boolean(),
  value: Type.Number(),
});
export type TrackerEntry = Static<typeof TrackerEntrySchema>;

export const GroupTrackersResponse = Type.Object({
  success: Type.Literal(true),
  range: Type.Object({ startDate: Type.String(), endDate: Type.String() }),
  trackers: Type.Array(TrackerSchema),
  entries: Type.Array(TrackerEntrySchema),
  habits: Type.Array(GroupHabitSchema),
});

export const SharedHabitsResponse = Type.Object({
  success: Type.Literal(true),
  habits: Type.Array(Type.Object({ ...SharedHabitSchema.properties, owner: MemberRefSchema })),
});

export const SharedHabitsOverviewResponse = Type.Object({
  success: Type.Literal(true),
  overview: Type.Array(
    Type.Object({
      habitId: Type.String(),
      name: Type.String(),
      icon: Type.String(),
      color: Type.String(),
      adopters: Type.Integer(),
      /** Percent done over due of the adopters who share progress; null when none does. */
      completionRate: NullableInt,
      /** The longest current streak among the adopters who share streaks. */
      bestStreak: NullableInt,
    }),
  ),
});

/**
 * A habit as a group sees it: its routine and place in its owner's list are the owner's own (issue
 * 30: nothing of a routine is shared), so they are not part of it.
 */
const {
  routineId: _routine,
  routineSince: _since,
  listOrder: _place,
  ...sharedHabitProperties
} = HabitDtoSchema.properties;

/** A habit on a member's mirror dashboard: the habit, where it comes from and what it shares. */
export const MirrorHabitSchema = Type.Object({
  ...sharedHabitProperties,
  isPersonalHabit: Type.Boolean(),
  isGroupHabit: Type.Boolean(),
  figures: HabitFiguresSchema,
  /** The first day the habit's numbers count: its adoption day, or a personal habit's first day. */
  countsFrom: DateKey,
  /**
   * The days of the served range, from the day its numbers count up to the member's today, that
   * the habit was scheduled on and paused (issue 30): neither due nor missed. Only where the group
   * sees its check-ins (full), with them; empty otherwise. Never a day after today. Optional: an
   * answer a device saved before this field existed, or an older server's, reads as no pauses.
   */
  pausedDays: Type.Optional(Type.Array(DateKey)),
});
export type MirrorHabit = Static<typeof MirrorHabitSchema>;

export const MirrorEntrySchema = Type.Object({
  habitId: Type.String(),
  date: DateKey,
  completed: Type.Boolean(),
  value: Type.Number(),
  skipped: Type.Boolean(),
  /** The day's note, only where the habit is shared in full; null otherwise. */
  note: Type.Union([Type.String(), Type.Null()]),
});
export type MirrorEntry = Static<typeof MirrorEntrySchema>;

export const MemberDashboardQuery = Type.Object(
  { startDate: Type.Optional(DateKey), endDate: Type.Optional(DateKey) },
  { additionalProperties: false },
);

export const MemberDashboardResponse = Type.Object({
  success: Type.Literal(true),
  member: Type.Object({
    _id: Type.String(),
    name: Type.String(),
    email: Type.String(),
    avatar: Type.Union([Type.String(), Type.Null()]),
    role: WorkspaceRoleSchema,
    timezone: Type.String(),
    weekStartsOn: Type.Integer(),
  }),
  range: Type.Object({ startDate: DateKey, endDate: DateKey, today: DateKey }),
  habits: Type.Array(MirrorHabitSchema),
  entries: Type.Array(MirrorEntrySchema),
  /** What the member shares with this group, so the page can say what is and is not shown. */
  sharing: Type.Object({
    /** Their dashboard choice for this group (only they can open it when it is off). */
    dashboardShared: Type.Boolean(),
    /**
     * Their habits the group does not see (share level private), named only to the member
     * themselves, so the page can link each to its privacy settings; null to anyone else, since
     * a private habit stays hidden entirely, its existence included.
     */
    privateHabits: Type.Union([
      Type.Array(Type.Object({ _id: Type.String(), name: Type.String() })),
      Type.Null(),
    ]),
    /**
     * Their habits not of this group that they have not chosen to show it (issue 27, private by
     * default), named only to the member themselves, like `privateHabits`; null to anyone else.
     */
    unsharedHabits: Type.Union([
      Type.Array(Type.Object({ _id: Type.String(), name: Type.String() })),
      Type.Null(),
    ]),
  }),
});
export type MemberDashboard = Static<typeof MemberDashboardResponse>;

export const MemberHabitParams = Type.Object({ id: Uuid, memberId: Uuid, habitId: Uuid });
export const OwnMemberHabitParams = Type.Object({ id: Uuid, habitId: Uuid });

/** The optional words of a one-click encourage, celebrate or check-in. */
export const NudgeBody = Type.Union([
  Type.Object(
    {
      message: Type.Optional(
        Type.String({
          maxLength: ENCOURAGEMENT_MAX,
          pattern: '\\S',
          errorMessage: `Message must be 1 to ${ENCOURAGEMENT_MAX} characters`,
        }),
      ),
      reaction: Type.Optional(literals(REACTIONS, 'Unknown reaction')),
    },
    { additionalProperties: false },
  ),
  Type.Null(),
]);

export const NudgeResponse = Type.Object({
  success: Type.Literal(true),
  encouragement: EncouragementSchema,
  message: Type.String(),
});

export const MemberHabitResponse = Type.Object({
  success: Type.Literal(true),
  habit: HabitDtoSchema,
  message: Type.String(),
});

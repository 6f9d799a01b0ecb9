import { NOTE_MESSAGES } from '@habitat/domain';
import { type Static, Type } from 'typebox';
import { Ok } from './envelope';
import { DateKey, ListOrder, MoreReminderTimes, TargetKindSchema, TargetPeriodSchema, Uuid } from './fields';
import { EntryNote, EntryValue, HabitFieldsPatch } from './mutations';
import { WorkspaceSettingsSchema } from './records';

/** The REST habit endpoints of spec §7, in the nested shape the spec's client reads. */

export const HabitDtoSchema = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  description: Type.String(),
  category: Type.String(),
  color: Type.String(),
  icon: Type.String(),
  frequency: Type.String(),
  isActive: Type.Boolean(),
  source: Type.Union([Type.Literal('personal'), Type.Literal('workspace')]),
  workspaceId: Type.Union([Type.String(), Type.Null()]),
  groupHabitId: Type.Union([Type.String(), Type.Null()]),
  schedule: Type.Object({
    days: Type.Array(Type.Integer()),
    reminderTime: Type.Union([Type.String(), Type.Null()]),
    reminderEnabled: Type.Boolean(),
    /** Times it also rings at (issue 30); optional so an answer saved before them still reads. */
    moreReminderTimes: Type.Optional(MoreReminderTimes),
  }),
  target: Type.Object({
    value: Type.Number(),
    unit: Type.String(),
    /**
     * "at-least" or "at-most" (a limit, issue 30), and what a limit counts over. Optional: an
     * answer saved before limits existed reads as "at least", per day.
     */
    kind: Type.Optional(TargetKindSchema),
    period: Type.Optional(TargetPeriodSchema),
  }),
  workspaceSettings: WorkspaceSettingsSchema,
  /**
   * The routine it is listed under and its place in its section (issue 30); optional so an answer
   * saved before routines still reads.
   */
  routineId: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  routineSince: Type.Optional(Type.Union([DateKey, Type.Null()])),
  listOrder: Type.Optional(Type.Union([ListOrder, Type.Null()])),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type HabitDto = Static<typeof HabitDtoSchema>;

export const EntryDtoSchema = Type.Object({
  _id: Type.String(),
  habitId: Type.String(),
  date: Type.String(),
  completed: Type.Boolean(),
  value: Type.Number(),
  skipped: Type.Boolean(),
  updatedAt: Type.String(),
  /** The day's note (issue 30), or null. */
  note: Type.Union([Type.String(), Type.Null()]),
});
export type EntryDto = Static<typeof EntryDtoSchema>;

const {
  scheduleDays,
  reminderEnabled,
  reminderTime,
  moreReminderTimes,
  targetValue,
  targetUnit,
  targetKind,
  targetPeriod,
  ...flatFields
} = HabitFieldsPatch.properties;

const HabitFormProperties = {
  ...flatFields,
  schedule: Type.Optional(
    Type.Object(
      { days: scheduleDays, reminderEnabled, reminderTime, moreReminderTimes },
      { additionalProperties: false },
    ),
  ),
  target: Type.Optional(
    Type.Object(
      { value: targetValue, unit: targetUnit, kind: targetKind, period: targetPeriod },
      { additionalProperties: false },
    ),
  ),
};

export const CreateHabitBody = Type.Object(
  { _id: Type.Optional(Uuid), ...HabitFormProperties },
  { additionalProperties: false },
);
export type CreateHabitBody = Static<typeof CreateHabitBody>;

export const UpdateHabitBody = Type.Object(
  {
    ...HabitFormProperties,
    workspaceSettings: Type.Optional(Type.Partial(WorkspaceSettingsSchema, { additionalProperties: false })),
  },
  { additionalProperties: false, minProperties: 1, errorMessage: { minProperties: 'Nothing to update' } },
);
export type UpdateHabitBody = Static<typeof UpdateHabitBody>;

export const HabitIdParams = Type.Object({ id: Uuid });

export const HabitListQuery = Type.Object({
  /** Adopted group habits are listed too when true (spec §7). */
  includeWorkspaceHabits: Type.Optional(Type.Boolean()),
});

export const CheckBody = Type.Object(
  {
    date: DateKey,
    completed: Type.Boolean(),
    value: Type.Optional(EntryValue),
    skipped: Type.Optional(Type.Boolean()),
    /** The day's note; absent keeps the note there is, null or blank takes it away. */
    note: Type.Optional(Type.Union([EntryNote, Type.Null()], { errorMessage: NOTE_MESSAGES.tooLong })),
  },
  { additionalProperties: false },
);
export type CheckBody = Static<typeof CheckBody>;

export const DateRangeQuery = Type.Object({ startDate: DateKey, endDate: DateKey });
export const OptionalDateRangeQuery = Type.Partial(DateRangeQuery);

export const ArchiveBody = Type.Object(
  { archived: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);

export const HabitResponse = Ok(Type.Object({ habit: HabitDtoSchema }));
export const HabitListResponse = Ok(Type.Object({ habits: Type.Array(HabitDtoSchema) }));
export const EntryResponse = Ok(Type.Object({ entry: EntryDtoSchema }));
export const EntryListResponse = Ok(Type.Object({ entries: Type.Array(EntryDtoSchema) }));

export const HabitStatsSchema = Type.Object({
  today: Type.String(),
  range: Type.Object({ startDate: Type.String(), endDate: Type.String() }),
  totalHabits: Type.Integer(),
  activeHabits: Type.Integer(),
  scheduledToday: Type.Integer(),
  completedToday: Type.Integer(),
  bestCurrentStreak: Type.Integer(),
  completionRate: Type.Number(),
  habits: Type.Array(
    Type.Object({
      habitId: Type.String(),
      name: Type.String(),
      currentStreak: Type.Integer(),
      bestStreak: Type.Integer(),
      completed: Type.Integer(),
      due: Type.Integer(),
      completionRate: Type.Number(),
    }),
  ),
});
export const HabitStatsResponse = Ok(Type.Object({ stats: HabitStatsSchema }));

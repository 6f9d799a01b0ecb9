import { Type } from 'typebox';
import { PreferencesSchema } from './auth';
import {
  DateKey,
  ListOrder,
  MoreReminderTimes,
  PauseEntrySchema,
  RoutineRuleSchema,
  TargetKindSchema,
  TargetPeriodSchema,
  Uuid,
} from './fields';

/**
 * Synced records as they travel in sync pulls (flat, with their HLC bookkeeping): the one
 * declaration of each. The domain's record types must equal these (records-match-domain.test.ts,
 * checked by the compiler), the device checks what it pulls against them (sync-client's
 * pulled-rows), and the server's round-trip test walks their properties through push, the database,
 * pull, export and import. Closed objects: a field is part of a record only once it is declared here.
 */
const closed = { additionalProperties: false } as const;

const FieldHlcs = Type.Record(Type.String(), Type.String());

export const WorkspaceSettingsSchema = Type.Object(
  {
    shareProgress: Type.Union(
      [
        Type.Literal('full'),
        Type.Literal('progress-only'),
        Type.Literal('streaks-only'),
        Type.Literal('private'),
      ],
      { errorMessage: 'shareProgress must be full, progress-only, streaks-only or private' },
    ),
    allowInteraction: Type.Boolean(),
    shareInActivity: Type.Boolean(),
  },
  closed,
);

export const HabitRecordSchema = Type.Object(
  {
    id: Uuid,
    name: Type.String(),
    description: Type.String(),
    category: Type.String(),
    color: Type.String(),
    icon: Type.String(),
    frequency: Type.String(),
    isActive: Type.Boolean(),
    scheduleDays: Type.Array(Type.Integer()),
    reminderEnabled: Type.Boolean(),
    reminderTime: Type.Union([Type.String(), Type.Null()]),
    targetValue: Type.Number(),
    targetUnit: Type.String(),
    /** Absent on a device's rows from before limits (read as "at least", per day); the server always sends them. */
    targetKind: Type.Optional(TargetKindSchema),
    targetPeriod: Type.Optional(TargetPeriodSchema),
    /** Absent on a device's rows from before several reminders (read as none). */
    moreReminderTimes: Type.Optional(MoreReminderTimes),
    /** Absent on a device's rows from before routines (read as in none, at the list's start). */
    routineId: Type.Optional(Type.Union([Type.String(), Type.Null()])),
    routineSince: Type.Optional(Type.Union([DateKey, Type.Null()])),
    listOrder: Type.Optional(Type.Union([ListOrder, Type.Null()])),
    source: Type.Union([Type.Literal('personal'), Type.Literal('workspace')]),
    workspaceId: Type.Union([Type.String(), Type.Null()]),
    groupHabitId: Type.Union([Type.String(), Type.Null()]),
    workspaceSettings: WorkspaceSettingsSchema,
    /** Absent on a device's rows from before pauses; the server always sends it. */
    pauses: Type.Optional(Type.Record(Type.String(), Type.Union([PauseEntrySchema, Type.Null()]))),
    fieldHlcs: FieldHlcs,
    createdAt: Type.String(),
    updatedAt: Type.String(),
    deletedAt: Type.Union([Type.String(), Type.Null()]),
  },
  closed,
);

export const EntryRecordSchema = Type.Object(
  {
    habitId: Type.String(),
    date: DateKey,
    completed: Type.Boolean(),
    value: Type.Number(),
    skipped: Type.Boolean(),
    hlc: Type.String(),
    updatedAt: Type.String(),
    /** Set when the entry went away with its habit. */
    deletedAt: Type.Optional(Type.Union([Type.String(), Type.Null()])),
    /** Absent on a device's rows from before notes; the server always sends both. */
    note: Type.Optional(Type.Union([Type.String(), Type.Null()])),
    noteHlc: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  },
  closed,
);

export const LayoutRecordSchema = Type.Object(
  {
    key: Type.String(),
    layouts: Type.Record(Type.String(), Type.Array(Type.Unknown())),
    widgets: Type.Array(Type.Unknown()),
    filters: Type.Record(Type.String(), Type.Unknown()),
    fieldHlcs: FieldHlcs,
    updatedAt: Type.String(),
  },
  closed,
);

/** A routine (issue 30): a named section of the Today list, with a rule or none. */
export const RoutineRecordSchema = Type.Object(
  {
    id: Uuid,
    name: Type.String(),
    rule: RoutineRuleSchema,
    listOrder: Type.Union([ListOrder, Type.Null()]),
    fieldHlcs: FieldHlcs,
    createdAt: Type.String(),
    updatedAt: Type.String(),
    deletedAt: Type.Union([Type.String(), Type.Null()]),
  },
  closed,
);

/** The preferences of spec §3 with their bookkeeping; one object, so that it can be closed. */
export const PreferencesRecordSchema = Type.Object(
  { ...PreferencesSchema.properties, fieldHlcs: FieldHlcs, updatedAt: Type.String() },
  closed,
);

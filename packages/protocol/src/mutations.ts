import {
  NOTE_MAX_LENGTH,
  NOTE_MESSAGES,
  PAUSE_ID_PATTERN,
  PAUSES_PER_MUTATION,
  REMINDER_TIME_PATTERN,
  ROUTINE_LIMITS,
  ROUTINE_MESSAGES,
} from '@habitat/domain';
import { type Static, type TSchema, Type } from 'typebox';
import { PreferencesSchema } from './auth';
import { RespondBody, SendEncouragementBody } from './encouragements';
import {
  DateKey,
  HlcString,
  ListOrder,
  MoreReminderTimes,
  PauseEntrySchema,
  RoutineRuleSchema,
  ScheduleDays,
  TargetKindSchema,
  TargetPeriodSchema,
  Uuid,
} from './fields';
import {
  CreateGroupHabitBody,
  UpdateGroupHabitBody,
  UpdateWorkspaceBody,
  WorkspaceRoleSchema,
} from './group-writes';
import { MAX_REFRESH_KEYS } from './mutation-rules';
import { WorkspaceSettingsSchema } from './records';

/**
 * Every change of synced data is one of these named mutations (ARCHITECTURE §1, one write path).
 * Values are absolute, never "toggle", so replaying a mutation is harmless and two devices converge.
 */

/** Spec §5 coerces form values to strings, so a number where text is due is accepted and converted. */
const Text = (maxLength: number) =>
  Type.Union([Type.String({ maxLength }), Type.Number()], {
    errorMessage: `"{field}" must be text of at most ${maxLength} characters`,
  });

/**
 * Closed: an argument the schema does not name is refused ("Unknown field …"), never carried along
 * unchecked to a mutator that would drop it. No release of the app sends any (checked against the
 * previous release's call sites when this was closed, issue 29).
 */
const closed = { additionalProperties: false } as const;

export const HabitFieldsPatch = Type.Object(
  {
    name: Type.Optional(Text(200)),
    description: Type.Optional(Text(2000)),
    category: Type.Optional(Text(50)),
    color: Type.Optional(Text(32)),
    icon: Type.Optional(Text(16)),
    frequency: Type.Optional(Text(20)),
    isActive: Type.Optional(Type.Boolean()),
    scheduleDays: Type.Optional(ScheduleDays),
    reminderEnabled: Type.Optional(Type.Boolean()),
    reminderTime: Type.Optional(
      Type.Union([Type.String({ pattern: REMINDER_TIME_PATTERN }), Type.Null()], {
        errorMessage: 'Reminder time must be HH:MM',
      }),
    ),
    /** Anything that is not a number of at least 1 becomes 1 (spec §5). */
    targetValue: Type.Optional(Type.Union([Type.Number(), Type.String({ maxLength: 20 }), Type.Null()])),
    targetUnit: Type.Optional(Text(20)),
    targetKind: Type.Optional(TargetKindSchema),
    targetPeriod: Type.Optional(TargetPeriodSchema),
    moreReminderTimes: Type.Optional(MoreReminderTimes),
    routineId: Type.Optional(
      Type.Union([Uuid, Type.Null()], { errorMessage: 'routineId must be a routine id or null' }),
    ),
    routineSince: Type.Optional(
      Type.Union([DateKey, Type.Null()], { errorMessage: 'routineSince must be a date or null' }),
    ),
    listOrder: Type.Optional(Type.Union([ListOrder, Type.Null()])),
  },
  closed,
);

/** A routine's fields (issue 30); a new routine must be named. */
export const RoutineFieldsPatch = Type.Object(
  {
    // Characters are counted by the domain (an emoji is one); this bound only keeps a body small.
    name: Type.Optional(
      Type.String({ maxLength: ROUTINE_LIMITS.nameLength * 2, errorMessage: ROUTINE_MESSAGES.nameTooLong }),
    ),
    rule: Type.Optional(RoutineRuleSchema),
    listOrder: Type.Optional(Type.Union([ListOrder, Type.Null()])),
  },
  closed,
);

/** A logged amount (pages, minutes, cups…). */
export const EntryValue = Type.Number({
  minimum: 0,
  maximum: 1_000_000,
  errorMessage: 'Value must be between 0 and 1000000',
});
/**
 * A check-in's note. The exact limit counts characters as a person does (an emoji is one), which
 * the domain's noteProblem checks; this bound, in UTF-16 units, only keeps a hostile body small.
 */
export const EntryNote = Type.String({ maxLength: NOTE_MAX_LENGTH * 2, errorMessage: NOTE_MESSAGES.tooLong });

export const LayoutKey = Type.String({
  pattern: '^[a-z][a-z0-9:_-]{0,79}$',
  errorMessage: 'Not a valid layout key',
});

const LayoutItems = Type.Optional(Type.Array(Type.Unknown(), { maxItems: 100 }));

export const MUTATION_ARGS = {
  'habit.create': Type.Object(
    {
      id: Uuid,
      fields: HabitFieldsPatch,
      source: Type.Optional(Type.Union([Type.Literal('personal'), Type.Literal('workspace')])),
      workspaceId: Type.Optional(Type.Union([Uuid, Type.Null()])),
      groupHabitId: Type.Optional(Type.Union([Uuid, Type.Null()])),
      workspaceSettings: Type.Optional(Type.Partial(WorkspaceSettingsSchema, closed)),
    },
    closed,
  ),
  'habit.update': Type.Object({ id: Uuid, patch: HabitFieldsPatch }, closed),
  'habit.archive': Type.Object({ id: Uuid, archived: Type.Boolean() }, closed),
  'habit.delete': Type.Object({ id: Uuid }, closed),
  /** Some of a habit's pauses by id: added, changed, or removed (null). */
  'habit.pause': Type.Object(
    {
      id: Uuid,
      pauses: Type.Record(
        Type.String({ pattern: PAUSE_ID_PATTERN }),
        Type.Union([PauseEntrySchema, Type.Null()]),
        {
          maxProperties: PAUSES_PER_MUTATION,
          additionalProperties: false,
          errorMessage: 'Not a valid pause',
        },
      ),
    },
    closed,
  ),
  'habit.setWorkspaceSettings': Type.Object(
    {
      id: Uuid,
      settings: Type.Partial(WorkspaceSettingsSchema, closed),
    },
    closed,
  ),
  'entry.set': Type.Object(
    {
      habitId: Uuid,
      date: DateKey,
      completed: Type.Boolean(),
      value: EntryValue,
      skipped: Type.Optional(Type.Boolean()),
    },
    closed,
  ),
  'entry.note': Type.Object(
    {
      habitId: Uuid,
      date: DateKey,
      note: Type.Union([EntryNote, Type.Null()], { errorMessage: NOTE_MESSAGES.tooLong }),
    },
    closed,
  ),
  /** Creates a routine, or changes some of its fields. */
  'routine.save': Type.Object({ id: Uuid, fields: RoutineFieldsPatch }, closed),
  'routine.delete': Type.Object({ id: Uuid }, closed),
  'layout.save': Type.Object(
    {
      key: LayoutKey,
      // Only the grid's breakpoints: anything else would be stored and synced but never drawn.
      layouts: Type.Optional(
        Type.Object(
          { lg: LayoutItems, md: LayoutItems, sm: LayoutItems, xs: LayoutItems, xxs: LayoutItems },
          closed,
        ),
      ),
      widgets: Type.Optional(Type.Array(Type.Unknown(), { maxItems: 100 })),
      filters: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
    },
    closed,
  ),
  'preferences.save': Type.Object(
    {
      patch: Type.Partial(PreferencesSchema, closed),
    },
    closed,
  ),
  /**
   * Group writes (issue 31): each names its group, is checked against the group as the server has it
   * when it arrives (membership, role, the request still waiting), and is refused by name and reason
   * otherwise. Ids of new rows are made by the device, so a resent write is the same row.
   */
  /** Sends an encouragement to another member of the group. */
  'encouragement.send': Type.Object({ id: Uuid, ...SendEncouragementBody.properties }, closed),
  /**
   * One tap on a member's habit still open today: an encouragement about it (domain CHEER), limited
   * per sender (CHEER_LIMITS). Its words are the cheer's own, made by the server.
   */
  'encouragement.cheer': Type.Object({ id: Uuid, workspaceId: Uuid, toUserId: Uuid, habitId: Uuid }, closed),
  /** The recipient's one answer. */
  'encouragement.respond': Type.Object({ id: Uuid, workspaceId: Uuid, ...RespondBody.properties }, closed),
  /** The recipient has read these, of one group. */
  'encouragement.read': Type.Object(
    {
      workspaceId: Uuid,
      ids: Type.Array(Uuid, {
        minItems: 1,
        maxItems: 100,
        errorMessage: 'ids must list 1 to 100 encouragements',
      }),
    },
    closed,
  ),
  /** An owner or admin lets someone in, or not. */
  'joinRequest.answer': Type.Object(
    {
      workspaceId: Uuid,
      requestId: Uuid,
      answer: Type.Union([Type.Literal('accept'), Type.Literal('decline')], {
        errorMessage: 'answer must be accept or decline',
      }),
    },
    closed,
  ),
  /**
   * Adds a habit to the group: an owner or admin, or any member while the group lets members add
   * habits. The id is the device's, so a resent write is the same habit.
   */
  'groupHabit.create': Type.Object({ id: Uuid, workspaceId: Uuid, fields: CreateGroupHabitBody }, closed),
  /** Changes a group habit: an owner or admin, or the member who added it. */
  'groupHabit.update': Type.Object({ id: Uuid, workspaceId: Uuid, patch: UpdateGroupHabitBody }, closed),
  /** Takes a habit off the group; the copies members adopted stay theirs. */
  'groupHabit.delete': Type.Object({ id: Uuid, workspaceId: Uuid }, closed),
  /** An owner or admin changes the group's name, look or settings. */
  'group.update': Type.Object({ workspaceId: Uuid, patch: UpdateWorkspaceBody }, closed),
  /** The owner gives a member another role. */
  'member.setRole': Type.Object({ workspaceId: Uuid, memberId: Uuid, role: WorkspaceRoleSchema }, closed),
  /** An owner or admin removes a member (never an owner, never oneself). */
  'member.remove': Type.Object({ workspaceId: Uuid, memberId: Uuid }, closed),
} satisfies Record<string, TSchema>;
export type MutationName = keyof typeof MUTATION_ARGS;
export type MutationArgs<N extends MutationName> = Static<(typeof MUTATION_ARGS)[N]>;

/**
 * One function per named mutation, each typed by its own arguments. The server's mutators and the
 * device's are both such a map, so a new mutation cannot be applied on one side and forgotten on
 * the other: the compiler refuses a map without it.
 */
export type MutatorMap<Context, Result> = {
  [N in MutationName]: (context: Context, args: MutationArgs<N>) => Promise<Result>;
};

export const MutationSchema = Type.Object({
  id: Type.Integer({ minimum: 1, errorMessage: 'Mutation ids are whole numbers from 1' }),
  name: Type.String({ maxLength: 64 }),
  args: Type.Unknown(),
  hlc: HlcString,
});
export type Mutation = Static<typeof MutationSchema>;

/**
 * Rows a device asks the server for again, whatever their version: those a rejected mutation
 * changed on the device, which only the server's copy can put right. `habitEntries` asks for every
 * entry of a habit (a refused delete had removed them locally).
 */
export const RefreshKeys = Type.Object(
  {
    habits: Type.Optional(Type.Array(Uuid, { maxItems: MAX_REFRESH_KEYS })),
    habitEntries: Type.Optional(Type.Array(Uuid, { maxItems: MAX_REFRESH_KEYS })),
    entries: Type.Optional(
      Type.Array(Type.Object({ habitId: Uuid, date: DateKey }, { additionalProperties: false }), {
        maxItems: MAX_REFRESH_KEYS,
      }),
    ),
    layouts: Type.Optional(Type.Array(LayoutKey, { maxItems: MAX_REFRESH_KEYS })),
    preferences: Type.Optional(Type.Boolean()),
    routines: Type.Optional(Type.Array(Uuid, { maxItems: MAX_REFRESH_KEYS })),
    /** Groups whose copy a refused group write changed: each is sent again from the start (issue 31). */
    groups: Type.Optional(Type.Array(Uuid, { maxItems: MAX_REFRESH_KEYS })),
  },
  { additionalProperties: false },
);
export type RefreshKeys = Static<typeof RefreshKeys>;

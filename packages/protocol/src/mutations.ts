import { canonicalTimeZone, REMINDER_TIME_PATTERN } from '@habitat/domain';
import { type Static, type TSchema, Type } from 'typebox';
import { PreferencesSchema } from './auth';
import { DateKey, HlcString, Uuid } from './fields';
import { WorkspaceSettingsSchema } from './records';
import { documentProblem, LAYOUT_BOUNDS, normalizeText, REQUEST_BOUNDS } from './text-rule';

/**
 * Every change of synced data is one of these named mutations (ARCHITECTURE §1, one write path).
 * Values are absolute, never "toggle", so replaying a mutation is harmless and two devices converge.
 */

/** Spec §5 coerces form values to strings, so a number where text is due is accepted and converted. */
const Text = (maxLength: number) =>
  Type.Union([Type.String({ maxLength }), Type.Number()], {
    errorMessage: `"{field}" must be text of at most ${maxLength} characters`,
  });

const SCHEDULE_DAYS_MESSAGE = 'Schedule days must be whole numbers from 0 (Sunday) to 6 (Saturday)';

export const HabitFieldsPatch = Type.Object(
  {
    name: Type.Optional(Text(200)),
    description: Type.Optional(Text(2000)),
    category: Type.Optional(Text(50)),
    color: Type.Optional(Text(32)),
    icon: Type.Optional(Text(16)),
    frequency: Type.Optional(Text(20)),
    isActive: Type.Optional(Type.Boolean()),
    scheduleDays: Type.Optional(
      Type.Array(Type.Integer({ minimum: 0, maximum: 6, errorMessage: SCHEDULE_DAYS_MESSAGE }), {
        maxItems: 7,
        errorMessage: SCHEDULE_DAYS_MESSAGE,
      }),
    ),
    reminderEnabled: Type.Optional(Type.Boolean()),
    reminderTime: Type.Optional(
      Type.Union([Type.String({ pattern: REMINDER_TIME_PATTERN }), Type.Null()], {
        errorMessage: 'Reminder time must be HH:MM',
      }),
    ),
    /** Anything that is not a number of at least 1 becomes 1 (spec §5). */
    targetValue: Type.Optional(Type.Union([Type.Number(), Type.String({ maxLength: 20 }), Type.Null()])),
    targetUnit: Type.Optional(Text(20)),
  },
  { additionalProperties: false },
);

/** A logged amount (pages, minutes, cups…). */
export const EntryValue = Type.Number({
  minimum: 0,
  maximum: 1_000_000,
  errorMessage: 'Value must be between 0 and 1000000',
});
export const LayoutKey = Type.String({
  pattern: '^[a-z][a-z0-9:_-]{0,79}$',
  errorMessage: 'Not a valid layout key',
});

const LayoutItems = Type.Optional(Type.Array(Type.Unknown(), { maxItems: 100 }));

export const MUTATION_ARGS = {
  'habit.create': Type.Object({
    id: Uuid,
    fields: HabitFieldsPatch,
    source: Type.Optional(Type.Union([Type.Literal('personal'), Type.Literal('workspace')])),
    workspaceId: Type.Optional(Type.Union([Uuid, Type.Null()])),
    groupHabitId: Type.Optional(Type.Union([Uuid, Type.Null()])),
    workspaceSettings: Type.Optional(Type.Partial(WorkspaceSettingsSchema, { additionalProperties: false })),
  }),
  'habit.update': Type.Object({ id: Uuid, patch: HabitFieldsPatch }),
  'habit.archive': Type.Object({ id: Uuid, archived: Type.Boolean() }),
  'habit.delete': Type.Object({ id: Uuid }),
  'habit.setWorkspaceSettings': Type.Object({
    id: Uuid,
    settings: Type.Partial(WorkspaceSettingsSchema, { additionalProperties: false }),
  }),
  'entry.set': Type.Object({
    habitId: Uuid,
    date: DateKey,
    completed: Type.Boolean(),
    value: EntryValue,
    skipped: Type.Optional(Type.Boolean()),
  }),
  'layout.save': Type.Object({
    key: LayoutKey,
    // Only the grid's breakpoints: anything else would be stored and synced but never drawn.
    layouts: Type.Optional(
      Type.Object(
        { lg: LayoutItems, md: LayoutItems, sm: LayoutItems, xs: LayoutItems, xxs: LayoutItems },
        { additionalProperties: false },
      ),
    ),
    widgets: Type.Optional(Type.Array(Type.Unknown(), { maxItems: 100 })),
    filters: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  }),
  'preferences.save': Type.Object({
    patch: Type.Partial(PreferencesSchema, { additionalProperties: false }),
  }),
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

/**
 * What the schema of a mutation cannot say: the text rule inside every string and the bounds of a
 * free-form document. The client runs this before it queues a change and the server before it
 * applies one, so a change the database would refuse never enters a queue.
 */
export function mutationArgsProblem(name: string, args: unknown): string | null {
  return documentProblem(args, name === 'layout.save' ? LAYOUT_BOUNDS : REQUEST_BOUNDS);
}

/**
 * A mutation's arguments as they are stored, the same on client and server: text in NFC, and a
 * time zone under its canonical name ('US/Pacific-New' → 'America/Los_Angeles'), so an alias one
 * device's browser knows never reaches date arithmetic elsewhere that does not. Call it on
 * arguments that passed mutationArgsProblem.
 */
export function normalizeMutationArgs<N extends MutationName>(
  name: N,
  args: MutationArgs<N>,
): MutationArgs<N> {
  const normalized = normalizeText(args);
  if (name !== 'preferences.save') return normalized;
  const { patch } = normalized as MutationArgs<'preferences.save'>;
  if (patch.timezone === undefined) return normalized;
  const timezone = canonicalTimeZone(patch.timezone) ?? patch.timezone;
  return { patch: { ...patch, timezone } } as MutationArgs<N>;
}

export const MAX_PUSH_MUTATIONS = 500;
/** Per kind of row, in one pull's refresh (see RefreshKeys). */
export const MAX_REFRESH_KEYS = 200;

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
  },
  { additionalProperties: false },
);
export type RefreshKeys = Static<typeof RefreshKeys>;

/** The rows a mutation changes on the device that made it. */
export function keysTouchedBy(name: string, args: unknown): RefreshKeys {
  const a = args as Record<string, unknown>;
  switch (name as MutationName) {
    case 'habit.delete':
      return { habits: [String(a.id)], habitEntries: [String(a.id)] };
    case 'habit.create':
    case 'habit.update':
    case 'habit.archive':
    case 'habit.setWorkspaceSettings':
      return { habits: [String(a.id)] };
    case 'entry.set':
      return { entries: [{ habitId: String(a.habitId), date: String(a.date) }] };
    case 'layout.save':
      return { layouts: [String(a.key)] };
    case 'preferences.save':
      return { preferences: true };
    default:
      return {};
  }
}

/** Both sets of keys, each key once; null when they are too many to ask for (start over instead). */
export function mergeRefreshKeys(a: RefreshKeys, b: RefreshKeys): RefreshKeys | null {
  const union = <T>(x: T[] = [], y: T[] = [], key: (item: T) => string = String) => {
    const seen = new Map<string, T>();
    for (const item of [...x, ...y]) seen.set(key(item), item);
    return [...seen.values()];
  };
  const merged: RefreshKeys = {
    habits: union(a.habits, b.habits),
    habitEntries: union(a.habitEntries, b.habitEntries),
    entries: union(a.entries, b.entries, (e) => `${e.habitId}|${e.date}`),
    layouts: union(a.layouts, b.layouts),
    preferences: a.preferences === true || b.preferences === true,
  };
  const lists = [merged.habits, merged.habitEntries, merged.entries, merged.layouts];
  return lists.some((list) => (list?.length ?? 0) > MAX_REFRESH_KEYS) ? null : merged;
}

export function hasRefreshKeys(keys: RefreshKeys | undefined): boolean {
  if (!keys) return false;
  const lists = [keys.habits, keys.habitEntries, keys.entries, keys.layouts];
  return keys.preferences === true || lists.some((list) => (list?.length ?? 0) > 0);
}

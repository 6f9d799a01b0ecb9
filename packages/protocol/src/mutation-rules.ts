import { canonicalTimeZone } from '@habitat/domain';
import type { MutationArgs, MutationName, RefreshKeys } from './mutations';
import { documentProblem, LAYOUT_BOUNDS, normalizeText, REQUEST_BOUNDS } from './text-rule';

/**
 * The rules about mutations that are plain code, apart from their TypeBox schemas (mutations.ts):
 * a device runs these at start (queueing a change, merging the rows to refresh), and a module that
 * builds schemas would bring TypeBox and every schema it builds into the phone's first screen. The
 * schemas' types are imported as types only, so nothing of them is built here.
 */

export const MAX_PUSH_MUTATIONS = 500;
/** Per kind of row, in one pull's refresh (see RefreshKeys). */
export const MAX_REFRESH_KEYS = 200;

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

/** Reads one argument of a stored mutation as text (its args are not re-checked on the device). */
const arg = (args: unknown, key: string): string => String((args as Record<string, unknown>)[key]);

/**
 * The rows each mutation changes on the device that made it: one entry per named mutation, so a
 * new mutation does not compile until it says which rows a refusal of it must ask for again.
 */
const TOUCHED_BY: { readonly [N in MutationName]: (args: unknown) => RefreshKeys } = {
  'habit.create': (args) => ({ habits: [arg(args, 'id')] }),
  'habit.update': (args) => ({ habits: [arg(args, 'id')] }),
  'habit.archive': (args) => ({ habits: [arg(args, 'id')] }),
  'habit.delete': (args) => ({ habits: [arg(args, 'id')], habitEntries: [arg(args, 'id')] }),
  'habit.pause': (args) => ({ habits: [arg(args, 'id')] }),
  'habit.setWorkspaceSettings': (args) => ({ habits: [arg(args, 'id')] }),
  'entry.set': (args) => ({ entries: [{ habitId: arg(args, 'habitId'), date: arg(args, 'date') }] }),
  'entry.note': (args) => ({ entries: [{ habitId: arg(args, 'habitId'), date: arg(args, 'date') }] }),
  'routine.save': (args) => ({ routines: [arg(args, 'id')] }),
  'routine.delete': (args) => ({ routines: [arg(args, 'id')] }),
  'layout.save': (args) => ({ layouts: [arg(args, 'key')] }),
  'preferences.save': () => ({ preferences: true }),
  'encouragement.send': (args) => ({ groups: [arg(args, 'workspaceId')] }),
  'encouragement.cheer': (args) => ({ groups: [arg(args, 'workspaceId')] }),
  'encouragement.respond': (args) => ({ groups: [arg(args, 'workspaceId')] }),
  'encouragement.read': (args) => ({ groups: [arg(args, 'workspaceId')] }),
  'joinRequest.answer': (args) => ({ groups: [arg(args, 'workspaceId')] }),
  'groupHabit.create': (args) => ({ groups: [arg(args, 'workspaceId')] }),
  'groupHabit.update': (args) => ({ groups: [arg(args, 'workspaceId')] }),
  'groupHabit.delete': (args) => ({ groups: [arg(args, 'workspaceId')] }),
  'group.update': (args) => ({ groups: [arg(args, 'workspaceId')] }),
  'member.setRole': (args) => ({ groups: [arg(args, 'workspaceId')] }),
  'member.remove': (args) => ({ groups: [arg(args, 'workspaceId')] }),
};

/**
 * The mutations that write a group's tables rather than the person's own (issue 31): they change a
 * group's rows on the device, and the server checks them against the group as it stands.
 */
export const GROUP_MUTATIONS = [
  'encouragement.send',
  'encouragement.cheer',
  'encouragement.respond',
  'encouragement.read',
  'joinRequest.answer',
  'groupHabit.create',
  'groupHabit.update',
  'groupHabit.delete',
  'group.update',
  'member.setRole',
  'member.remove',
] as const satisfies readonly MutationName[];
export type GroupMutationName = (typeof GROUP_MUTATIONS)[number];

export function isGroupMutation(name: string): name is GroupMutationName {
  return (GROUP_MUTATIONS as readonly string[]).includes(name);
}

/**
 * The rows a mutation changes on the device that made it. A name this build does not know (an
 * outbox written by a newer one) touches nothing it could ask for.
 */
export function keysTouchedBy(name: string, args: unknown): RefreshKeys {
  return Object.hasOwn(TOUCHED_BY, name) ? TOUCHED_BY[name as MutationName](args) : {};
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
    routines: union(a.routines, b.routines),
    groups: union(a.groups, b.groups),
  };
  const lists = [
    merged.habits,
    merged.habitEntries,
    merged.entries,
    merged.layouts,
    merged.routines,
    merged.groups,
  ];
  return lists.some((list) => (list?.length ?? 0) > MAX_REFRESH_KEYS) ? null : merged;
}

export function hasRefreshKeys(keys: RefreshKeys | undefined): boolean {
  if (!keys) return false;
  const lists = [keys.habits, keys.habitEntries, keys.entries, keys.layouts, keys.routines, keys.groups];
  return keys.preferences === true || lists.some((list) => (list?.length ?? 0) > 0);
}

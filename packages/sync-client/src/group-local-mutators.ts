import { CHEER } from '@habitat/domain';
import {
  type GroupMutationName,
  groupScope,
  type MutatorMap,
  newGroupHabit,
  patchedGroupHabit,
} from '@habitat/protocol';
import type { HabitatDb, StoredGroupRecord } from './db';
import { readDeviceOwner } from './owner';

/** What a local write runs with (local-mutators.ts). */
export interface LocalGroupWrite {
  db: HabitatDb;
  /** When the device applies it (ISO). */
  now: string;
}

type Row<K extends StoredGroupRecord['kind']> = Extract<StoredGroupRecord, { kind: K }>;

async function rowOf<K extends StoredGroupRecord['kind']>(
  db: HabitatDb,
  workspaceId: string,
  kind: K,
  key: string,
): Promise<Row<K> | undefined> {
  return (await db.groupRecords.get([groupScope(workspaceId), kind, key])) as Row<K> | undefined;
}

type EncouragementRecord = Row<'encouragement'>['data'];

/**
 * A new encouragement from the device's person to a member, in the group's feed at once: both must
 * be members as this device holds the group, or nothing is shown (the server decides either way).
 */
async function putEncouragement(
  db: HabitatDb,
  now: string,
  to: { id: string; workspaceId: string; toUserId: string },
  what: Pick<EncouragementRecord, 'habitId' | 'habitName' | 'type' | 'message' | 'reaction'>,
): Promise<void> {
  const me = await readDeviceOwner(db);
  const [from, recipient] = await Promise.all([
    me ? rowOf(db, to.workspaceId, 'member', me) : undefined,
    rowOf(db, to.workspaceId, 'member', to.toUserId),
  ]);
  if (!from || !recipient) return;
  await db.groupRecords.put({
    scope: groupScope(to.workspaceId),
    kind: 'encouragement',
    key: to.id,
    data: {
      _id: to.id,
      workspaceId: to.workspaceId,
      fromUser: { _id: from.data.userId._id, name: from.data.userId.name },
      toUser: { _id: recipient.data.userId._id, name: recipient.data.userId.name },
      ...what,
      isRead: false,
      response: null,
      createdAt: now,
    },
  });
}

/**
 * Group writes as the device shows them before the server has them (issue 31): the same change to
 * this device's copy of the group that the server's answer will bring, so the screen shows it at
 * once, offline too, and again after every pull until the server has it. They only shape what is
 * shown: whether the write is allowed is the server's to say when it arrives (a member who left
 * meanwhile, a request another admin answered), and a refused write's group is pulled afresh
 * (RefreshKeys.groups), which takes the change away. A write on a group this device does not hold
 * changes nothing here.
 */
export const GROUP_LOCAL_MUTATORS: Pick<MutatorMap<LocalGroupWrite, void>, GroupMutationName> = {
  'encouragement.send': ({ db, now }, args) =>
    putEncouragement(db, now, args, {
      habitId: args.habitId ?? null,
      // The habit's name as the group sees it comes with the server's copy.
      habitName: null,
      type: args.type ?? 'general_support',
      message: args.message.trim(),
      reaction: args.reaction ?? null,
    }),
  'encouragement.cheer': async ({ db, now }, args) => {
    // The habit's name as the group sees it, from what it is shown of the member today.
    const figures = await rowOf(db, args.workspaceId, 'figures', args.toUserId);
    const habit = figures?.data.openToday?.find((open) => open._id === args.habitId);
    if (!habit) return;
    await putEncouragement(db, now, args, {
      habitId: args.habitId,
      habitName: habit.name,
      type: CHEER.type,
      message: CHEER.message,
      reaction: CHEER.reaction,
    });
  },
  'encouragement.respond': async ({ db, now }, args) => {
    const row = await rowOf(db, args.workspaceId, 'encouragement', args.id);
    if (!row || row.data.response) return;
    await db.groupRecords.put({
      ...row,
      data: { ...row.data, isRead: true, response: { message: args.message.trim(), respondedAt: now } },
    });
  },
  'encouragement.read': async ({ db }, args) => {
    for (const id of args.ids) {
      const row = await rowOf(db, args.workspaceId, 'encouragement', id);
      if (row && !row.data.isRead) await db.groupRecords.put({ ...row, data: { ...row.data, isRead: true } });
    }
  },
  'joinRequest.answer': async ({ db, now }, args) => {
    const request = await rowOf(db, args.workspaceId, 'joinRequest', args.requestId);
    if (!request) return;
    await db.groupRecords.delete([request.scope, request.kind, request.key]);
    if (args.answer !== 'accept') return;
    const { user } = request.data;
    await db.groupRecords.put({
      scope: request.scope,
      kind: 'member',
      key: user._id,
      data: { userId: user, role: 'member', joinedAt: now },
    });
  },
  'groupHabit.create': async ({ db, now }, args) => {
    const me = await readDeviceOwner(db);
    if (!me || !(await rowOf(db, args.workspaceId, 'group', args.workspaceId))) return;
    await db.groupRecords.put({
      scope: groupScope(args.workspaceId),
      kind: 'habit',
      key: args.id,
      data: newGroupHabit({ id: args.id, workspaceId: args.workspaceId, createdBy: me }, args.fields, now),
    });
  },
  'groupHabit.update': async ({ db, now }, args) => {
    const row = await rowOf(db, args.workspaceId, 'habit', args.id);
    if (row) await db.groupRecords.put({ ...row, data: patchedGroupHabit(row.data, args.patch, now) });
  },
  'groupHabit.delete': async ({ db }, args) => {
    await db.groupRecords.delete([groupScope(args.workspaceId), 'habit', args.id]);
  },
  'group.update': async ({ db, now }, args) => {
    const row = await rowOf(db, args.workspaceId, 'group', args.workspaceId);
    if (!row) return;
    const { patch } = args;
    const isPublic = patch.isPublic ?? patch.settings?.isPublic ?? row.data.isPublic;
    await db.groupRecords.put({
      ...row,
      data: {
        ...row.data,
        ...(patch.name !== undefined ? { name: patch.name.trim() } : {}),
        ...(patch.description !== undefined ? { description: patch.description.trim() } : {}),
        ...(patch.type !== undefined ? { type: patch.type } : {}),
        ...(patch.color !== undefined ? { color: patch.color.toLowerCase() } : {}),
        isPublic,
        settings: { ...row.data.settings, ...patch.settings, isPublic },
        updatedAt: now,
      },
    });
  },
  'member.setRole': async ({ db }, args) => {
    const row = await rowOf(db, args.workspaceId, 'member', args.memberId);
    if (row) await db.groupRecords.put({ ...row, data: { ...row.data, role: args.role } });
  },
  'member.remove': async ({ db }, args) => {
    await db.groupRecords.delete([groupScope(args.workspaceId), 'member', args.memberId]);
  },
};

import { MutationRejected, type RejectionKind } from '@habitat/domain';
import type { GroupMutationName } from '@habitat/protocol';
import { HttpError } from '../errors';
import type { EncouragementRepository } from '../repositories/encouragement-repository';
import { wholeStep } from '../repositories/executor';
import type { GroupHabitRepository } from '../repositories/group-habit-repository';
import type { GroupRepository } from '../repositories/group-repository';
import type { EncouragementWrites } from '../services/encouragements';
import type { GroupHabitWrites } from '../services/group-habits';
import type { GroupJoining } from '../services/group-joining';
import type { GroupMembership } from '../services/group-membership';
import { standingIn } from '../services/group-rights';
import type { GroupSettings } from '../services/group-settings';
import { LIMITS } from '../services/limits/limit-table';
import type { MutationContext } from './context';
import type { Mutators } from './index';

export interface GroupMutatorDeps {
  groups: GroupRepository;
  encouragements: EncouragementRepository;
  encouragementWrites: EncouragementWrites;
  joining: GroupJoining;
  habits: GroupHabitWrites;
  membership: GroupMembership;
  settings: GroupSettings;
  groupHabits: GroupHabitRepository;
}

/** How a group's refusal reads as a mutation's: the same words, and what kind of problem it is. */
function rejectionKind(status: number): RejectionKind {
  if (status === 404) return 'not-found';
  if (status === 409) return 'conflict';
  return 'invalid';
}

/**
 * Runs a group write inside the push's transaction, as one step that happens whole or not at all:
 * a refusal partway (the request answered meanwhile by another admin) rolls back what the step wrote
 * and becomes the mutation's rejection, in the words the REST route gives; the rest of the push goes
 * on. A failure that is not a refusal fails the push as any other would.
 */
async function whole(ctx: MutationContext, step: () => Promise<void>): Promise<null> {
  try {
    await wholeStep(ctx.trx, step);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode < 500)
      throw new MutationRejected(error.message, rejectionKind(error.statusCode));
    throw error;
  }
  return null;
}

/**
 * The group writes a device queues (issue 31), through the one writer like every other mutation.
 * Each is checked against the group as it stands when it arrives: the writer's membership and role,
 * and the state of what it answers. Rules are the REST routes' own (the services they share).
 */
export function createGroupMutators(deps: GroupMutatorDeps): Pick<Mutators, GroupMutationName> {
  const { groups, encouragements, encouragementWrites, joining, habits, membership, settings } = deps;
  const groupHabitsRepo = deps.groupHabits;

  /**
   * The hourly limits of the REST routes (limits/limit-table.ts), for the same writes queued on a
   * device: counted from what the database holds, so a push of a hundred queued sends is held to
   * the same words a person sending them one by one would meet.
   */
  async function withinHourlyLimits(
    ctx: MutationContext,
    kind: 'encouragements' | 'groupHabits',
  ): Promise<void> {
    const rule =
      kind === 'encouragements' ? LIMITS.encouragementsPerSender : LIMITS.groupHabitChangesPerAccount;
    const hours = rule.windowMs / 3_600_000;
    const done =
      kind === 'encouragements'
        ? await encouragements.sentLately(ctx.stamp.userId, hours, null, ctx.trx)
        : await groupHabitsRepo.changedLately(ctx.stamp.userId, hours, ctx.trx);
    if (done >= rule.max) throw new MutationRejected(`${rule.lead} Try again later.`, 'conflict');
  }

  /** An encouragement of the group sent to the writer; another's reads as missing. */
  async function received(ctx: MutationContext, groupId: string, id: string) {
    const row = await encouragements.find(id, ctx.trx);
    if (!row || row.to_user_id !== ctx.stamp.userId || row.workspace_id !== groupId)
      throw new MutationRejected('Encouragement not found', 'not-found');
    return row;
  }

  return {
    'encouragement.send': (ctx, args) =>
      whole(ctx, async () => {
        await withinHourlyLimits(ctx, 'encouragements');
        await encouragementWrites.sendIn(ctx.trx, {
          id: args.id,
          fromUserId: ctx.stamp.userId,
          toUserId: args.toUserId,
          workspaceId: args.workspaceId,
          habitId: args.habitId ?? null,
          type: args.type ?? 'general_support',
          message: args.message,
          reaction: args.reaction ?? null,
        });
      }),
    'encouragement.cheer': (ctx, args) =>
      whole(ctx, async () => {
        await withinHourlyLimits(ctx, 'encouragements');
        await encouragementWrites.cheerIn(ctx.trx, {
          id: args.id,
          fromUserId: ctx.stamp.userId,
          toUserId: args.toUserId,
          workspaceId: args.workspaceId,
          habitId: args.habitId,
        });
      }),
    'encouragement.respond': (ctx, args) =>
      whole(ctx, async () => {
        const row = await received(ctx, args.workspaceId, args.id);
        await encouragementWrites.replyIn(ctx.trx, row, args.message.trim());
      }),
    'encouragement.read': (ctx, args) =>
      whole(ctx, async () => {
        await encouragementWrites.markReadIn(ctx.trx, ctx.stamp.userId, args.ids);
      }),
    'joinRequest.answer': (ctx, args) =>
      whole(ctx, async () => {
        await standingIn(groups, ctx.trx, args.workspaceId, ctx.stamp.userId, 'admin');
        await joining.answerIn(
          ctx.trx,
          {
            groupId: args.workspaceId,
            requestId: args.requestId,
            adminId: ctx.stamp.userId,
            verb: args.answer,
          },
          new Date(ctx.now),
        );
      }),
    'groupHabit.create': (ctx, args) =>
      whole(ctx, async () => {
        await withinHourlyLimits(ctx, 'groupHabits');
        await habits.createIn(
          ctx.trx,
          { id: args.id, groupId: args.workspaceId, userId: ctx.stamp.userId },
          args.fields,
        );
      }),
    'groupHabit.update': (ctx, args) =>
      whole(ctx, () =>
        habits.updateIn(
          ctx.trx,
          { id: args.id, groupId: args.workspaceId, userId: ctx.stamp.userId },
          args.patch,
        ),
      ),
    'groupHabit.delete': (ctx, args) =>
      whole(ctx, async () => {
        await withinHourlyLimits(ctx, 'groupHabits');
        await habits.removeIn(ctx.trx, { id: args.id, groupId: args.workspaceId, userId: ctx.stamp.userId });
      }),
    'group.update': (ctx, args) =>
      whole(ctx, () =>
        settings.updateIn(ctx.trx, { groupId: args.workspaceId, actorId: ctx.stamp.userId }, args.patch),
      ),
    'member.setRole': (ctx, args) =>
      whole(ctx, () =>
        membership.setRoleIn(
          ctx.trx,
          { groupId: args.workspaceId, actorId: ctx.stamp.userId, memberId: args.memberId },
          args.role,
        ),
      ),
    'member.remove': (ctx, args) =>
      whole(ctx, () =>
        membership.removeIn(ctx.trx, {
          groupId: args.workspaceId,
          actorId: ctx.stamp.userId,
          memberId: args.memberId,
        }),
      ),
  };
}

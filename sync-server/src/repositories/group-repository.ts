import type { GroupRole, GroupSettingsValues, PersonalHabitSharing, SuccessionMember } from '@habitat/domain';
import type { DashboardPermissions } from '@habitat/protocol';
import { type Kysely, sql } from 'kysely';
import type { Database, WorkspaceHabitRow, WorkspaceRow } from '../db/schema';
import { badRequest } from '../errors';
import type { Executor } from './executor';

/**
 * Groups and their members. Their counts and weekly progress, computed as they are read, are
 * in group-summary-repository.ts.
 */

export interface MemberRow {
  user_id: string;
  name: string;
  email: string;
  avatar: string | null;
  role: GroupRole;
  joined_at: Date;
}

export interface NewGroup {
  id: string;
  name: string;
  description: string;
  type: WorkspaceRow['type'];
  color: string;
  isPublic: boolean;
  ownerId: string;
}

export interface GroupChanges {
  name?: string;
  description?: string;
  type?: WorkspaceRow['type'];
  color?: string;
  settings?: Partial<GroupSettingsValues>;
}

const SETTINGS_COLUMNS = {
  isPublic: 'is_public',
  allowInvites: 'allow_invites',
  requireApproval: 'require_approval',
  privacyLevel: 'privacy_level',
  allowMemberHabitCreation: 'allow_member_habit_creation',
  defaultHabitVisibility: 'default_habit_visibility',
  competition: 'competition',
  awayAfterDays: 'away_after_days',
} as const satisfies Record<keyof GroupSettingsValues, keyof WorkspaceRow>;

export function settingsOf(row: WorkspaceRow): GroupSettingsValues {
  return {
    isPublic: row.is_public,
    allowInvites: row.allow_invites,
    requireApproval: row.require_approval,
    privacyLevel: row.privacy_level,
    allowMemberHabitCreation: row.allow_member_habit_creation,
    defaultHabitVisibility: row.default_habit_visibility,
    competition: row.competition,
    awayAfterDays: row.away_after_days,
  };
}

/**
 * The personal-habit mode a choice stores: the mode sent, else 'chosen' when ids are sent (an
 * older client's body), else unchanged. 'chosen' without ids shares none of the personal habits;
 * 'all' with an empty list is 'all'; 'all' with ids is refused (contradictorySharing).
 */
export function sharingMode(choice: DashboardPermissions): PersonalHabitSharing | undefined {
  return choice.personalHabits ?? (choice.sharedHabitIds ? 'chosen' : undefined);
}

/** A choice that says two things at once: every habit ('all') and a list of them. */
export function contradictorySharing(choice: DashboardPermissions): string | undefined {
  if (
    choice.personalHabits === 'all' &&
    (choice.sharedHabitIds?.length || choice.sharedHabitLevels?.length)
  ) {
    return "personalHabits 'all' shares every habit: send it without sharedHabitIds, or send 'chosen' with them";
  }
  return undefined;
}

/** A member row as the succession rule reads it (domain `successionOnLeave`). */
export function successionMember(row: Pick<MemberRow, 'user_id' | 'role' | 'joined_at'>): SuccessionMember {
  return { userId: row.user_id, role: row.role, joinedAt: new Date(row.joined_at).toISOString() };
}

export function createGroupRepository(db: Kysely<Database>) {
  /**
   * Stores a member's choice of what to share with the group, and that they chose. Chosen habits
   * (with the level this group alone sees each at, if any) replace the earlier ones, and only the
   * member's own habits that are not this group's own are kept: someone else's id, or this
   * group's habit, is ignored rather than stored. The habits themselves are never changed.
   *
   * Runs in one transaction holding the member's row, so two saves at once (two tabs, a double
   * tap) apply one after the other instead of colliding on the chosen habits' key.
   */
  async function writeSharing(
    groupId: string,
    userId: string,
    choice: DashboardPermissions,
    at: Date,
    trx?: Executor,
  ): Promise<void> {
    const contradiction = contradictorySharing(choice);
    if (contradiction) throw badRequest(contradiction);
    if (!trx) {
      await db.transaction().execute((own) => writeSharing(groupId, userId, choice, at, own));
      return;
    }
    const locked = await trx
      .selectFrom('workspace_members')
      .select('user_id')
      .where('workspace_id', '=', groupId)
      .where('user_id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!locked) return;
    const mode = sharingMode(choice);
    await trx
      .updateTable('workspace_members')
      .set({
        dashboard_public: choice.isPublicToWorkspace,
        sharing_chosen_at: at,
        ...(mode ? { personal_habits: mode } : {}),
      })
      .where('workspace_id', '=', groupId)
      .where('user_id', '=', userId)
      .execute();
    if (mode === undefined) return;
    await trx
      .deleteFrom('workspace_shared_habits')
      .where('workspace_id', '=', groupId)
      .where('user_id', '=', userId)
      .execute();
    const ids = [...new Set(choice.sharedHabitIds ?? [])];
    if (mode === 'all' || ids.length === 0) return;
    const levels = new Map(
      (choice.sharedHabitLevels ?? []).map((entry) => [entry.habitId.toLowerCase(), entry.level]),
    );
    const levelOf = sql<string | null>`(${sql`jsonb_build_object(${sql.join(
      [...levels].flatMap(([id, level]) => [sql`${id}::text`, sql`${level}::text`]),
    )})`}->>habits.id::text)`;
    await trx
      .insertInto('workspace_shared_habits')
      .columns(['workspace_id', 'user_id', 'habit_id', 'level'])
      .expression(
        trx
          .selectFrom('habits')
          .select([
            sql<string>`${groupId}::uuid`.as('workspace_id'),
            'user_id',
            'id',
            (levels.size > 0 ? levelOf : sql<string | null>`null::text`).as('level'),
          ])
          .where('user_id', '=', userId)
          .where('id', 'in', ids)
          .where('deleted_at', 'is', null)
          .where((eb) => eb.or([eb('workspace_id', 'is', null), eb('workspace_id', '!=', groupId)])),
      )
      .onConflict((oc) => oc.columns(['workspace_id', 'habit_id']).doNothing())
      .execute();
  }

  return {
    find(id: string, trx: Executor = db): Promise<WorkspaceRow | undefined> {
      return trx.selectFrom('workspaces').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** The group and the caller's role in it (undefined role: not a member). */
    async findWithRole(
      id: string,
      userId: string,
      trx: Executor = db,
    ): Promise<{ workspace: WorkspaceRow; role: GroupRole | undefined } | undefined> {
      const row = await trx
        .selectFrom('workspaces as w')
        .leftJoin('workspace_members as m', (join) =>
          join.onRef('m.workspace_id', '=', 'w.id').on('m.user_id', '=', userId),
        )
        .selectAll('w')
        .select('m.role as member_role')
        .where('w.id', '=', id)
        .executeTakeFirst();
      if (!row) return undefined;
      const { member_role, ...group } = row;
      return { workspace: group, role: member_role ?? undefined };
    },

    /**
     * Takes the group's row lock for the rest of the transaction, as any change to the group does
     * (the lock a `touch` would take later): writes that change a group and something of it take it
     * first, so two of them, in one push or two, cannot wait on each other in opposite orders.
     */
    async lockForChange(groupId: string, trx: Executor): Promise<void> {
      await trx.selectFrom('workspaces').select('id').where('id', '=', groupId).forNoKeyUpdate().execute();
    },

    /** Groups the person owns: what the group cap counts. */
    async ownedCount(userId: string, trx: Executor = db): Promise<number> {
      const row = await trx
        .selectFrom('workspace_members')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('user_id', '=', userId)
        .where('role', '=', 'owner')
        .executeTakeFirstOrThrow();
      return row.n;
    },

    async memberCount(groupId: string, trx: Executor = db): Promise<number> {
      const row = await trx
        .selectFrom('workspace_members')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('workspace_id', '=', groupId)
        .executeTakeFirstOrThrow();
      return row.n;
    },

    members(groupId: string, trx: Executor = db): Promise<MemberRow[]> {
      return (
        trx
          .selectFrom('workspace_members as m')
          .innerJoin('users as u', 'u.id', 'm.user_id')
          .select(['m.user_id', 'u.name', 'u.email', 'u.avatar', 'm.role', 'm.joined_at'])
          .where('m.workspace_id', '=', groupId)
          // Owners first, then admins, then members, each by when they joined.
          .orderBy(sql`case m.role when 'owner' then 0 when 'admin' then 1 else 2 end`)
          .orderBy('m.joined_at')
          .orderBy('u.name')
          .execute()
      );
    },

    /** The group and its owner's membership, in the caller's transaction. */
    async create(group: NewGroup, trx: Executor): Promise<void> {
      await trx
        .insertInto('workspaces')
        .values({
          id: group.id,
          name: group.name,
          description: group.description,
          type: group.type,
          color: group.color,
          is_public: group.isPublic,
          created_by: group.ownerId,
        })
        .execute();
      await trx
        .insertInto('workspace_members')
        // The creator shares nothing until she chooses (issue 27), and is asked as every member
        // is: making the group said nothing about what she shares with it, so her first visit
        // to the group page asks (sharing_chosen_at stays null until she answers).
        .values({ workspace_id: group.id, user_id: group.ownerId, role: 'owner' })
        .execute();
    },

    async update(id: string, changes: GroupChanges, trx: Executor = db): Promise<void> {
      const settings = changes.settings ?? {};
      const settingColumns = Object.fromEntries(
        (Object.keys(settings) as (keyof GroupSettingsValues)[]).map((key) => [
          SETTINGS_COLUMNS[key],
          settings[key],
        ]),
      );
      await trx
        .updateTable('workspaces')
        .set({
          ...(changes.name !== undefined ? { name: changes.name } : {}),
          ...(changes.description !== undefined ? { description: changes.description } : {}),
          ...(changes.type !== undefined ? { type: changes.type } : {}),
          ...(changes.color !== undefined ? { color: changes.color } : {}),
          ...settingColumns,
          updated_at: new Date(),
        })
        .where('id', '=', id)
        .execute();
    },

    async delete(id: string): Promise<void> {
      await db.deleteFrom('workspaces').where('id', '=', id).execute();
    },

    /** Marks the group as changed, so lists sort it first and show the new date. */
    async touch(id: string, trx: Executor = db): Promise<void> {
      await trx.updateTable('workspaces').set({ updated_at: new Date() }).where('id', '=', id).execute();
    },

    /**
     * Adds a member; an existing member keeps their role (accepting twice is harmless).
     * Returns whether a row was added.
     */
    async addMember(groupId: string, userId: string, role: GroupRole, trx: Executor = db): Promise<boolean> {
      const result = await trx
        .insertInto('workspace_members')
        .values({ workspace_id: groupId, user_id: userId, role })
        .onConflict((oc) => oc.columns(['workspace_id', 'user_id']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    async setRole(groupId: string, userId: string, role: GroupRole, trx: Executor = db) {
      await trx
        .updateTable('workspace_members')
        .set({ role })
        .where('workspace_id', '=', groupId)
        .where('user_id', '=', userId)
        .execute();
    },

    async isMember(groupId: string, userId: string, trx: Executor = db): Promise<boolean> {
      const row = await trx
        .selectFrom('workspace_members')
        .select('role')
        .where('workspace_id', '=', groupId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** A current member with what the group page needs of them, or undefined. */
    member(groupId: string, userId: string, trx: Executor = db) {
      return trx
        .selectFrom('workspace_members as m')
        .innerJoin('users as u', 'u.id', 'm.user_id')
        .leftJoin('preferences as p', 'p.user_id', 'm.user_id')
        .select([
          'm.user_id',
          'm.role',
          'm.dashboard_public',
          'm.personal_habits',
          'u.name',
          'u.email',
          'u.avatar',
          sql<string>`coalesce(p.timezone, 'UTC')`.as('timezone'),
          sql<number>`coalesce(p.week_starts_on, 1)`.as('week_starts_on'),
          sql<string>`coalesce(p.day_starts_at, '00:00')`.as('day_starts_at'),
        ])
        .where('m.workspace_id', '=', groupId)
        .where('m.user_id', '=', userId)
        .executeTakeFirst();
    },

    /** What a member shares with the group (issue 27), or undefined when they are not a member. */
    async sharing(groupId: string, userId: string, trx: Executor = db) {
      const member = await trx
        .selectFrom('workspace_members')
        .select(['dashboard_public', 'personal_habits', 'sharing_chosen_at'])
        .where('workspace_id', '=', groupId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!member) return undefined;
      const chosen = await trx
        .selectFrom('workspace_shared_habits as s')
        .innerJoin('habits as h', 'h.id', 's.habit_id')
        .select(['s.habit_id', 's.level'])
        .where('s.workspace_id', '=', groupId)
        .where('s.user_id', '=', userId)
        .where('h.deleted_at', 'is', null)
        .orderBy('h.name')
        .execute();
      return {
        ...member,
        habitIds: chosen.map((row) => row.habit_id),
        levels: chosen.flatMap((row) => (row.level ? [{ habitId: row.habit_id, level: row.level }] : [])),
      };
    },

    setSharing: writeSharing,

    async removeMember(groupId: string, userId: string, trx: Executor = db): Promise<void> {
      await trx
        .deleteFrom('workspace_members')
        .where('workspace_id', '=', groupId)
        .where('user_id', '=', userId)
        .execute();
    },

    /**
     * The owners of a group, locked until the transaction ends: two owners leaving at once
     * cannot both see the other one still there.
     */
    async lockOwners(groupId: string, trx: Executor): Promise<string[]> {
      const rows = await trx
        .selectFrom('workspace_members')
        .select('user_id')
        .where('workspace_id', '=', groupId)
        .where('role', '=', 'owner')
        .forUpdate()
        .execute();
      return rows.map((r) => r.user_id);
    },

    habits(groupId: string, trx: Executor = db): Promise<WorkspaceHabitRow[]> {
      return trx
        .selectFrom('workspace_habits')
        .selectAll()
        .where('workspace_id', '=', groupId)
        .where('deleted_at', 'is', null)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },
  };
}

export type GroupRepository = ReturnType<typeof createGroupRepository>;

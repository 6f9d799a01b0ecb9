import { levelsRevealing, type Revealed } from '@habitat/domain';
import { type RawBuilder, sql } from 'kysely';

/**
 * Share levels in SQL, from the one table in packages/domain (share-levels.ts): `level` is an
 * expression holding a share level, true when that level shows `what` to the group.
 */
export function reveals(level: RawBuilder<unknown>, what: keyof Revealed | 'anything'): RawBuilder<boolean> {
  return sql<boolean>`(${level} in (${sql.join(levelsRevealing(what))}))`;
}

/** The habit's own share level (habits.workspace_settings), the same for every group. */
function ownLevelOf(alias: string): RawBuilder<unknown> {
  return sql`${sql.ref(`${alias}.workspace_settings`)}->>'shareProgress'`;
}

/** A group id for the helpers below: a value, or a column of the query. */
export type GroupRef = { id: string } | { column: string };

function groupId(group: GroupRef): RawBuilder<unknown> {
  return 'id' in group ? sql`${group.id}::uuid` : sql.ref(group.column);
}

/**
 * The level the group sees the habit aliased `alias` at (issue 27): the level its person chose for
 * this group alone when they picked it (a private habit shared with one group), else the habit's
 * own. Every group answer reads a habit's level through this, never the habit's own column, so a
 * choice made for one group never shows the habit to another.
 */
export function groupLevelOf(alias: string, group: GroupRef): RawBuilder<unknown> {
  return sql`coalesce((select gl.level from workspace_shared_habits gl
    where gl.workspace_id = ${groupId(group)} and gl.habit_id = ${sql.ref(`${alias}.id`)}), ${ownLevelOf(alias)})`;
}

/**
 * Whether the habit aliased `alias` is in the group's view of its person, whatever its level: the
 * group's own habit, or one of their other habits when `mode` (their membership's personal_habits)
 * is 'all' or they chose it for this group.
 */
export function inGroupView(alias: string, mode: RawBuilder<unknown>, group: GroupRef): RawBuilder<boolean> {
  const ws = groupId(group);
  return sql<boolean>`(${sql.ref(`${alias}.workspace_id`)} is not distinct from ${ws} or ${mode} = 'all'
    or exists (select 1 from workspace_shared_habits sh where sh.workspace_id = ${ws}
      and sh.habit_id = ${sql.ref(`${alias}.id`)}))`;
}

/**
 * Whether the group sees the habit aliased `alias` at all: its person is a member sharing their
 * dashboard with it, the habit is in the group's view of them, and its level for the group is not
 * private. The one rule for naming a habit to a group (encouragements and their lists included).
 */
export function visibleToGroup(alias: string, group: GroupRef): RawBuilder<boolean> {
  const ws = groupId(group);
  return sql<boolean>`(exists (select 1 from workspace_members vm
      where vm.workspace_id = ${ws} and vm.user_id = ${sql.ref(`${alias}.user_id`)} and vm.dashboard_public
        and ${inGroupView(alias, sql`vm.personal_habits`, group)})
    and ${reveals(groupLevelOf(alias, group), 'anything')})`;
}

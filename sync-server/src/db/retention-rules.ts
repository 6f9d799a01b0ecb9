import type { TableName } from './schema';

/**
 * How long each table's rows live, declared for every table so a new one cannot be added without
 * a decision: the compiler refuses this map without it, and test/db/retention-rules.test.ts holds
 * the rules against the tables' columns.
 * - `tombstones`: a synced table whose deletions are rows with `deleted_at`; retention purges them
 *   after the window (services/retention.ts) and raises the scope's `retained_from`.
 * - `window`: retention deletes them once they are older than the window (the purge named).
 * - `own`: the feature that writes them deletes them on its own schedule (named).
 * - `kept`: they live as long as what they belong to, and go with it (cascades on delete).
 */
export type RetentionRule =
  | { kind: 'tombstones' }
  | { kind: 'window'; purge: string }
  | { kind: 'own'; by: string }
  | { kind: 'kept'; why: string };

export const RETENTION_RULES = {
  // Entries before the habits they belong to: a habit's purge would take its entries uncounted.
  entries: { kind: 'tombstones' },
  habits: { kind: 'tombstones' },
  routines: { kind: 'tombstones' },
  sync_mutation_results: { kind: 'window', purge: 'purgeMutationResults' },
  sync_clients: { kind: 'window', purge: 'forgetSilentClients' },
  password_resets: { kind: 'window', purge: 'purgeMailRecords' },
  weekly_digests: { kind: 'window', purge: 'purgeMailRecords' },
  group_records: { kind: 'window', purge: 'purgeGroupTombstones' },
  group_dirty: { kind: 'own', by: 'group projection: a mark leaves once its kinds are computed again' },
  group_viewers: { kind: 'kept', why: 'one row per member of a group; goes with the membership' },
  group_figures_clock: { kind: 'kept', why: 'one row per group; goes with the group' },
  push_outbox: { kind: 'own', by: 'push dispatch: a push leaves once sent, refused or past its lifetime' },
  push_reminders: { kind: 'own', by: 'push reminders: a claim leaves once its day is over' },
  push_summaries: { kind: 'own', by: 'push reminders: a claim leaves once its day is over' },
  push_subscriptions: { kind: 'own', by: 'push: a device leaves at sign-out, when refused, or past its cap' },
  users: { kind: 'kept', why: 'the account; deleting it deletes everything below' },
  sessions: { kind: 'kept', why: 'one row per sign-in, revoked or expired in place; goes with the account' },
  preferences: { kind: 'kept', why: 'one row per person' },
  user_identities: { kind: 'kept', why: 'one row per linked sign-in provider' },
  user_avatars: { kind: 'kept', why: 'one row per person' },
  user_badges: { kind: 'kept', why: 'badges earned, a handful per person' },
  sync_scopes: { kind: 'kept', why: 'one row per person and per group, holding the version counter' },
  habit_aliases: { kind: 'kept', why: 'one row per habit a device created twice; goes with the habit' },
  layouts: { kind: 'kept', why: 'one row per dashboard layout' },
  habit_streaks: { kind: 'kept', why: 'one row per habit' },
  workspaces: { kind: 'kept', why: 'a group lives until its owner deletes it' },
  workspace_members: { kind: 'kept', why: 'one row per member' },
  workspace_shared_habits: { kind: 'kept', why: 'one row per habit shown to a group' },
  workspace_invitations: { kind: 'kept', why: 'the record of who was invited; goes with the group' },
  workspace_join_requests: { kind: 'kept', why: 'the record of requests; goes with the group' },
  workspace_removals: { kind: 'kept', why: 'who may not come back by link; goes with the group' },
  workspace_habits: {
    kind: 'kept',
    why: 'group habits; a deleted one keeps its row, which adopted habits still name',
  },
  workspace_activities: { kind: 'kept', why: 'the group feed; goes with the group' },
  notifications: { kind: 'kept', why: 'the bell; goes with the person' },
  encouragements: { kind: 'kept', why: 'words one member wrote to another; goes with the group' },
} as const satisfies Record<TableName, RetentionRule>;

/** A table retention purges tombstones of: the purge's queries must type-check against each one. */
export type TombstoneTable = {
  [T in TableName]: (typeof RETENTION_RULES)[T]['kind'] extends 'tombstones' ? T : never;
}[TableName];

/** The synced tables whose deletions are tombstones, in the order retention purges them. */
export const TOMBSTONE_TABLES = (Object.keys(RETENTION_RULES) as TableName[]).filter(
  (table): table is TombstoneTable => RETENTION_RULES[table].kind === 'tombstones',
);

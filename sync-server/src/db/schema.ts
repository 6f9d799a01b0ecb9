import type { PushKind } from '@habitat/domain';
import type { Selectable } from 'kysely';
import type { TableOf } from './columns';
import type { TABLES } from './tables';

/**
 * The Kysely types of the database, derived from the declarations in db/tables.ts: a column is
 * declared there once, and a test compares those declarations with the migrated database.
 */
export type Database = { [T in keyof typeof TABLES]: TableOf<(typeof TABLES)[T]> };

export type { HabitWorkspaceSettings, NotificationData, TableName } from './tables';
export type PushOutboxKind = PushKind;

export type UserRow = Selectable<Database['users']>;
export type SessionRow = Selectable<Database['sessions']>;
export type PreferencesRow = Selectable<Database['preferences']>;
export type UserIdentityRow = Selectable<Database['user_identities']>;
export type HabitRow = Selectable<Database['habits']>;
export type EntryRow = Selectable<Database['entries']>;
export type LayoutRow = Selectable<Database['layouts']>;
export type RoutineRow = Selectable<Database['routines']>;
export type WorkspaceRow = Selectable<Database['workspaces']>;
export type InvitationRow = Selectable<Database['workspace_invitations']>;
export type WorkspaceHabitRow = Selectable<Database['workspace_habits']>;
export type ActivityRow = Selectable<Database['workspace_activities']>;
export type NotificationRow = Selectable<Database['notifications']>;
export type EncouragementRow = Selectable<Database['encouragements']>;
export type JoinRequestRow = Selectable<Database['workspace_join_requests']>;

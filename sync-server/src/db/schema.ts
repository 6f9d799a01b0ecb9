import type {
  ActivityData,
  ActivityType,
  EncouragementType,
  HabitVisibility,
  InvitationStatus,
  InviteRole,
  JoinRequestStatus,
  NotificationType,
  PrivacyLevel,
  ShareProgress,
  WorkspaceRole,
  WorkspaceType,
} from '@habitat/domain';
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** Table types for Kysely, kept by hand beside the SQL migrations in /migrations. */

/** Read as Date; optional on insert where the column has a default. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface UsersTable {
  id: string;
  email: string;
  name: string;
  username: string | null;
  avatar: string | null;
  password_hash: string | null;
  role: Generated<'user' | 'admin'>;
  has_google_auth: Generated<boolean>;
  has_github_auth: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  remember: boolean;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
}

export interface PreferencesTable {
  user_id: string;
  scope_id: string;
  version: Generated<number>;
  theme: Generated<'light' | 'dark' | 'auto'>;
  timezone: Generated<string>;
  week_starts_on: Generated<number>;
  email_notifications: Generated<boolean>;
  day_starts_at: Generated<string>;
  push_encouragements: Generated<boolean>;
  push_group_events: Generated<boolean>;
  field_hlcs: ColumnType<Record<string, string>, string | undefined, string>;
  updated_at: Timestamp;
}

/** jsonb: read as parsed JSON, written as JSON text (pg would turn a JS array into a SQL array). */
type Json<T> = ColumnType<T, string, string>;

export interface UserIdentitiesTable {
  provider: 'google' | 'github';
  subject: string;
  user_id: string;
  email: string;
  created_at: Timestamp;
}

export interface SyncScopesTable {
  scope_id: string;
  version: Generated<number>;
  retained_from: Generated<number>;
  /** The greatest HLC written in the scope (migration 0007). */
  hlc: string | null;
}

export interface HabitAliasesTable {
  alias_id: string;
  habit_id: string;
  user_id: string;
  created_at: Generated<Timestamp>;
}

export interface SyncClientsTable {
  client_id: string;
  user_id: string;
  last_mutation_id: Generated<number>;
  last_seen_at: Timestamp;
}

export interface SyncMutationResultsTable {
  client_id: string;
  mutation_id: number;
  status: 'ok' | 'rejected';
  error: string | null;
  hlc: string | null;
  /** Hash of the mutation's name and arguments (migration 0008); null for older rows. */
  fingerprint: string | null;
  created_at: Timestamp;
}

export interface HabitsTable {
  id: string;
  user_id: string;
  scope_id: string;
  version: number;
  name: string;
  description: string;
  category: string;
  color: string;
  icon: string;
  frequency: string;
  is_active: boolean;
  schedule_days: Json<number[]>;
  reminder_enabled: boolean;
  reminder_time: string | null;
  target_value: number;
  target_unit: string;
  source: 'personal' | 'workspace';
  workspace_id: string | null;
  group_habit_id: ColumnType<string | null, string | null | undefined, string | null>;
  workspace_settings: Json<{
    shareProgress: 'full' | 'progress-only' | 'streaks-only' | 'private';
    allowInteraction: boolean;
    shareInActivity: boolean;
  }>;
  field_hlcs: Json<Record<string, string>>;
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: Timestamp | null;
}

export interface EntriesTable {
  habit_id: string;
  /** YYYY-MM-DD: the date type is parsed as text on both drivers (db/type-parsers.ts). */
  date: string;
  user_id: string;
  scope_id: string;
  version: number;
  completed: boolean;
  value: number;
  skipped: boolean;
  hlc: string;
  updated_at: Timestamp;
  deleted_at: Timestamp | null;
}

export interface LayoutsTable {
  user_id: string;
  key: string;
  scope_id: string;
  version: number;
  layouts: Json<Record<string, unknown[]>>;
  widgets: Json<unknown[]>;
  filters: Json<Record<string, unknown>>;
  field_hlcs: Json<Record<string, string>>;
  updated_at: Timestamp;
}

export interface WorkspacesTable {
  id: string;
  name: string;
  description: Generated<string>;
  type: Generated<WorkspaceType>;
  color: Generated<string>;
  is_public: Generated<boolean>;
  allow_invites: Generated<boolean>;
  require_approval: Generated<boolean>;
  privacy_level: Generated<PrivacyLevel>;
  allow_member_habit_creation: Generated<boolean>;
  default_habit_visibility: Generated<HabitVisibility>;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface WorkspaceMembersTable {
  workspace_id: string;
  user_id: string;
  role: WorkspaceRole;
  joined_at: Timestamp;
  dashboard_public: Generated<boolean>;
  /** Which habits not of this group the mirror shows: all (as before issue 27) or the chosen ones. */
  personal_habits: Generated<PersonalHabitSharing>;
  /** When the person chose what they share here; null: not asked yet (told once on the group page). */
  sharing_chosen_at: Timestamp | null;
}

export type PersonalHabitSharing = 'all' | 'chosen';

/** A habit not of this group that its owner chose to show to the group (issue 27, 'chosen'). */
export interface WorkspaceSharedHabitsTable {
  workspace_id: string;
  user_id: string;
  habit_id: string;
  /** The level this group alone sees the habit at; null: the habit's own level. */
  level: Exclude<ShareProgress, 'private'> | null;
}

export interface WorkspaceInvitationsTable {
  id: string;
  workspace_id: string;
  email: string;
  role: InviteRole;
  message: Generated<string>;
  token_hash: string;
  status: Generated<InvitationStatus>;
  invited_by: string | null;
  accepted_by: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  responded_at: Timestamp | null;
  /** With the server secret, gives the token back (services/invitation-links.ts); null before migration 0012. */
  token_nonce: string | null;
}

export interface PasswordResetsTable {
  id: string;
  user_id: string;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface UserAvatarsTable {
  user_id: string;
  version: string;
  content_type: 'image/png' | 'image/jpeg' | 'image/webp';
  image: Uint8Array;
  updated_at: Timestamp;
}

export interface WeeklyDigestsTable {
  user_id: string;
  /** The first day of the summarised week, YYYY-MM-DD. */
  week_start: string;
  status: 'claimed' | 'sent' | 'skipped';
  claimed_at: Timestamp;
  sent_at: Timestamp | null;
  attempts: Generated<number>;
}

export interface WorkspaceHabitsTable {
  id: string;
  workspace_id: string;
  name: string;
  description: Generated<string>;
  category: Generated<string>;
  icon: Generated<string>;
  color: Generated<string>;
  is_required: Generated<boolean>;
  target_value: Generated<number>;
  target_unit: Generated<string>;
  schedule_days: ColumnType<number[], string | undefined, string>;
  reminder_enabled: Generated<boolean>;
  reminder_time: string | null;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: Timestamp | null;
}

/** A date column, read as YYYY-MM-DD text (db/type-parsers.ts). */
type DateKeyColumn = string;

export interface HabitStreaksTable {
  habit_id: string;
  length: number;
  last_done: DateKeyColumn | null;
  breaks_on: DateKeyColumn | null;
  completed_count: number;
  updated_at: Timestamp;
}

export interface WorkspaceActivitiesTable {
  id: string;
  seq: Generated<number>;
  workspace_id: string;
  user_id: string | null;
  type: ActivityType;
  habit_id: string | null;
  entry_date: DateKeyColumn | null;
  data: Json<ActivityData>;
  created_at: Timestamp;
}

/** A notification's details; folded ones list their habits (with ids, to take one back) and days. */
export interface NotificationData {
  habitName?: string;
  habits?: { id: string; name: string }[];
  dates?: string[];
  onDate?: string;
  memberName?: string;
  streakCount?: number;
  badge?: string;
  badgeTitle?: string;
  message?: string;
  encouragementId?: string;
}

export interface NotificationsTable {
  id: string;
  seq: Generated<number>;
  user_id: string;
  type: NotificationType;
  workspace_id: string | null;
  actor_id: string | null;
  habit_id: string | null;
  entry_date: DateKeyColumn | null;
  data: Json<NotificationData>;
  /** Unread notifications with the same key are one row that news folds into (migration 0016). */
  group_key: string | null;
  is_read: Generated<boolean>;
  created_at: Timestamp;
}

export interface EncouragementsTable {
  id: string;
  workspace_id: string;
  from_user_id: string;
  to_user_id: string;
  habit_id: string | null;
  type: EncouragementType;
  message: string;
  reaction: string | null;
  read_at: Timestamp | null;
  response_message: string | null;
  responded_at: Timestamp | null;
  created_at: Timestamp;
}

export interface UserBadgesTable {
  user_id: string;
  badge: string;
  earned_at: Timestamp;
}

/** A person's request to join a public group (migration 0014). */
export interface WorkspaceJoinRequestsTable {
  id: string;
  workspace_id: string;
  user_id: string;
  status: Generated<JoinRequestStatus>;
  created_at: Timestamp;
  decided_at: Timestamp | null;
  decided_by: string | null;
}

/** Someone an owner or admin removed from a group: no way back through the link (migration 0014). */
export interface WorkspaceRemovalsTable {
  workspace_id: string;
  user_id: string;
  removed_by: string | null;
  removed_at: Timestamp;
}

/** A device with Web Push on (migration 0015). */
export interface PushSubscriptionsTable {
  id: string;
  user_id: string;
  session_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  /** The VAPID public key the subscription was made with. */
  server_key: string;
  expires_at: Timestamp | null;
  created_at: Timestamp;
  seen_at: Timestamp;
}

export type PushOutboxKind = 'reminder' | 'encouragement' | 'group';

export interface PushOutboxTable {
  id: string;
  subscription_id: string;
  kind: PushOutboxKind;
  payload: Json<Record<string, unknown>>;
  notification_id: string | null;
  habit_id: string | null;
  entry_date: DateKeyColumn | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  next_attempt_at: Timestamp;
  attempts: Generated<number>;
}

export interface PushRemindersTable {
  habit_id: string;
  date: DateKeyColumn;
  user_id: string;
  claimed_at: Timestamp;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  preferences: PreferencesTable;
  user_identities: UserIdentitiesTable;
  sync_scopes: SyncScopesTable;
  habit_aliases: HabitAliasesTable;
  sync_clients: SyncClientsTable;
  sync_mutation_results: SyncMutationResultsTable;
  habits: HabitsTable;
  entries: EntriesTable;
  layouts: LayoutsTable;
  workspaces: WorkspacesTable;
  workspace_members: WorkspaceMembersTable;
  workspace_shared_habits: WorkspaceSharedHabitsTable;
  workspace_invitations: WorkspaceInvitationsTable;
  workspace_habits: WorkspaceHabitsTable;
  habit_streaks: HabitStreaksTable;
  workspace_activities: WorkspaceActivitiesTable;
  notifications: NotificationsTable;
  encouragements: EncouragementsTable;
  user_badges: UserBadgesTable;
  password_resets: PasswordResetsTable;
  user_avatars: UserAvatarsTable;
  weekly_digests: WeeklyDigestsTable;
  workspace_join_requests: WorkspaceJoinRequestsTable;
  workspace_removals: WorkspaceRemovalsTable;
  push_subscriptions: PushSubscriptionsTable;
  push_outbox: PushOutboxTable;
  push_reminders: PushRemindersTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type PreferencesRow = Selectable<PreferencesTable>;
export type HabitRow = Selectable<HabitsTable>;
export type EntryRow = Selectable<EntriesTable>;
export type LayoutRow = Selectable<LayoutsTable>;
export type WorkspaceRow = Selectable<WorkspacesTable>;
export type InvitationRow = Selectable<WorkspaceInvitationsTable>;
export type WorkspaceHabitRow = Selectable<WorkspaceHabitsTable>;
export type ActivityRow = Selectable<WorkspaceActivitiesTable>;
export type NotificationRow = Selectable<NotificationsTable>;
export type EncouragementRow = Selectable<EncouragementsTable>;
export type JoinRequestRow = Selectable<WorkspaceJoinRequestsTable>;

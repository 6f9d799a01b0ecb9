import {
  ACTIVITY_TYPES,
  type ActivityData,
  AVATAR_CONTENT_TYPES,
  ENCOURAGEMENT_TYPES,
  GROUP_ROLES,
  GROUP_TYPES,
  HABIT_VISIBILITIES,
  INVITATION_STATUSES,
  INVITE_ROLES,
  JOIN_REQUEST_STATUSES,
  NOTIFICATION_TYPES,
  type PauseMap,
  PERSONAL_HABIT_SHARING,
  PRIVACY_LEVELS,
  PUSH_KINDS,
  type RoutineRule,
  SHARE_PROGRESS_LEVELS,
  type ShareProgress,
  TARGET_KINDS,
  TARGET_PERIODS,
  THEMES,
} from '@habitat/domain';
import { GROUP_RECORD_KINDS } from '@habitat/protocol';
import { type AnyColumn, columns as c } from './columns';

/** Who sees a row of a group scope: every member, the owners and admins, or the people it names. */
export const GROUP_AUDIENCES = ['members', 'admins', 'people'] as const;
export type GroupAudience = (typeof GROUP_AUDIENCES)[number];

/**
 * Every table of the server's database, each column declared once. The SQL migrations in
 * /migrations make the tables; these declarations are what the code reads them as. The Kysely types
 * derive from here (db/schema.ts), and test/db/schema-matches-database.test.ts compares every
 * table, column, type, null, default and `check` list with the migrated database, on PGlite and on
 * PostgreSQL.
 */

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

export interface HabitWorkspaceSettings {
  shareProgress: ShareProgress;
  allowInteraction: boolean;
  shareInActivity: boolean;
}

/** A level a group sees a habit at: every level but private. */
const SHARED_LEVELS = SHARE_PROGRESS_LEVELS.filter(
  (level): level is Exclude<ShareProgress, 'private'> => level !== 'private',
);

export const TABLES = {
  users: {
    id: c.uuid(),
    email: c.text(),
    name: c.text(),
    username: c.text().nullableToo(),
    avatar: c.text().nullableToo(),
    password_hash: c.text().nullableToo(),
    role: c.oneOf(['user', 'admin']).withDefault(),
    has_google_auth: c.bool().withDefault(),
    has_github_auth: c.bool().withDefault(),
    created_at: c.timestamp().withDefault(),
    updated_at: c.timestamp().withDefault(),
  },
  sessions: {
    id: c.uuid(),
    user_id: c.uuid(),
    remember: c.bool(),
    created_at: c.timestamp().withDefault(),
    expires_at: c.timestamp(),
    revoked_at: c.timestamp().nullableToo(),
  },
  preferences: {
    user_id: c.uuid(),
    scope_id: c.text(),
    version: c.int8().withDefault(),
    theme: c.oneOf(THEMES).withDefault(),
    timezone: c.text().withDefault(),
    week_starts_on: c.int2().withDefault(),
    email_notifications: c.bool().withDefault(),
    day_starts_at: c.text().withDefault(),
    push_encouragements: c.bool().withDefault(),
    push_group_events: c.bool().withDefault(),
    reminder_summary_at: c.text().nullableToo(),
    field_hlcs: c.json<Record<string, string>>().withDefault(),
    updated_at: c.timestamp().withDefault(),
  },
  user_identities: {
    provider: c.oneOf(['google', 'github']),
    subject: c.text(),
    user_id: c.uuid(),
    email: c.text(),
    created_at: c.timestamp().withDefault(),
  },
  sync_scopes: {
    scope_id: c.text(),
    version: c.int8().withDefault(),
    retained_from: c.int8().withDefault(),
    /** The greatest HLC written in the scope (migration 0007). */
    hlc: c.text().nullableToo(),
  },
  habit_aliases: {
    alias_id: c.uuid(),
    habit_id: c.uuid(),
    user_id: c.uuid(),
    created_at: c.timestamp().withDefault(),
  },
  sync_clients: {
    client_id: c.uuid(),
    user_id: c.uuid(),
    last_mutation_id: c.int8().withDefault(),
    last_seen_at: c.timestamp().withDefault(),
  },
  sync_mutation_results: {
    client_id: c.uuid(),
    mutation_id: c.int8(),
    status: c.oneOf(['ok', 'rejected']),
    error: c.text().nullableToo(),
    hlc: c.text().nullableToo(),
    /** Hash of the mutation's name and arguments (migration 0008); null for older rows. */
    fingerprint: c.text().nullableToo(),
    created_at: c.timestamp().withDefault(),
  },
  habits: {
    id: c.uuid(),
    user_id: c.uuid(),
    scope_id: c.text(),
    version: c.int8(),
    name: c.text(),
    description: c.text().withDefault(),
    category: c.text(),
    color: c.text(),
    icon: c.text(),
    frequency: c.text(),
    is_active: c.bool().withDefault(),
    schedule_days: c.json<number[]>(),
    reminder_enabled: c.bool().withDefault(),
    reminder_time: c.text().nullableToo(),
    target_value: c.float8().withDefault(),
    target_unit: c.text(),
    target_kind: c.oneOf(TARGET_KINDS).withDefault(),
    target_period: c.oneOf(TARGET_PERIODS).withDefault(),
    more_reminder_times: c.json<string[]>().withDefault(),
    routine_id: c.uuid().nullableToo(),
    routine_since: c.date().nullableToo(),
    list_order: c.float8().nullableToo(),
    source: c.oneOf(['personal', 'workspace']).withDefault(),
    workspace_id: c.uuid().nullableToo(),
    group_habit_id: c.uuid().nullableToo(),
    workspace_settings: c.json<HabitWorkspaceSettings>(),
    pauses: c.json<PauseMap>().withDefault(),
    field_hlcs: c.json<Record<string, string>>(),
    created_at: c.timestamp(),
    updated_at: c.timestamp(),
    deleted_at: c.timestamp().nullableToo(),
  },
  entries: {
    habit_id: c.uuid(),
    date: c.date(),
    user_id: c.uuid(),
    scope_id: c.text(),
    version: c.int8(),
    completed: c.bool(),
    value: c.float8().withDefault(),
    skipped: c.bool().withDefault(),
    hlc: c.text(),
    updated_at: c.timestamp(),
    deleted_at: c.timestamp().nullableToo(),
    note: c.text().nullableToo(),
    note_hlc: c.text().nullableToo(),
  },
  routines: {
    user_id: c.uuid(),
    id: c.uuid(),
    scope_id: c.text(),
    version: c.int8(),
    name: c.text(),
    rule: c.json<RoutineRule>(),
    list_order: c.float8().nullableToo(),
    field_hlcs: c.json<Record<string, string>>(),
    created_at: c.timestamp(),
    updated_at: c.timestamp(),
    deleted_at: c.timestamp().nullableToo(),
  },
  layouts: {
    user_id: c.uuid(),
    key: c.text(),
    scope_id: c.text(),
    version: c.int8(),
    layouts: c.json<Record<string, unknown[]>>(),
    widgets: c.json<unknown[]>(),
    filters: c.json<Record<string, unknown>>(),
    field_hlcs: c.json<Record<string, string>>(),
    updated_at: c.timestamp(),
  },
  workspaces: {
    id: c.uuid(),
    name: c.text(),
    description: c.text().withDefault(),
    type: c.oneOf(GROUP_TYPES).withDefault(),
    color: c.text().withDefault(),
    is_public: c.bool().withDefault(),
    allow_invites: c.bool().withDefault(),
    require_approval: c.bool().withDefault(),
    privacy_level: c.oneOf(PRIVACY_LEVELS).withDefault(),
    allow_member_habit_creation: c.bool().withDefault(),
    default_habit_visibility: c.oneOf(HABIT_VISIBILITIES).withDefault(),
    competition: c.bool().withDefault(),
    away_after_days: c.int2().withDefault(),
    created_by: c.uuid().nullableToo(),
    created_at: c.timestamp().withDefault(),
    updated_at: c.timestamp().withDefault(),
  },
  workspace_members: {
    workspace_id: c.uuid(),
    user_id: c.uuid(),
    role: c.oneOf(GROUP_ROLES),
    joined_at: c.timestamp().withDefault(),
    dashboard_public: c.bool().withDefault(),
    /** Which habits not of this group the member's page shows: all (as before issue 27) or the chosen ones. */
    personal_habits: c.oneOf(PERSONAL_HABIT_SHARING).withDefault(),
    /** When the person chose what they share here; null: not asked yet (asked once on the group page). */
    sharing_chosen_at: c.timestamp().nullableToo(),
  },
  /** A habit not of this group that its owner chose to show to the group (issue 27, 'chosen'). */
  workspace_shared_habits: {
    workspace_id: c.uuid(),
    user_id: c.uuid(),
    habit_id: c.uuid(),
    /** The level this group alone sees the habit at; null: the habit's own level. */
    level: c.oneOf(SHARED_LEVELS).nullableToo(),
  },
  workspace_invitations: {
    id: c.uuid(),
    workspace_id: c.uuid(),
    email: c.text(),
    role: c.oneOf(INVITE_ROLES),
    message: c.text().withDefault(),
    token_hash: c.text(),
    status: c.oneOf(INVITATION_STATUSES).withDefault(),
    invited_by: c.uuid().nullableToo(),
    accepted_by: c.uuid().nullableToo(),
    created_at: c.timestamp().withDefault(),
    expires_at: c.timestamp(),
    responded_at: c.timestamp().nullableToo(),
    /** With the server secret, gives the token back (services/invitation-links.ts); null before migration 0012. */
    token_nonce: c.text().nullableToo(),
  },
  workspace_habits: {
    id: c.uuid(),
    workspace_id: c.uuid(),
    name: c.text(),
    description: c.text().withDefault(),
    category: c.text().withDefault(),
    icon: c.text().withDefault(),
    color: c.text().withDefault(),
    is_required: c.bool().withDefault(),
    target_value: c.float8().withDefault(),
    target_unit: c.text().withDefault(),
    schedule_days: c.json<number[]>().withDefault(),
    reminder_enabled: c.bool().withDefault(),
    reminder_time: c.text().nullableToo(),
    created_by: c.uuid().nullableToo(),
    created_at: c.timestamp().withDefault(),
    updated_at: c.timestamp().withDefault(),
    deleted_at: c.timestamp().nullableToo(),
  },
  habit_streaks: {
    habit_id: c.uuid(),
    length: c.int4().withDefault(),
    last_done: c.date().nullableToo(),
    breaks_on: c.date().nullableToo(),
    completed_count: c.int4().withDefault(),
    updated_at: c.timestamp().withDefault(),
  },
  workspace_activities: {
    id: c.uuid(),
    seq: c.int8().withDefault(),
    workspace_id: c.uuid(),
    user_id: c.uuid().nullableToo(),
    type: c.oneOf(ACTIVITY_TYPES),
    habit_id: c.uuid().nullableToo(),
    entry_date: c.date().nullableToo(),
    data: c.json<ActivityData>().withDefault(),
    created_at: c.timestamp().withDefault(),
  },
  notifications: {
    id: c.uuid(),
    seq: c.int8().withDefault(),
    user_id: c.uuid(),
    type: c.oneOf(NOTIFICATION_TYPES),
    workspace_id: c.uuid().nullableToo(),
    actor_id: c.uuid().nullableToo(),
    habit_id: c.uuid().nullableToo(),
    entry_date: c.date().nullableToo(),
    data: c.json<NotificationData>().withDefault(),
    is_read: c.bool().withDefault(),
    created_at: c.timestamp().withDefault(),
    /** Unread notifications with the same key are one row that news folds into (migration 0016). */
    group_key: c.text().nullableToo(),
  },
  encouragements: {
    id: c.uuid(),
    workspace_id: c.uuid(),
    from_user_id: c.uuid(),
    to_user_id: c.uuid(),
    habit_id: c.uuid().nullableToo(),
    type: c.oneOf(ENCOURAGEMENT_TYPES),
    message: c.text(),
    reaction: c.text().nullableToo(),
    read_at: c.timestamp().nullableToo(),
    response_message: c.text().nullableToo(),
    responded_at: c.timestamp().nullableToo(),
    created_at: c.timestamp().withDefault(),
  },
  user_badges: {
    user_id: c.uuid(),
    badge: c.text(),
    earned_at: c.timestamp().withDefault(),
  },
  password_resets: {
    id: c.uuid(),
    user_id: c.uuid(),
    token_hash: c.text(),
    created_at: c.timestamp(),
    expires_at: c.timestamp(),
    used_at: c.timestamp().nullableToo(),
  },
  user_avatars: {
    user_id: c.uuid(),
    version: c.text(),
    content_type: c.oneOf(AVATAR_CONTENT_TYPES),
    image: c.bytes(),
    updated_at: c.timestamp().withDefault(),
  },
  weekly_digests: {
    user_id: c.uuid(),
    /** The first day of the summarised week. */
    week_start: c.date(),
    status: c.oneOf(['claimed', 'sent', 'skipped']),
    claimed_at: c.timestamp(),
    sent_at: c.timestamp().nullableToo(),
    attempts: c.int4().withDefault(),
  },
  /** A person's request to join a public group (migration 0014). */
  workspace_join_requests: {
    id: c.uuid(),
    workspace_id: c.uuid(),
    user_id: c.uuid(),
    status: c.oneOf(JOIN_REQUEST_STATUSES).withDefault(),
    created_at: c.timestamp().withDefault(),
    decided_at: c.timestamp().nullableToo(),
    decided_by: c.uuid().nullableToo(),
  },
  /** Someone an owner or admin removed from a group: no way back through the link (migration 0014). */
  workspace_removals: {
    workspace_id: c.uuid(),
    user_id: c.uuid(),
    removed_by: c.uuid().nullableToo(),
    removed_at: c.timestamp().withDefault(),
  },
  /** A device with Web Push on (migration 0015). */
  push_subscriptions: {
    id: c.uuid(),
    user_id: c.uuid(),
    session_id: c.uuid(),
    endpoint: c.text(),
    p256dh: c.text(),
    auth: c.text(),
    /** The VAPID public key the subscription was made with. */
    server_key: c.text(),
    expires_at: c.timestamp().nullableToo(),
    created_at: c.timestamp(),
    seen_at: c.timestamp(),
  },
  push_outbox: {
    id: c.uuid(),
    subscription_id: c.uuid(),
    kind: c.oneOf(PUSH_KINDS),
    payload: c.json<Record<string, unknown>>(),
    notification_id: c.uuid().nullableToo(),
    habit_id: c.uuid().nullableToo(),
    entry_date: c.date().nullableToo(),
    created_at: c.timestamp(),
    expires_at: c.timestamp(),
    next_attempt_at: c.timestamp(),
    attempts: c.int4().withDefault(),
  },
  push_summaries: {
    user_id: c.uuid(),
    date: c.date(),
    claimed_at: c.timestamp(),
  },
  push_reminders: {
    habit_id: c.uuid(),
    date: c.date(),
    slot: c.text().withDefault(),
    user_id: c.uuid(),
    claimed_at: c.timestamp(),
  },
  /** What each member may see of a group, as rows of its scope (migration 0026, services/group-projection.ts). */
  group_records: {
    workspace_id: c.uuid(),
    kind: c.oneOf(GROUP_RECORD_KINDS),
    key: c.text(),
    version: c.int8(),
    audience: c.oneOf(GROUP_AUDIENCES),
    /** For audience 'people': the ids of those who see the row. */
    people: c.json<string[]>().withDefault(),
    data: c.json<unknown>().nullableToo(),
    deleted_at: c.timestamp().nullableToo(),
  },
  /** Who may read a group's scope, as its rows were last computed (migration 0026). */
  group_viewers: {
    workspace_id: c.uuid(),
    user_id: c.uuid(),
    is_admin: c.bool(),
    since_version: c.int8(),
    /** What the member's own figures were last computed from (migration 0027). */
    own_figures: c.text().nullableToo(),
  },
  /** The quarter hour each group's figures were last computed in (migration 0027). */
  group_figures_clock: {
    workspace_id: c.uuid(),
    quarter: c.int8(),
  },
  /** Kinds of a group's rows to compute again, marked by triggers (migration 0026). */
  group_dirty: {
    id: c.int8().withDefault(),
    workspace_id: c.uuid(),
    kind: c.oneOf(GROUP_RECORD_KINDS),
  },
} satisfies Record<string, Record<string, AnyColumn>>;

export type TableName = keyof typeof TABLES;

import { EXPORT_FORMAT, EXPORT_VERSION, type HabitatExport } from '@habitat/domain';
import type { Database } from '../db/schema';
import type { AccountRepository } from '../repositories/account-repository';
import {
  toHabitRecord,
  toLayoutRecord,
  toPreferencesRecord,
  toRoutineRecord,
} from '../repositories/personal-records';

/**
 * Where each table that holds a person's data goes in their export, or why it is left out. Every
 * table with a column that refers to a user must be named here: the export test reads the
 * database's foreign keys and fails on a table missing from this map, so a new table cannot be
 * forgotten silently.
 */
export const EXPORT_COVERAGE: Readonly<
  Record<keyof Database, { sections: readonly string[] } | { omitted: string }>
> = {
  users: { sections: ['profile'] },
  preferences: { sections: ['preferences'] },
  user_identities: { sections: ['identities'] },
  habits: { sections: ['habits'] },
  entries: { sections: ['entries'] },
  layouts: { sections: ['layouts'] },
  routines: { sections: ['routines'] },
  workspace_members: { sections: ['memberships'] },
  workspace_shared_habits: { sections: ['memberships'] },
  workspaces: { sections: ['workspacesCreated'] },
  workspace_invitations: { sections: ['invitations'] },
  workspace_habits: { sections: ['groupHabitsCreated'] },
  workspace_activities: { sections: ['activity'] },
  notifications: { sections: ['notifications'] },
  encouragements: { sections: ['encouragementsSent', 'encouragementsReceived'] },
  user_badges: { sections: ['badges'] },
  sessions: { omitted: 'sign-in sessions: secrets for devices, nothing a person reads' },
  sync_clients: { omitted: "devices' sync bookkeeping" },
  sync_mutation_results: { omitted: "devices' sync bookkeeping" },
  sync_scopes: { omitted: 'a version counter' },
  habit_aliases: { omitted: "devices' sync bookkeeping (a group habit adopted twice offline)" },
  habit_streaks: { omitted: 'derived from the entries, which are exported' },
  password_resets: { omitted: 'reset links: secrets, nothing a person reads' },
  user_avatars: { omitted: 'the uploaded picture itself; profile.avatar is where it is served' },
  weekly_digests: { omitted: 'which weekly summaries were sent: mail bookkeeping' },
  workspace_join_requests: { sections: ['joinRequests'] },
  workspace_removals: { sections: ['groupRemovals'] },
  push_subscriptions: { omitted: "devices' push addresses and keys: secrets for the push service" },
  push_outbox: { omitted: 'pushes waiting to be sent: copies of notifications and reminders' },
  push_reminders: { omitted: 'which reminders were pushed: push bookkeeping' },
  push_summaries: { omitted: 'which reminder summaries were pushed: push bookkeeping' },
  group_records: {
    omitted: "copies of the groups' rows for devices, computed from the tables exported above",
  },
  group_viewers: { omitted: "who reads a group's copy on their devices: sync bookkeeping" },
  group_dirty: { omitted: 'what to compute again: sync bookkeeping' },
  group_figures_clock: { omitted: "when a group's figures were computed: sync bookkeeping" },
};

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export async function buildAccountExport(
  accounts: AccountRepository,
  userId: string,
  now: Date,
): Promise<HabitatExport | null> {
  const rows = await accounts.readAll(userId);
  const { user, preferences } = rows;
  if (!user || !preferences) return null;
  const {
    fieldHlcs: _prefHlcs,
    updatedAt: _prefUpdated,
    ...preferenceValues
  } = toPreferencesRecord(preferences);
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: now.toISOString(),
    profile: {
      id: user.id,
      name: user.name,
      username: user.username,
      email: user.email,
      avatar: user.avatar,
      role: user.role,
      hasGoogleAuth: user.has_google_auth,
      hasGithubAuth: user.has_github_auth,
      createdAt: user.created_at.toISOString(),
    },
    preferences: preferenceValues,
    identities: rows.identities.map((row) => ({
      provider: row.provider,
      email: row.email,
      linkedAt: row.created_at.toISOString(),
    })),
    habits: rows.habits.map((row) => {
      const { fieldHlcs: _hlcs, deletedAt: _deleted, ...habit } = toHabitRecord(row);
      return habit;
    }),
    entries: rows.entries.map((row) => ({
      habitId: row.habit_id,
      date: row.date,
      completed: row.completed,
      value: row.value,
      skipped: row.skipped,
      updatedAt: row.updated_at.toISOString(),
      note: row.note,
    })),
    layouts: rows.layouts.map((row) => {
      const { key, layouts, widgets, filters } = toLayoutRecord(row);
      return { key, layouts, widgets, filters };
    }),
    routines: rows.routines.map((row) => {
      const { fieldHlcs: _hlcs, deletedAt: _deleted, ...routine } = toRoutineRecord(row);
      return routine;
    }),
    memberships: rows.memberships.map((row) => ({
      workspaceId: row.id,
      workspaceName: row.name,
      role: row.role,
      joinedAt: row.joined_at.toISOString(),
      dashboardSharedWithGroup: row.dashboard_public,
      // Which of their other habits the group sees: all of them (as before issue 27) or these.
      personalHabitsSharedWithGroup: row.personal_habits === 'all' ? 'all' : row.shared_habit_ids,
      // The level this group alone sees some of them at (a private habit picked for it), by habit.
      shareLevelsForGroup: row.personal_habits === 'all' ? {} : row.shared_habit_levels,
    })),
    workspacesCreated: rows.workspacesCreated.map((row) => ({
      workspaceId: row.id,
      name: row.name,
      description: row.description,
      type: row.type,
      createdAt: row.created_at.toISOString(),
    })),
    invitations: rows.invitations.map((row) => ({
      direction: row.sent ? 'sent' : 'accepted',
      workspaceName: row.workspace_name,
      email: row.email,
      role: row.role,
      message: row.message,
      status: row.status,
      createdAt: row.created_at.toISOString(),
      respondedAt: iso(row.responded_at),
    })),
    groupHabitsCreated: rows.groupHabits.map((row) => ({
      id: row.id,
      workspaceName: row.workspace_name,
      name: row.name,
      description: row.description,
      category: row.category,
      createdAt: row.created_at.toISOString(),
      deletedAt: iso(row.deleted_at),
    })),
    activity: rows.activity.map((row) => ({
      workspaceName: row.workspace_name,
      type: row.type,
      date: row.entry_date,
      data: row.data,
      createdAt: row.created_at.toISOString(),
    })),
    notifications: rows.notifications.map((row) => ({
      type: row.type,
      data: row.data,
      isRead: row.is_read,
      createdAt: row.created_at.toISOString(),
    })),
    encouragementsSent: rows.encouragements.filter((row) => row.sent).map(encouragement),
    encouragementsReceived: rows.encouragements.filter((row) => !row.sent).map(encouragement),
    badges: rows.badges.map((row) => ({ badge: row.badge, earnedAt: row.earned_at.toISOString() })),
    joinRequests: rows.joinRequests.map((row) => ({
      workspaceName: row.workspace_name,
      status: row.status,
      createdAt: row.created_at.toISOString(),
      decidedAt: iso(row.decided_at),
    })),
    groupRemovals: rows.removals.map((row) => ({
      workspaceName: row.workspace_name,
      removedAt: row.removed_at.toISOString(),
    })),
  };
}

type EncouragementRow = Awaited<ReturnType<AccountRepository['readAll']>>['encouragements'][number];

function encouragement(row: EncouragementRow) {
  return {
    id: row.id,
    workspaceName: row.workspace_name,
    from: row.from_name,
    to: row.to_name,
    type: row.type,
    message: row.message,
    reaction: row.reaction,
    readAt: iso(row.read_at),
    response: row.response_message,
    respondedAt: iso(row.responded_at),
    createdAt: row.created_at.toISOString(),
  };
}

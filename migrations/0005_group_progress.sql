-- The accountability half of groups: streak figures kept per habit, the group's activity feed,
-- notifications, encouragements, badges and each member's dashboard permission.

-- Server-only figures of a habit, rewritten by every write to the habit or its entries (the shared
-- streak rule, packages/domain streak-state.ts), so a group's leaderboard reads one row per habit
-- instead of walking a year of entries for each. A habit without a row has none of these yet.
create table habit_streaks (
  habit_id uuid primary key references habits (id) on delete cascade,
  length integer not null default 0,
  last_done date,
  breaks_on date,
  completed_count integer not null default 0,
  updated_at timestamptz not null default now()
);

-- Whether the other members may open this member's dashboard and see their figures (spec §3
-- Dashboard permissions, default true). Leaving deletes the row, so rejoining starts shared again.
alter table workspace_members add column dashboard_public boolean not null default true;

create table workspace_activities (
  id uuid primary key,
  -- Written order: things recorded in the same millisecond (a check-in and its milestone) keep it.
  seq bigint generated always as identity,
  workspace_id uuid not null references workspaces (id) on delete cascade,
  user_id uuid references users (id) on delete cascade,
  type text not null check (type in ('habit_completed', 'habit_adopted', 'streak_milestone',
    'member_joined', 'habit_created', 'habit_deleted')),
  -- The member's own habit the activity is about: its current privacy settings decide who sees it.
  habit_id uuid references habits (id) on delete cascade,
  -- The day checked in, for check-in activities: one row per habit, day and type.
  entry_date date,
  data jsonb not null default '{}',
  created_at timestamptz not null default now()
);

create index workspace_activities_feed_idx on workspace_activities (workspace_id, created_at desc);
create unique index workspace_activities_check_in_key on workspace_activities (habit_id, entry_date, type)
  where entry_date is not null;

create table notifications (
  id uuid primary key,
  seq bigint generated always as identity,
  user_id uuid not null references users (id) on delete cascade,
  type text not null check (type in ('habit_completed', 'habit_adopted', 'streak_milestone',
    'member_joined', 'badge_earned')),
  workspace_id uuid references workspaces (id) on delete cascade,
  actor_id uuid references users (id) on delete set null,
  -- Check-in notifications name their habit and day, so un-checking and checking again does not repeat them.
  habit_id uuid references habits (id) on delete cascade,
  entry_date date,
  data jsonb not null default '{}',
  is_read boolean not null default false,
  created_at timestamptz not null default now()
);

create index notifications_user_idx on notifications (user_id, created_at desc);
create index notifications_unread_idx on notifications (user_id) where not is_read;
create unique index notifications_check_in_key on notifications (user_id, habit_id, entry_date, type)
  where entry_date is not null;

create table encouragements (
  id uuid primary key,
  workspace_id uuid not null references workspaces (id) on delete cascade,
  from_user_id uuid not null references users (id) on delete cascade,
  to_user_id uuid not null references users (id) on delete cascade,
  habit_id uuid references habits (id) on delete set null,
  type text not null check (type in ('general_support', 'streak_celebration', 'goal_achieved',
    'comeback_support', 'milestone_reached', 'custom_message')),
  message text not null check (char_length(message) between 1 and 500),
  reaction text,
  read_at timestamptz,
  response_message text check (char_length(response_message) between 1 and 500),
  responded_at timestamptz,
  created_at timestamptz not null default now(),
  check (from_user_id <> to_user_id)
);

create index encouragements_received_idx on encouragements (to_user_id, created_at desc);
create index encouragements_sent_idx on encouragements (from_user_id, created_at desc);
create index encouragements_workspace_idx on encouragements (workspace_id, created_at desc);

create table user_badges (
  user_id uuid not null references users (id) on delete cascade,
  badge text not null,
  earned_at timestamptz not null default now(),
  primary key (user_id, badge)
);

-- Group figures count each habit's live check-ins in a date range from this index alone.
create index entries_live_idx on entries (habit_id, date) include (completed, skipped)
  where deleted_at is null;

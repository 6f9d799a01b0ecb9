-- Group workspaces: the workspace, its members with their roles, invitations and group habits.
-- Workspace data is served online (ARCHITECTURE §1), so these tables carry no sync versions.

create table workspaces (
  id uuid primary key,
  name text not null,
  description text not null default '',
  type text not null default 'team'
    check (type in ('personal', 'team', 'family', 'fitness', 'study', 'community')),
  color text not null default '#4f46e5',
  is_public boolean not null default false,
  allow_invites boolean not null default true,
  require_approval boolean not null default false,
  privacy_level text not null default 'invite-only'
    check (privacy_level in ('invite-only', 'members-only', 'open')),
  allow_member_habit_creation boolean not null default true,
  default_habit_visibility text not null default 'progress-only'
    check (default_habit_visibility in ('public', 'progress-only', 'streaks-only', 'private')),
  created_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- Leaving or being removed deletes the row: access ends with it, and rejoining needs a new invitation.
create table workspace_members (
  workspace_id uuid not null references workspaces (id) on delete cascade,
  user_id uuid not null references users (id) on delete cascade,
  role text not null check (role in ('owner', 'admin', 'member')),
  joined_at timestamptz not null default now(),
  primary key (workspace_id, user_id)
);

create index workspace_members_user_id_idx on workspace_members (user_id);

create table workspace_invitations (
  id uuid primary key,
  workspace_id uuid not null references workspaces (id) on delete cascade,
  email text not null,
  role text not null check (role in ('member', 'admin')),
  message text not null default '',
  -- sha256 of the token: a leaked table does not leak working links.
  token_hash text not null,
  status text not null default 'pending'
    check (status in ('pending', 'accepted', 'declined', 'cancelled', 'expired')),
  invited_by uuid references users (id) on delete set null,
  accepted_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  responded_at timestamptz
);

create unique index workspace_invitations_token_hash_key on workspace_invitations (token_hash);
-- At most one pending invitation per address and workspace: inviting again refreshes it.
create unique index workspace_invitations_pending_key on workspace_invitations (workspace_id, email)
  where status = 'pending';
create index workspace_invitations_workspace_idx on workspace_invitations (workspace_id, created_at);

-- The group's habit catalogue; members adopt a habit as a personal habit (habits.workspace_id).
create table workspace_habits (
  id uuid primary key,
  workspace_id uuid not null references workspaces (id) on delete cascade,
  name text not null,
  description text not null default '',
  category text not null default 'other',
  icon text not null default '✅',
  color text not null default '#4f46e5',
  is_required boolean not null default false,
  target_value double precision not null default 1,
  target_unit text not null default 'times',
  schedule_days jsonb not null default '[0,1,2,3,4,5,6]',
  reminder_enabled boolean not null default false,
  reminder_time text,
  created_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);

create index workspace_habits_workspace_idx on workspace_habits (workspace_id) where deleted_at is null;
create index habits_workspace_id_idx on habits (workspace_id) where workspace_id is not null;

-- Joining by link (issue 16). A signed-in person who opens a public group's link asks to join; its
-- owners and admins accept or decline. Answered requests stay: they are the requester's history and
-- what the limits on asking again count.

create table workspace_join_requests (
  id uuid primary key,
  workspace_id uuid not null references workspaces (id) on delete cascade,
  user_id uuid not null references users (id) on delete cascade,
  status text not null default 'pending'
    check (status in ('pending', 'accepted', 'declined', 'cancelled')),
  created_at timestamptz not null default now(),
  decided_at timestamptz,
  decided_by uuid references users (id) on delete set null
);

-- One waiting request per person and group: asking twice at once makes one.
create unique index workspace_join_requests_pending_key on workspace_join_requests (workspace_id, user_id)
  where status = 'pending';
-- The admins' list of waiting requests, oldest first.
create index workspace_join_requests_workspace_idx on workspace_join_requests (workspace_id, created_at)
  where status = 'pending';
-- A person's own requests: the limits count them.
create index workspace_join_requests_user_idx on workspace_join_requests (user_id, created_at);

-- People an owner or admin removed from a group. Leaving deletes the membership only; removal also
-- leaves this mark, so the removed person cannot walk back in through the group's link. An
-- invitation they accept clears it.
create table workspace_removals (
  workspace_id uuid not null references workspaces (id) on delete cascade,
  user_id uuid not null references users (id) on delete cascade,
  removed_by uuid references users (id) on delete set null,
  removed_at timestamptz not null default now(),
  primary key (workspace_id, user_id)
);

create index workspace_removals_user_idx on workspace_removals (user_id);

-- Groups public before this release were closed to outsiders in practice (they were answered 403),
-- and nobody removed from one before was marked above. So their link starts out asking an owner or
-- admin to approve each request; owners who want link joins at once turn approval off.
update workspaces set require_approval = true where is_public;

-- A person's first week (issue 15): invitation links an admin can copy again, password resets,
-- uploaded avatars and the weekly summary email.

-- An invitation's token is derived from the server secret and this nonce, so the link can be shown
-- to the group's admins again while the table still holds only the token's hash. Invitations made
-- before have none: their link lives only in the email that was sent.
alter table workspace_invitations add column token_nonce text;

-- A reset link carries 32 random bytes; only their sha256 is stored. One use, a short life.
create table password_resets (
  id uuid primary key,
  user_id uuid not null references users (id) on delete cascade,
  token_hash text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
create unique index password_resets_token_hash_key on password_resets (token_hash);
create index password_resets_user_idx on password_resets (user_id, created_at);

-- A picture the person uploaded; users.avatar then points at /api/avatars/{user}/{version}.
create table user_avatars (
  user_id uuid primary key references users (id) on delete cascade,
  version text not null,
  content_type text not null check (content_type in ('image/png', 'image/jpeg', 'image/webp')),
  image bytea not null,
  updated_at timestamptz not null default now()
);

-- One weekly summary per person and week: the primary key is what makes several server instances
-- send it once. A claim that was never marked sent (the process died mid-send) is taken again
-- after a while; see services/weekly-digest.ts.
create table weekly_digests (
  user_id uuid not null references users (id) on delete cascade,
  week_start date not null,
  status text not null check (status in ('claimed', 'sent', 'skipped')),
  claimed_at timestamptz not null,
  sent_at timestamptz,
  attempts integer not null default 1,
  primary key (user_id, week_start)
);
create index weekly_digests_claimed_idx on weekly_digests (claimed_at) where status = 'claimed';

-- Accounts: users, their sessions and their preferences.
-- Emails are stored trimmed and lower-cased by the application, so a plain unique index is exact.

create table users (
  id uuid primary key,
  email text not null,
  name text not null,
  username text,
  avatar text,
  password_hash text,
  role text not null default 'user' check (role in ('user', 'admin')),
  has_google_auth boolean not null default false,
  has_github_auth boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create unique index users_email_key on users (email);

-- A session is what a token stands for: logout and password changes revoke it, refresh slides it.
create table sessions (
  id uuid primary key,
  user_id uuid not null references users (id) on delete cascade,
  remember boolean not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz
);

create index sessions_user_id_idx on sessions (user_id);

create table preferences (
  user_id uuid primary key references users (id) on delete cascade,
  theme text not null default 'auto' check (theme in ('light', 'dark', 'auto')),
  timezone text not null default 'UTC',
  week_starts_on smallint not null default 1 check (week_starts_on between 0 and 6),
  email_notifications boolean not null default true,
  updated_at timestamptz not null default now()
);

-- Personal data that syncs between a person's devices (ARCHITECTURE §4).
-- Every synced row carries the scope it belongs to ('u:<userId>'), the scope version of the write
-- that last touched it, and a tombstone instead of being deleted, so pulls can page on versions.

create table sync_scopes (
  scope_id text primary key,
  version bigint not null default 0,
  -- Tombstones older than this may have been purged: a cursor below it must start over (reset).
  retained_from bigint not null default 0
);

create table sync_clients (
  client_id uuid primary key,
  user_id uuid not null references users (id) on delete cascade,
  last_mutation_id bigint not null default 0,
  last_seen_at timestamptz not null default now()
);

create index sync_clients_user_id_idx on sync_clients (user_id);

create table sync_mutation_results (
  client_id uuid not null references sync_clients (client_id) on delete cascade,
  mutation_id bigint not null,
  status text not null check (status in ('ok', 'rejected')),
  error text,
  -- The HLC the write was applied with (after pulling back a timestamp from the future).
  hlc text,
  created_at timestamptz not null default now(),
  primary key (client_id, mutation_id)
);

create table habits (
  id uuid primary key,
  user_id uuid not null references users (id) on delete cascade,
  scope_id text not null,
  version bigint not null,
  name text not null,
  description text not null default '',
  category text not null,
  color text not null,
  icon text not null,
  frequency text not null,
  is_active boolean not null default true,
  schedule_days jsonb not null,
  reminder_enabled boolean not null default false,
  reminder_time text,
  target_value double precision not null default 1,
  target_unit text not null,
  source text not null default 'personal' check (source in ('personal', 'workspace')),
  workspace_id uuid,
  workspace_settings jsonb not null,
  field_hlcs jsonb not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  deleted_at timestamptz
);

create index habits_scope_version_idx on habits (scope_id, version);
create index habits_user_id_idx on habits (user_id);

create table entries (
  habit_id uuid not null references habits (id) on delete cascade,
  date date not null,
  user_id uuid not null references users (id) on delete cascade,
  scope_id text not null,
  version bigint not null,
  completed boolean not null,
  value double precision not null default 0,
  skipped boolean not null default false,
  hlc text not null,
  updated_at timestamptz not null,
  deleted_at timestamptz,
  primary key (habit_id, date)
);

create index entries_scope_version_idx on entries (scope_id, version);
create index entries_user_date_idx on entries (user_id, date);

create table layouts (
  user_id uuid not null references users (id) on delete cascade,
  key text not null,
  scope_id text not null,
  version bigint not null,
  layouts jsonb not null,
  widgets jsonb not null,
  filters jsonb not null,
  field_hlcs jsonb not null,
  updated_at timestamptz not null,
  primary key (user_id, key)
);

create index layouts_scope_version_idx on layouts (scope_id, version);

-- Preferences already exist (0001); they become synced rows of the user's scope.
alter table preferences add column scope_id text;
alter table preferences add column version bigint not null default 0;
alter table preferences add column field_hlcs jsonb not null default '{}';
update preferences set scope_id = 'u:' || user_id::text;
alter table preferences alter column scope_id set not null;
create index preferences_scope_version_idx on preferences (scope_id, version);

insert into sync_scopes (scope_id, version) select 'u:' || id::text, 0 from users;

-- Routines (issue 30): a person's named sections of the Today list ("Morning", "Workout"), each
-- with a rule or none: {"kind": "none"} | {"kind": "all"} | {"kind": "any", "count": n} |
-- {"kind": "total", "amount": n, "unit": "minutes"}. Synced rows of the person's scope, merged per
-- field (field_hlcs), deleted as tombstones like habits. Keyed by (user_id, id): a device makes the
-- id, so another person's id can never reach a row that is not theirs.
create table routines (
  user_id uuid not null references users (id) on delete cascade,
  id uuid not null,
  scope_id text not null,
  version bigint not null,
  name text not null,
  rule jsonb not null,
  list_order float8,
  field_hlcs jsonb not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  deleted_at timestamptz,
  primary key (user_id, id)
);

create index routines_scope_version_id_idx on routines (scope_id, version, id);

-- A habit's routine (null: none) and its place in its section (null: not placed, after the placed
-- ones, by creation). Not a foreign key: a routine is deleted as a tombstone and purged later, and
-- a habit naming a routine that is gone reads as in none. Every habit before this release is in
-- none and not placed: the list keeps the order it had, by creation.
alter table habits add column routine_id uuid;
-- The day it joined that routine: the routine's days before it are judged without it.
alter table habits add column routine_since date;
alter table habits add column list_order float8;

-- Two devices of one person that adopt the same group habit while offline each create a habit of
-- their own. The server keeps the first; the second becomes an alias of it, so the check-ins the
-- second device makes on its copy land on the one habit instead of being refused and lost.
create table habit_aliases (
  alias_id uuid primary key,
  habit_id uuid not null references habits (id) on delete cascade,
  user_id uuid not null references users (id) on delete cascade,
  created_at timestamptz not null default now()
);

create index habit_aliases_habit_id_idx on habit_aliases (habit_id);

-- Issue 7: the 'day starts at' preference and sign-in identities from Google and GitHub.

alter table preferences
  add column day_starts_at text not null default '00:00'
  check (day_starts_at ~ '^(0[0-5]:(00|15|30|45)|06:00)$');

-- One row per external account a person signs in with. The provider's stable subject is the key:
-- emails change, and a GitHub login can be renamed.
create table user_identities (
  provider text not null check (provider in ('google', 'github')),
  subject text not null,
  user_id uuid not null references users (id) on delete cascade,
  email text not null,
  created_at timestamptz not null default now(),
  primary key (provider, subject)
);

create index user_identities_user_id_idx on user_identities (user_id);

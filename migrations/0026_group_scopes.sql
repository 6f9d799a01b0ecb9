-- A group is a sync scope (issue 31): what each member may see of a group is kept as rows of the
-- scope 'g:<workspace id>', pulled by their devices with cursors, pages, resets and tombstones as
-- their own data is.
--
-- group_records holds the rows a group scope sends, each with the version that last changed it and
-- who may see it: every member, the owners and admins, or the people listed (an encouragement's
-- two). They are a projection: computed by the server (services/group-projection.ts) from the group's
-- tables, never written by hand. A row no longer there is kept as a tombstone (data null) so a
-- device that holds it learns it is gone.
create table group_records (
  workspace_id uuid not null references workspaces (id) on delete cascade,
  kind text not null check (kind in ('group', 'member', 'habit', 'activity', 'encouragement', 'joinRequest')),
  key text not null,
  version bigint not null,
  audience text not null check (audience in ('members', 'admins', 'people')),
  people jsonb not null default '[]',
  data jsonb,
  deleted_at timestamptz,
  primary key (workspace_id, kind, key)
);

create index group_records_version_idx on group_records (workspace_id, version, kind, key);

-- Who may read a group scope, as the projection last saw it: a member, whether they see what only
-- owners and admins see, and the version from which that holds. A device whose cursor is older
-- than since_version pulls the scope again from the start, so rights gained bring their rows and
-- rights lost take them away.
create table group_viewers (
  workspace_id uuid not null references workspaces (id) on delete cascade,
  user_id uuid not null references users (id) on delete cascade,
  is_admin boolean not null,
  since_version bigint not null,
  primary key (workspace_id, user_id)
);

create index group_viewers_user_idx on group_viewers (user_id);

-- What changed in a group since its rows were last computed, by kind. Every write to the tables a
-- group's rows come from adds a mark here (the triggers below), whatever path made the write, so
-- no write can be forgotten; the next pull by a member computes the marked kinds again and clears
-- the marks it saw. Only ever inserted into by writers, so a busy group's writers never wait on
-- each other here. Not a foreign key: a mark may outlive its group (the rows it marks go with it).
create table group_dirty (
  id bigint generated always as identity primary key,
  workspace_id uuid not null,
  kind text not null check (kind in ('group', 'member', 'habit', 'activity', 'encouragement', 'joinRequest'))
);

create index group_dirty_workspace_idx on group_dirty (workspace_id, id);

-- Marks kinds of one group changed and pokes its members (deduplicated per transaction by
-- PostgreSQL), so their devices pull once the write commits.
create function mark_group(ws uuid, kinds text[]) returns void language plpgsql as $$
begin
  if ws is null then
    return;
  end if;
  insert into group_dirty (workspace_id, kind) select ws, k from unnest(kinds) as k;
  perform pg_notify('habitat_sync', m.user_id::text) from workspace_members m where m.workspace_id = ws;
end;
$$;

-- Marks kinds of every group a person is in (their name, a habit's sharing, their adoptions).
create function mark_groups_of(person uuid, kinds text[]) returns void language plpgsql as $$
declare
  ws uuid;
begin
  for ws in select m.workspace_id from workspace_members m where m.user_id = person order by m.workspace_id loop
    perform mark_group(ws, kinds);
  end loop;
end;
$$;

create function group_rows_changed() returns trigger language plpgsql as $$
declare
  all_kinds constant text[] := array['group', 'member', 'habit', 'activity', 'encouragement', 'joinRequest'];
begin
  if tg_table_name = 'workspaces' then
    perform mark_group(new.id, array['group']);
  elsif tg_table_name = 'workspace_members' then
    -- Who is in the group and in which role changes who sees what of every kind.
    perform mark_group(coalesce(new.workspace_id, old.workspace_id), all_kinds);
    if tg_op = 'DELETE' then
      -- The person who left hears of it too: their device drops the group.
      perform pg_notify('habitat_sync', old.user_id::text);
    end if;
  elsif tg_table_name = 'workspace_habits' then
    perform mark_group(coalesce(new.workspace_id, old.workspace_id), array['group', 'habit']);
  elsif tg_table_name = 'workspace_activities' then
    perform mark_group(coalesce(new.workspace_id, old.workspace_id), array['activity']);
  elsif tg_table_name = 'encouragements' then
    perform mark_group(coalesce(new.workspace_id, old.workspace_id), array['encouragement']);
  elsif tg_table_name = 'workspace_join_requests' then
    perform mark_group(coalesce(new.workspace_id, old.workspace_id), array['joinRequest']);
  elsif tg_table_name = 'workspace_shared_habits' then
    perform mark_group(coalesce(new.workspace_id, old.workspace_id), array['habit', 'activity', 'encouragement']);
  elsif tg_table_name = 'habits' then
    -- A habit's name, sharing or adoption shows in the groups its person is in.
    perform mark_groups_of(coalesce(new.user_id, old.user_id), array['habit', 'activity', 'encouragement']);
  elsif tg_table_name = 'users' then
    perform mark_groups_of(coalesce(new.id, old.id), array['member', 'activity', 'encouragement']);
    perform mark_group(r.workspace_id, array['joinRequest'])
      from workspace_join_requests r where r.user_id = coalesce(new.id, old.id) and r.status = 'pending';
  end if;
  return null;
end;
$$;

create trigger workspaces_group_rows after insert or update on workspaces
  for each row execute function group_rows_changed();
create trigger workspace_members_group_rows after insert or update or delete on workspace_members
  for each row execute function group_rows_changed();
create trigger workspace_habits_group_rows after insert or update or delete on workspace_habits
  for each row execute function group_rows_changed();
create trigger workspace_activities_group_rows after insert or update or delete on workspace_activities
  for each row execute function group_rows_changed();
create trigger encouragements_group_rows after insert or update or delete on encouragements
  for each row execute function group_rows_changed();
create trigger workspace_join_requests_group_rows after insert or update or delete on workspace_join_requests
  for each row execute function group_rows_changed();
create trigger workspace_shared_habits_group_rows after insert or update or delete on workspace_shared_habits
  for each row execute function group_rows_changed();
-- Only the columns a group shows: a check-in or an edit of a reminder never marks a group.
create trigger habits_group_rows after insert or delete or update of
    name, icon, color, workspace_settings, deleted_at, is_active, workspace_id, group_habit_id on habits
  for each row execute function group_rows_changed();
create trigger users_group_rows after update of name, email, avatar or delete on users
  for each row execute function group_rows_changed();

-- Every group there is gets its rows computed on its members' next pull.
insert into group_dirty (workspace_id, kind)
  select w.id, k from workspaces w,
    unnest(array['group', 'member', 'habit', 'activity', 'encouragement', 'joinRequest']) as k;

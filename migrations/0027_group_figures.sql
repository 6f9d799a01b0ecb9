-- Issue 31: a group's figures travel in its scope. A row of kind 'figures' per member holds what
-- the group sees of them over the last 7, 30 and 90 days (the member progress and the leaderboard),
-- computed by the same statement as the REST answers (sync/group-projection.ts). A row of kind
-- 'ownFigures' per member, seen by that member alone, holds their own real numbers in the group,
-- whatever they share.

alter table group_records drop constraint group_records_kind_check;
alter table group_records add constraint group_records_kind_check
  check (kind in ('group', 'member', 'habit', 'activity', 'encouragement', 'joinRequest', 'figures', 'ownFigures'));
alter table group_dirty drop constraint group_dirty_kind_check;
alter table group_dirty add constraint group_dirty_kind_check
  check (kind in ('group', 'member', 'habit', 'activity', 'encouragement', 'joinRequest', 'figures', 'ownFigures'));

-- Figures also change with time: a member's day turns over with no write at all. The quarter hour
-- (of the server's clock) the figures of a group were last computed in; a pull in a later one
-- computes them again (every member's day starts on a quarter hour of their zone).
create table group_figures_clock (
  workspace_id uuid primary key references workspaces (id) on delete cascade,
  quarter bigint not null
);

-- A member's own numbers depend on their own data and the time alone: what they were computed
-- from (the member's scope version and the quarter hour), so a pull computes them only when either moved.
alter table group_viewers add column own_figures text;

-- Check-ins of a group's habits. Statement triggers, so an import of a year of check-ins marks each
-- group once rather than once a row.
create function entries_mark_figures() returns trigger language plpgsql as $$
begin
  perform mark_group(g.workspace_id, array['figures'])
    from (
      select distinct h.workspace_id from habits h
      where h.workspace_id is not null
        and h.id in (select habit_id from changed_entries)
    ) g;
  return null;
end;
$$;

create trigger entries_figures_inserted after insert on entries
  referencing new table as changed_entries
  for each statement execute function entries_mark_figures();
create trigger entries_figures_updated after update on entries
  referencing new table as changed_entries
  for each statement execute function entries_mark_figures();
create trigger entries_figures_deleted after delete on entries
  referencing old table as changed_entries
  for each statement execute function entries_mark_figures();

-- A group habit's schedule, target, limits, pauses, level or life; and the zone and day start that
-- make each member's today.
create function figures_rows_changed() returns trigger language plpgsql as $$
begin
  if tg_table_name = 'habits' then
    if tg_op <> 'INSERT' then
      perform mark_group(old.workspace_id, array['figures']);
    end if;
    if tg_op = 'INSERT' or (tg_op = 'UPDATE' and new.workspace_id is distinct from old.workspace_id) then
      perform mark_group(new.workspace_id, array['figures']);
    end if;
  elsif tg_table_name = 'preferences' then
    perform mark_groups_of(coalesce(new.user_id, old.user_id), array['figures']);
  end if;
  return null;
end;
$$;

create trigger habits_figures after insert or update or delete on habits
  for each row execute function figures_rows_changed();
create trigger preferences_figures after insert or update of timezone, day_starts_at on preferences
  for each row execute function figures_rows_changed();

-- Members joining, leaving and sharing their dashboard change every figure of the group.
create or replace function group_rows_changed() returns trigger language plpgsql as $$
declare
  all_kinds constant text[] := array['group', 'member', 'habit', 'activity', 'encouragement', 'joinRequest', 'figures'];
begin
  if tg_table_name = 'workspaces' then
    perform mark_group(new.id, array['group']);
  elsif tg_table_name = 'workspace_members' then
    perform mark_group(coalesce(new.workspace_id, old.workspace_id), all_kinds);
    if tg_op = 'DELETE' then
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
    perform mark_groups_of(coalesce(new.user_id, old.user_id), array['habit', 'activity', 'encouragement']);
  elsif tg_table_name = 'users' then
    perform mark_groups_of(coalesce(new.id, old.id), array['member', 'activity', 'encouragement', 'figures']);
    perform mark_group(r.workspace_id, array['joinRequest'])
      from workspace_join_requests r where r.user_id = coalesce(new.id, old.id) and r.status = 'pending';
  end if;
  return null;
end;
$$;

insert into group_dirty (workspace_id, kind) select w.id, 'figures' from workspaces w;

-- Issue 31, support first. A group's leaderboard is opt-in (`competition`): a new group does not
-- rank its members until an owner or admin turns it on; groups made before keep the leaderboard
-- their members already saw. A member with no check-in of the group's habits for `away_after_days`
-- days is shown as away and leaves the group's ranking until they check in again.
alter table workspaces
  add column competition boolean not null default false,
  add column away_after_days smallint not null default 7 check (away_after_days between 2 and 60);

update workspaces set competition = true;

-- Who is away follows the group's choice of how long.
create function away_after_changed() returns trigger language plpgsql as $$
begin
  perform mark_group(new.id, array['figures']);
  return null;
end;
$$;

create trigger workspaces_away_after after update of away_after_days on workspaces
  for each row execute function away_after_changed();

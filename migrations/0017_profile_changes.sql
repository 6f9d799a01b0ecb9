-- A person's profile (their users row and their preferences) is cached by each server instance
-- (issue 17). Every change to it, by whatever path, tells every instance through the channel the
-- sync pokes use, once the transaction commits: 'profile-changed:<user id>'.
create function notify_profile_changed() returns trigger language plpgsql as $$
begin
  if tg_table_name = 'users' then
    perform pg_notify('habitat_sync', 'profile-changed:' || coalesce(new.id, old.id)::text);
  else
    perform pg_notify('habitat_sync', 'profile-changed:' || coalesce(new.user_id, old.user_id)::text);
  end if;
  return null;
end;
$$;

create trigger users_profile_changed after update or delete on users
  for each row execute function notify_profile_changed();
create trigger preferences_profile_changed after insert or update or delete on preferences
  for each row execute function notify_profile_changed();

-- Adopting a group habit creates a personal habit that remembers which group habit it came from.
alter table habits add column group_habit_id uuid;

-- A person adopts a group habit once; deleting the adopted habit frees it to be adopted again.
create unique index habits_adoption_key on habits (user_id, group_habit_id)
  where group_habit_id is not null and deleted_at is null;
create index habits_group_habit_idx on habits (group_habit_id) where group_habit_id is not null;

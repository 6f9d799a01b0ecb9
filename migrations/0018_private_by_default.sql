-- Private by default (issue 27): a new membership shares nothing with the group until its person
-- chooses. Existing memberships keep exactly what they share today: their dashboard choice is
-- untouched, and their personal habits stay shown as before ('all', each at its own share level).
-- Only the defaults for rows added from now on change.

-- Which of the person's habits that are not this group's own (personal habits, and habits adopted in
-- other groups) the group's mirror shows: 'all' (each at its own share level, as before this
-- release) or 'chosen' (only those listed in workspace_shared_habits).
alter table workspace_members add column personal_habits text not null default 'all'
  check (personal_habits in ('all', 'chosen'));
alter table workspace_members alter column personal_habits set default 'chosen';

alter table workspace_members alter column dashboard_public set default false;

-- When the person last chose (or confirmed) what they share with this group; null for memberships
-- from before this release and for joins that did not ask (an approved request, a signup from an
-- invitation): the group page then tells them once what they share and offers to change it.
alter table workspace_members add column sharing_chosen_at timestamptz;

create table workspace_shared_habits (
  workspace_id uuid not null,
  user_id uuid not null,
  habit_id uuid not null references habits (id) on delete cascade,
  -- The level this group sees the habit at, when the person chose one for this group alone (a
  -- private habit shared with one group): never written on the habit, so their other groups keep
  -- seeing it at the habit's own level. Null: the habit's own level.
  level text check (level in ('full', 'progress-only', 'streaks-only')),
  primary key (workspace_id, habit_id),
  -- Leaving the group forgets the choice: coming back starts private again.
  foreign key (workspace_id, user_id) references workspace_members (workspace_id, user_id) on delete cascade
);
create index workspace_shared_habits_member_idx on workspace_shared_habits (workspace_id, user_id);

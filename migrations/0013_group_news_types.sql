-- Groups that tell the truth (issue 16): the kinds of news a person can now be told. Past days
-- logged late fold into one item; encouragements and their replies reach the bell; join requests
-- go to a group's admins and their answer back to the person who asked.

alter table notifications drop constraint notifications_type_check;
alter table notifications add constraint notifications_type_check check (type in (
  'habit_completed', 'habit_adopted', 'streak_milestone', 'member_joined', 'badge_earned',
  'habit_backfilled', 'encouragement_received', 'encouragement_replied',
  'join_requested', 'join_approved', 'join_declined'));

alter table workspace_activities drop constraint workspace_activities_type_check;
alter table workspace_activities add constraint workspace_activities_type_check check (type in (
  'habit_completed', 'habit_adopted', 'streak_milestone', 'member_joined', 'habit_created',
  'habit_deleted', 'habit_backfilled'));

-- News that folds (issue 16): one member's check-ins of one day reach a person as one notification
-- ('Ana completed Read, Run and 2 more'), and past days logged late as one per habit ('Ana logged
-- 7 past days of Read'). Unread notifications sharing a key are one row, updated as news arrives;
-- once read, the next news starts a new row. The key leads the index: a check-in taken back finds
-- every recipient's row by its key alone.
alter table notifications add column group_key text;
create unique index notifications_unread_group_key on notifications (group_key, user_id)
  where group_key is not null and not is_read;

-- Read-side lookups of a member's folded past-day items: by habit, newest first.
create index workspace_activities_backfill_idx on workspace_activities (habit_id, created_at desc)
  where type = 'habit_backfilled';
-- The per-sender cap counts a person's unread notifications by who sent them.
create index notifications_unread_actor_idx on notifications (user_id, actor_id) where not is_read;

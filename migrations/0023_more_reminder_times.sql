-- Several reminders a day (issue 30): the times a habit's reminder rings at besides its reminder
-- time, ["12:00", "18:30"], at most four. Empty for every habit before this release.
alter table habits add column more_reminder_times jsonb not null default '[]';
-- A pushed reminder is claimed per habit, day and time: '' is the reminder time (as every claim
-- before this release), else the more time it is for.
alter table push_reminders add column slot text not null default '';
alter table push_reminders drop constraint push_reminders_pkey;
alter table push_reminders add primary key (habit_id, date, slot);

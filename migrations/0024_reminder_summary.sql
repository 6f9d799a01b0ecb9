-- One reminder a day naming what is left, instead of one per habit (issue 30): the time of it,
-- 'HH:MM', or null (a reminder per habit, as before this release). Its pushes are claimed once a
-- person and day across instances, as a habit's reminders are in push_reminders.
alter table preferences add column reminder_summary_at text;
create table push_summaries (
  user_id uuid not null references users (id) on delete cascade,
  date date not null,
  claimed_at timestamptz not null,
  primary key (user_id, date)
);
create index push_summaries_claimed_idx on push_summaries (claimed_at);

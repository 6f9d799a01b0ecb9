-- Web Push (issue 16): reminders, encouragements and (opted-in) group news reach a closed app.

-- What a person wants pushed to their devices with push on; synced preferences like the others.
alter table preferences add column push_encouragements boolean not null default true;
alter table preferences add column push_group_events boolean not null default false;

-- One row per device that turned push on. The endpoint is the push service's address for that
-- browser (its own capability URL), so it is unique: one re-registered by another account moves
-- there. A subscription belongs to the session that made it, so a device signed out elsewhere (a
-- password change, a revoked session) stops receiving the person's news. `server_key` is the VAPID
-- public key it was made with: push services refuse any other.
create table push_subscriptions (
  id uuid primary key,
  user_id uuid not null references users (id) on delete cascade,
  session_id uuid not null references sessions (id) on delete cascade,
  endpoint text not null,
  p256dh text not null,
  auth text not null,
  server_key text not null,
  expires_at timestamptz,
  created_at timestamptz not null,
  seen_at timestamptz not null
);
create unique index push_subscriptions_endpoint_key on push_subscriptions (endpoint);
create index push_subscriptions_user_idx on push_subscriptions (user_id, seen_at);
create index push_subscriptions_session_idx on push_subscriptions (session_id);

-- Messages waiting to be posted, one per device, written in the same transaction as the event they
-- announce (a rolled-back event pushes nothing; a crash after commit loses nothing). A sender claims
-- a row by moving `next_attempt_at` past now, so several instances post each once; a failure moves
-- it further (backoff), and `expires_at` ends it. A notification taken back (an unchecked day) takes
-- its unsent pushes with it; a reminder's row names its habit and day, dropped once the day is done.
create table push_outbox (
  id uuid primary key,
  subscription_id uuid not null references push_subscriptions (id) on delete cascade,
  kind text not null check (kind in ('reminder', 'encouragement', 'group')),
  payload jsonb not null,
  notification_id uuid references notifications (id) on delete cascade,
  habit_id uuid references habits (id) on delete cascade,
  entry_date date,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  next_attempt_at timestamptz not null,
  attempts integer not null default 0
);
create index push_outbox_next_idx on push_outbox (next_attempt_at);
create index push_outbox_subscription_idx on push_outbox (subscription_id);
create index push_outbox_notification_idx on push_outbox (notification_id) where notification_id is not null;

-- A reminder pushed for a habit and the person's day: the primary key makes several instances push
-- it once. Kept a few days, then purged by the reminder pass.
create table push_reminders (
  habit_id uuid not null references habits (id) on delete cascade,
  date date not null,
  user_id uuid not null references users (id) on delete cascade,
  claimed_at timestamptz not null,
  primary key (habit_id, date)
);
create index push_reminders_claimed_idx on push_reminders (claimed_at);

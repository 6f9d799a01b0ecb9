-- Limits (issue 30): a habit is "at least" its target (read 20 pages) or "at most" it (3 coffees),
-- and a limit counts each day or each week. Every habit before this release is "at least", per day.
alter table habits add column target_kind text not null default 'at-least'
  check (target_kind in ('at-least', 'at-most'));
alter table habits add column target_period text not null default 'day'
  check (target_period in ('day', 'week'));

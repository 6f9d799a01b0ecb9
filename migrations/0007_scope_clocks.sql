-- Each scope keeps its own hybrid logical clock (ARCHITECTURE §7): the greatest stamp written in it,
-- read and moved under the scope's row lock. A process-wide clock let one person's fast device push
-- everyone else's server stamps ahead, so their own later device edits lost.
alter table sync_scopes add column hlc text;

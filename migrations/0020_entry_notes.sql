-- A note on a check-in (issue 30). It merges on its own clock (note_hlc), apart from the check's
-- (hlc): a note written on the phone and a check made on the laptop both survive, in any order.
-- Null in both for every entry that has no note, which is every entry before this release.
alter table entries add column note text;
alter table entries add column note_hlc text;

-- Pull pages are bounded in bytes, so one large write (an import, a habit deleted with years of
-- check-ins) is sent over several pages: rows are read in (version, key) order from where the last
-- page stopped, inside a version if need be. These indexes serve that order; they replace the
-- (scope_id, version) ones, of which they are extensions.
create index habits_scope_version_id_idx on habits (scope_id, version, id);
create index entries_scope_version_key_idx on entries (scope_id, version, habit_id, date);
create index layouts_scope_version_key_idx on layouts (scope_id, version, key collate "C");
drop index habits_scope_version_idx;
drop index entries_scope_version_idx;
drop index layouts_scope_version_idx;

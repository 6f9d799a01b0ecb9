-- A habit's pauses and planned rests (issue 30), by id: {"<id>": {"kind": "span", "from": …,
-- "until": …} | {"kind": "rest", "rule": …} | null}. Each merges on its own clock (field_hlcs
-- "pauses.<id>"); null is a removed pause. Empty for every habit before this release.
alter table habits add column pauses jsonb not null default '{}';

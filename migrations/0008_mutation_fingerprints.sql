-- What each applied mutation was (a hash of its name and arguments), so that a different mutation
-- arriving under an id already used (a browser profile restored from another device's backup) is
-- told apart from a resend, instead of being dropped as "already processed".
alter table sync_mutation_results add column fingerprint text;

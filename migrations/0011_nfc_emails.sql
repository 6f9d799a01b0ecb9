-- Every request's text is now stored in Unicode NFC, and sign-in looks an email up by its NFC
-- form: an address stored before in another form is brought to NFC, unless that would make it
-- collide with an account that already has that form (left as it is; such a pair is for a person
-- to sort out, not a migration).
update users u
set email = normalize(u.email, NFC)
where u.email <> normalize(u.email, NFC)
  and not exists (select 1 from users o where o.email = normalize(u.email, NFC));

update workspace_invitations i
set email = normalize(i.email, NFC)
where i.email <> normalize(i.email, NFC)
  and not exists (
    select 1 from workspace_invitations o
    where o.workspace_id = i.workspace_id and o.email = normalize(i.email, NFC));

-- A group's creator is asked what she shares, as every member is (issue 27). Until this release a
-- new group marked its creator's sharing as chosen when it was made, so she was never asked and,
-- sharing nothing by default, was missing from her own group's figures for everyone else.
--
-- A creator whose "choice" is still the one the creation made for her (marked in the creating
-- transaction, within a minute of her joining, and nothing shared since) is asked once on the group
-- page. What she shares does not change: nothing, until she answers.
update workspace_members m
set sharing_chosen_at = null
from workspaces w
where w.id = m.workspace_id
  and m.user_id = w.created_by
  and m.sharing_chosen_at is not null
  and abs(extract(epoch from (m.sharing_chosen_at - m.joined_at))) < 60
  and not m.dashboard_public
  and m.personal_habits = 'chosen'
  and not exists (
    select 1 from workspace_shared_habits s
    where s.workspace_id = m.workspace_id and s.user_id = m.user_id
  );

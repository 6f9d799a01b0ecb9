import type { GroupSettingsValues } from '@habitat/domain';
import { CopyLink } from '../CopyLink';
import { groupLink, groupLinkNote } from './join-texts';

interface GroupLinkProps {
  groupId: string;
  /** The saved settings: the link does what the server will do, not what an unsaved draft says. */
  settings: GroupSettingsValues;
}

/** A public group's link for its owners and admins to pass on (issue 16); nothing for a private group. */
export function GroupLink({ groupId, settings }: GroupLinkProps) {
  const note = groupLinkNote(settings);
  if (!note) return null;
  return (
    <div className="workspace-settings__subsection">
      <CopyLink link={groupLink(window.location.origin, groupId)} label="Group link" />
      <p className="workspace-settings__hint">{note}</p>
    </div>
  );
}

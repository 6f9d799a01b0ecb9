import type { Workspace } from '@habitat/protocol';
import { UserPlus } from 'lucide-react';
import { CopyLink } from '../CopyLink';
import { NetworkActionButton } from '../NetworkActionButton';
import { groupLink } from '../settings/join-texts';
import { inviteFirstText } from './group-detail-texts';

/**
 * The next step of a group that is only its creator (issue 27): invite people, at the top of the
 * page, with the group's link beside it when the link lets people in.
 */
export function InviteFirstCard({ group, onInvite }: { group: Workspace; onInvite(): void }) {
  const text = inviteFirstText(group.name, group.settings.isPublic);
  return (
    <section className="group-next-step" aria-labelledby="group-next-step-title">
      <span className="group-next-step__icon" aria-hidden="true">
        <UserPlus size={22} />
      </span>
      <div className="group-next-step__text">
        <h2 id="group-next-step-title" className="group-next-step__title">
          {text.title}
        </h2>
        <p className="group-next-step__line">{text.line}</p>
      </div>
      <div className="group-next-step__actions">
        <NetworkActionButton className="button button--primary" onClick={onInvite}>
          <UserPlus size={18} aria-hidden="true" /> Invite people
        </NetworkActionButton>
      </div>
      {group.settings.isPublic && (
        <div className="group-next-step__link">
          <CopyLink link={groupLink(window.location.origin, group._id)} label="Or send the group’s link" />
        </div>
      )}
    </section>
  );
}

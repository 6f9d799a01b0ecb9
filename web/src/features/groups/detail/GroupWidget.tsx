import type { MemberRef, Workspace } from '@habitat/protocol';
import type { ReactNode } from 'react';
import type { WidgetDashboard } from '../../../widgets/useWidgetDashboard';
import { WidgetCell } from '../../../widgets/WidgetCell';
import { widgetInfo } from '../../../widgets/widget-catalogue';
import type { Breakpoint } from '../../../widgets/widget-grid';
import type { LocalGroup } from '../data/group-scope';
import { EncouragementFeedWidget } from '../encouragements/EncouragementFeedWidget';
import { GROUP_CATALOGUE } from './group-layout';
import { GroupHabitsWidget } from './widgets/GroupHabitsWidget';
import { LeaderboardWidget } from './widgets/LeaderboardWidget';
import { LeftTodayWidget } from './widgets/LeftTodayWidget';
import { MemberProgressWidget } from './widgets/MemberProgressWidget';
import { RecentActivityWidget } from './widgets/RecentActivityWidget';
import { TeamMembersWidget } from './widgets/TeamMembersWidget';

export interface GroupWidgetContext {
  group: Workspace;
  /** Everything this device holds of the group (issue 31). */
  local: LocalGroup;
  viewerId: string | undefined;
  canManage: boolean;
  /** Owners, and admins while the group allows invitations. */
  canInvite: boolean;
  onInvite(): void;
  /** Opens the Send Encouragement dialog, for one member or to choose one. */
  onEncourage(member?: MemberRef): void;
}

interface GroupWidgetProps {
  type: string;
  breakpoint: Breakpoint;
  board: WidgetDashboard;
  context: GroupWidgetContext;
}

/** One cell of a group's widget grid: the widget of `type` in its frame and its error boundary. */
export function GroupWidget({ type, breakpoint, board, context }: GroupWidgetProps) {
  const info = widgetInfo(type, GROUP_CATALOGUE);
  const title = info?.title ?? type;
  return (
    <WidgetCell type={type} title={title} breakpoint={breakpoint} board={board}>
      {body()}
    </WidgetCell>
  );

  function body(): ReactNode {
    if (!info) return <p className="widget-error__title">Unknown widget type</p>;
    if (info.comingSoon) return <p className="empty-state">{info.comingSoon}</p>;
    const { group, viewerId } = context;
    if (type === 'left-today') {
      return (
        <LeftTodayWidget
          groupId={group._id}
          figures={context.local.figures}
          ownFigures={context.local.ownFigures}
          encouragements={context.local.encouragements}
          viewerId={viewerId}
        />
      );
    }
    if (type === 'team-members') {
      return (
        <TeamMembersWidget
          groupId={group._id}
          members={group.members}
          viewerId={context.viewerId}
          canInvite={context.canInvite}
          onInvite={context.onInvite}
        />
      );
    }
    switch (type) {
      case 'group-habits':
        return <GroupHabitsWidget group={group} habits={context.local.habits} viewerId={viewerId} />;
      case 'recent-activity':
        return <RecentActivityWidget activities={context.local.activity} />;
      case 'member-progress':
        return (
          <MemberProgressWidget
            figures={context.local.figures}
            ownFigures={context.local.ownFigures}
            viewerId={viewerId}
            onEncourage={context.onEncourage}
          />
        );
      case 'leaderboard':
        return (
          <LeaderboardWidget
            competition={group.settings.competition}
            figures={context.local.figures}
            ownFigures={context.local.ownFigures}
            viewerId={viewerId}
          />
        );
      case 'encouragement-feed':
        return (
          <EncouragementFeedWidget
            encouragements={context.local.encouragements}
            viewerId={viewerId}
            onSend={() => context.onEncourage()}
          />
        );
    }
    return <p className="widget-error__title">Unknown widget type</p>;
  }
}

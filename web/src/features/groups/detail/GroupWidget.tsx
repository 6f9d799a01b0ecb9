import { type Breakpoint, GROUP_CATALOGUE, widgetInfo } from '@habitat/domain';
import type { GroupHabit, Workspace } from '@habitat/protocol';
import type { ReactNode } from 'react';
import type { WidgetDashboard } from '../../../widgets/useWidgetDashboard';
import { WidgetCell } from '../../../widgets/WidgetCell';
import type { GroupResource } from './useGroupResource';
import { GroupHabitsWidget } from './widgets/GroupHabitsWidget';
import { TeamMembersWidget } from './widgets/TeamMembersWidget';

export interface GroupWidgetContext {
  workspace: Workspace;
  habits: GroupResource<GroupHabit[]>;
  viewerId: string | undefined;
  canManage: boolean;
  onInvite(): void;
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
    // Not built yet: an honest note instead of invented activity.
    if (info.comingSoon) return <p className="empty-state">{info.comingSoon}</p>;
    if (info.placeholder) return <p className="empty-state">{info.placeholder}</p>;
    const { workspace } = context;
    if (type === 'team-members') {
      return (
        <TeamMembersWidget
          workspaceId={workspace._id}
          members={workspace.members}
          viewerId={context.viewerId}
          canInvite={context.canManage}
          onInvite={context.onInvite}
        />
      );
    }
    if (type === 'group-habits')
      return <GroupHabitsWidget habits={context.habits} canManage={context.canManage} />;
    return <p className="widget-error__title">Unknown widget type</p>;
  }
}

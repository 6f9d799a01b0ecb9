import { type Breakpoint, GROUP_CATALOGUE, type Nudge, widgetInfo } from '@habitat/domain';
import type { GroupHabit, Workspace } from '@habitat/protocol';
import type { ReactNode } from 'react';
import type { WidgetDashboard } from '../../../widgets/useWidgetDashboard';
import { WidgetErrorBoundary } from '../../../widgets/WidgetErrorBoundary';
import { WidgetFrame } from '../../../widgets/WidgetFrame';
import type { GroupResource } from './useGroupResource';
import { GroupHabitsWidget } from './widgets/GroupHabitsWidget';
import { TeamMembersWidget } from './widgets/TeamMembersWidget';

export interface GroupWidgetContext {
  workspace: Workspace;
  habits: GroupResource<GroupHabit[]>;
  viewerId: string | undefined;
  canManage: boolean;
  online: boolean;
  onInvite(): void;
}

interface GroupWidgetProps {
  type: string;
  breakpoint: Breakpoint;
  board: WidgetDashboard;
  context: GroupWidgetContext;
  onMove(type: string, breakpoint: Breakpoint, nudge: Nudge): void;
}

/** One cell of a group's widget grid: the widget of `type` in its frame and its error boundary. */
export function GroupWidget({ type, breakpoint, board, context, onMove }: GroupWidgetProps) {
  const info = widgetInfo(type, GROUP_CATALOGUE);
  const title = info?.title ?? type;
  return (
    <WidgetFrame
      type={type}
      title={title}
      editing={board.isEditable(type)}
      onToggleEdit={() => board.toggleEditing(type)}
      onRemove={() => {
        if (window.confirm(`Remove "${title}" widget?`)) board.remove(type);
      }}
      onMove={(nudge) => onMove(type, breakpoint, nudge)}
    >
      <WidgetErrorBoundary title="Widget Error" detail={type}>
        {body()}
      </WidgetErrorBoundary>
    </WidgetFrame>
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
          online={context.online}
          onInvite={context.onInvite}
        />
      );
    }
    if (type === 'group-habits')
      return <GroupHabitsWidget habits={context.habits} canManage={context.canManage} />;
    return <p className="widget-error__title">Unknown widget type</p>;
  }
}

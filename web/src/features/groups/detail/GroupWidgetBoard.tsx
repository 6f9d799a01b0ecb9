import { useWidgetDashboard } from '../../../widgets/useWidgetDashboard';
import { WidgetBoard } from '../../../widgets/WidgetBoard';
import { GroupWidget, type GroupWidgetContext } from './GroupWidget';
import { GROUP_CATALOGUE, GROUP_WIDGETS, groupLayoutKey } from './group-layout';

/**
 * A group's widget grid, arranged like the dashboard (spec §2: edit mode, add, remove, reset) and
 * stored per group under `group:<id>` as the person's own synced layout.
 */
export function GroupWidgetBoard({ context }: { context: GroupWidgetContext }) {
  const board = useWidgetDashboard(groupLayoutKey(context.group._id), GROUP_CATALOGUE);
  if (!board.ready) return null;
  return (
    <WidgetBoard
      board={board}
      available={GROUP_WIDGETS}
      renderWidget={(type, breakpoint) => (
        <GroupWidget type={type} breakpoint={breakpoint} board={board} context={context} />
      )}
    />
  );
}

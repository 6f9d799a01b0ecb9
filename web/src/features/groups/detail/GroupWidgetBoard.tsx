import { GROUP_CATALOGUE, GROUP_WIDGETS, groupLayoutKey } from '@habitat/domain';
import { useState } from 'react';
import { AddWidgetModal } from '../../../widgets/AddWidgetModal';
import { useWidgetDashboard } from '../../../widgets/useWidgetDashboard';
import { WidgetGrid } from '../../../widgets/WidgetGrid';
import { WidgetToolbar } from '../../../widgets/WidgetToolbar';
import { GroupWidget, type GroupWidgetContext } from './GroupWidget';

/**
 * A group's widget grid, arranged like the dashboard (spec §2: edit mode, add, remove, reset) and
 * stored per group under `group:<id>` as the person's own synced layout.
 */
export function GroupWidgetBoard({ context }: { context: GroupWidgetContext }) {
  const board = useWidgetDashboard(groupLayoutKey(context.workspace._id), GROUP_CATALOGUE);
  const [adding, setAdding] = useState(false);

  if (!board.ready) return null;
  return (
    <>
      <WidgetGrid
        widgets={board.widgets}
        layouts={board.layouts}
        editAll={board.editAll}
        editing={board.editing}
        onLayoutsChange={board.saveLayouts}
        renderWidget={(type, breakpoint) => (
          <GroupWidget type={type} breakpoint={breakpoint} board={board} context={context} />
        )}
      >
        {(breakpoint) => (
          <WidgetToolbar breakpoint={breakpoint} board={board} onAddWidget={() => setAdding(true)} />
        )}
      </WidgetGrid>
      {adding && (
        <AddWidgetModal
          available={GROUP_WIDGETS}
          active={board.widgets}
          onAdd={board.add}
          onClose={() => setAdding(false)}
        />
      )}
    </>
  );
}

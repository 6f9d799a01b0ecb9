import {
  type Breakpoint,
  GRID_COLS,
  GROUP_CATALOGUE,
  GROUP_WIDGETS,
  groupLayoutKey,
  type Nudge,
  nudgeItem,
} from '@habitat/domain';
import { LayoutGrid, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { AddWidgetModal } from '../../../widgets/AddWidgetModal';
import { useWidgetDashboard } from '../../../widgets/useWidgetDashboard';
import { WidgetGrid } from '../../../widgets/WidgetGrid';
import { GroupWidget, type GroupWidgetContext } from './GroupWidget';

/**
 * A group's widget grid, arranged like the dashboard (spec §2: edit mode, add, remove, reset) and
 * stored per group under `group:<id>` as the person's own synced layout.
 */
export function GroupWidgetBoard({ context }: { context: GroupWidgetContext }) {
  const board = useWidgetDashboard(groupLayoutKey(context.workspace._id), GROUP_CATALOGUE);
  const [adding, setAdding] = useState(false);
  const editMode = board.editAll || board.editing.size > 0;

  const moveWidget = (type: string, breakpoint: Breakpoint, nudge: Nudge) =>
    board.saveLayouts({
      [breakpoint]: nudgeItem(board.layouts[breakpoint], type, nudge, GRID_COLS[breakpoint]),
    });

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
          <GroupWidget
            type={type}
            breakpoint={breakpoint}
            board={board}
            context={context}
            onMove={moveWidget}
          />
        )}
      >
        {(breakpoint) => (
          <>
            <div className="group-toolbar">
              <span className="badge" data-testid="grid-view">
                View: {breakpoint}
              </span>
              <label className="checkbox">
                <input
                  type="checkbox"
                  checked={board.editAll}
                  onChange={(event) => board.setEditAll(event.target.checked)}
                />
                Edit All
              </label>
              <span className="group-toolbar__spacer" />
              {editMode && (
                <button type="button" className="button button--outline button--sm" onClick={board.reset}>
                  <RotateCcw size={16} aria-hidden="true" /> Reset Layout
                </button>
              )}
              <button
                type="button"
                className="button button--primary button--sm"
                onClick={() => setAdding(true)}
              >
                <LayoutGrid size={16} aria-hidden="true" /> Add Widget
              </button>
            </div>
            <p className="group-tip">
              Tip: Use 'Edit All' to customize, or click the pencil icon on individual widgets.
            </p>
            <p id="widget-move-help" className="visually-hidden">
              Arrow keys move the widget; Shift with arrow keys resizes it.
            </p>
          </>
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

import { type ReactNode, useState } from 'react';
import { AddWidgetModal } from './AddWidgetModal';
import type { WidgetDashboard } from './useWidgetDashboard';
import { WidgetGrid } from './WidgetGrid';
import { WidgetToolbar } from './WidgetToolbar';
import type { WidgetInfo } from './widget-catalogue';
import type { Breakpoint } from './widget-grid';

interface WidgetBoardProps {
  board: WidgetDashboard;
  /** The widgets the Add Widget modal offers: the board's catalogue. */
  available: readonly WidgetInfo[];
  renderWidget(type: string, breakpoint: Breakpoint): ReactNode;
}

/**
 * A widget dashboard's grid with its toolbar (view, Edit All, Add Widget, Reset Layout) and the Add
 * Widget modal (spec §2, §4 Widget dashboard): the same for every board, only the widgets differ.
 */
export function WidgetBoard({ board, available, renderWidget }: WidgetBoardProps) {
  const [adding, setAdding] = useState(false);
  return (
    <>
      <WidgetGrid
        widgets={board.widgets}
        layouts={board.layouts}
        editAll={board.editAll}
        editing={board.editing}
        onLayoutsChange={board.saveLayouts}
        renderWidget={renderWidget}
      >
        {(breakpoint) => (
          <WidgetToolbar breakpoint={breakpoint} board={board} onAddWidget={() => setAdding(true)} />
        )}
      </WidgetGrid>
      {adding && (
        <AddWidgetModal
          available={available}
          active={board.widgets}
          onAdd={board.add}
          onClose={() => setAdding(false)}
        />
      )}
    </>
  );
}

import { Check, LayoutGrid, Pencil, RotateCcw } from 'lucide-react';
import { isStacked } from './stack-order';
import type { WidgetDashboard } from './useWidgetDashboard';
import type { Breakpoint } from './widget-grid';

/**
 * The controls of a widget grid (spec §4 Widget dashboard): Edit All, the breakpoint in view and
 * Reset Layout while editing, Add Widget, and the tip. Every widget dashboard shows the same ones.
 */
export function WidgetToolbar({
  breakpoint,
  board,
  onAddWidget,
}: {
  breakpoint: Breakpoint;
  board: WidgetDashboard;
  onAddWidget(): void;
}) {
  const editMode = board.editAll || board.editing.size > 0;
  // On a phone the controls wait behind one button until the person wants to arrange (issue 27).
  if (isStacked(breakpoint) && !editMode) {
    return (
      <div className="widget-toolbar widget-toolbar--quiet">
        <button
          type="button"
          className="button button--ghost button--sm"
          onClick={() => board.setEditAll(true)}
        >
          <Pencil size={16} aria-hidden="true" /> Edit dashboard
        </button>
      </div>
    );
  }
  return (
    <>
      <div className="widget-toolbar">
        {/* The breakpoint only matters while arranging: each one keeps its own layout. */}
        {editMode && (
          <span className="badge" data-testid="grid-view">
            View: {breakpoint}
          </span>
        )}
        <label className="checkbox">
          <input
            type="checkbox"
            checked={board.editAll}
            onChange={(event) => board.setEditAll(event.target.checked)}
          />
          Edit All
        </label>
        <span className="widget-toolbar__spacer" />
        {editMode && (
          <button type="button" className="button button--outline button--sm" onClick={board.reset}>
            <RotateCcw size={16} aria-hidden="true" /> Reset Layout
          </button>
        )}
        <button type="button" className="button button--primary button--sm" onClick={onAddWidget}>
          <LayoutGrid size={16} aria-hidden="true" /> Add Widget
        </button>
        {/* On a phone, the way back to the quiet board. */}
        {isStacked(breakpoint) && (
          <button type="button" className="button button--outline button--sm" onClick={board.finishEditing}>
            <Check size={16} aria-hidden="true" /> Done
          </button>
        )}
      </div>
      {!isStacked(breakpoint) && (
        <p className="widget-tip">
          Tip: Use 'Edit All' to customize, or click the pencil icon on individual widgets.
        </p>
      )}
      <p id="widget-move-help" className="visually-hidden">
        Arrow keys move the widget; Shift with arrow keys resizes it.
      </p>
    </>
  );
}

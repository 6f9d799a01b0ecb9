import type { ReactNode } from 'react';
import { isStacked, stackOrder } from './stack-order';
import type { WidgetDashboard } from './useWidgetDashboard';
import { WidgetErrorBoundary } from './WidgetErrorBoundary';
import { WidgetFrame } from './WidgetFrame';
import type { Breakpoint } from './widget-grid';

/**
 * One cell of a widget grid: the frame with its edit, remove and keyboard-move controls wired to
 * the board, and an error boundary so one failing widget never takes the grid down.
 */
export function WidgetCell({
  type,
  title,
  breakpoint,
  board,
  actions,
  bareOnPhone = false,
  children,
}: {
  type: string;
  title: string;
  breakpoint: Breakpoint;
  board: WidgetDashboard;
  /** Controls for the widget's header (the habit list's Add Habit). */
  actions?: ReactNode;
  /** On a phone, outside edit mode, no header bar at all (the Today list). */
  bareOnPhone?: boolean;
  children: ReactNode;
}) {
  // On a phone (the stacked grid) a widget's pencil and trash show only while arranging.
  const arranging = board.editAll || board.editing.size > 0;
  return (
    <WidgetFrame
      type={type}
      title={title}
      editing={board.isEditable(type)}
      onToggleEdit={() => board.toggleEditing(type)}
      onRemove={() => {
        if (window.confirm(`Remove "${title}" widget?`)) board.remove(type);
      }}
      onMove={(nudge) => board.move(type, breakpoint, nudge)}
      stacked={stackPlace(board, type, breakpoint)}
      chrome={!isStacked(breakpoint) || arranging}
      actions={actions}
      header={!(bareOnPhone && isStacked(breakpoint) && !arranging)}
    >
      <WidgetErrorBoundary title="Widget Error" detail={type}>
        {children}
      </WidgetErrorBoundary>
    </WidgetFrame>
  );
}

function stackPlace(board: WidgetDashboard, type: string, breakpoint: Breakpoint) {
  if (!isStacked(breakpoint)) return undefined;
  const order = stackOrder(board.widgets, board.layouts[breakpoint]);
  return { first: order[0] === type, last: order.at(-1) === type };
}

import { type ReactNode, useEffect } from 'react';
import { Responsive } from 'react-grid-layout';
import {
  type Breakpoint,
  GRID_BREAKPOINTS,
  GRID_COLS,
  GRID_MARGIN,
  GRID_ROW_HEIGHT,
  type LayoutItem,
} from './widget-grid';
import 'react-grid-layout/css/styles.css';
import 'react-resizable/css/styles.css';

/**
 * The drag library adds a <style> element on the first drag to stop text selection, which the
 * app's Content Security Policy (no inline styles) refuses. It adds one only when no element with
 * this id exists, so a placeholder stands in and the same rule lives in widgets.css.
 */
function preventInlineDragStyle() {
  const id = 'react-draggable-style-el';
  if (document.getElementById(id)) return;
  const placeholder = document.createElement('meta');
  placeholder.id = id;
  document.head.append(placeholder);
}

interface DeskGridProps {
  width: number;
  breakpoint: Breakpoint;
  widgets: readonly string[];
  layouts: Record<string, LayoutItem[]>;
  onLayoutsChange(layouts: Partial<Record<string, readonly LayoutItem[]>>): void;
  renderWidget(type: string, breakpoint: Breakpoint): ReactNode;
}

/**
 * The wide screens' grid (spec §9), drawn by react-grid-layout. In a module of its own, loaded by
 * WidgetGrid only when a grid is wide enough for it: a phone stacks its widgets and never runs the
 * library (with its drag and resize helpers, a third of the app's code on the first screen).
 */
export function DeskGrid({
  width,
  breakpoint,
  widgets,
  layouts,
  onLayoutsChange,
  renderWidget,
}: DeskGridProps) {
  useEffect(preventInlineDragStyle, []);
  return (
    <Responsive
      width={width}
      breakpoint={breakpoint}
      breakpoints={GRID_BREAKPOINTS}
      cols={GRID_COLS}
      layouts={layouts}
      rowHeight={GRID_ROW_HEIGHT}
      margin={GRID_MARGIN}
      containerPadding={[0, 0]}
      dragConfig={{ enabled: true, handle: '.widget__drag-handle' }}
      resizeConfig={{ enabled: true, handles: ['se'] }}
      onLayoutChange={(_layout, all) => onLayoutsChange(all)}
    >
      {widgets.map((type) => (
        <div key={type} className="widget-cell">
          {renderWidget(type, breakpoint)}
        </div>
      ))}
    </Responsive>
  );
}

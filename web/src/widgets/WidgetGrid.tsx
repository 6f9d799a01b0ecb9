import { type ReactNode, useEffect, useMemo } from 'react';
import { Responsive, useContainerWidth } from 'react-grid-layout';
import {
  BREAKPOINTS,
  type Breakpoint,
  GRID_BREAKPOINTS,
  GRID_COLS,
  GRID_MARGIN,
  GRID_ROW_HEIGHT,
  type LayoutItem,
  type Layouts,
} from './widget-grid';
import 'react-grid-layout/css/styles.css';
import 'react-resizable/css/styles.css';
import { isStacked, stackOrder } from './stack-order';
import './widgets.css';

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

let lastWidth: number | undefined;

export function breakpointFor(width: number): Breakpoint {
  return BREAKPOINTS.find((breakpoint) => width >= GRID_BREAKPOINTS[breakpoint]) ?? 'xxs';
}

interface WidgetGridProps {
  widgets: readonly string[];
  layouts: Layouts;
  editAll: boolean;
  editing: ReadonlySet<string>;
  onLayoutsChange(layouts: Partial<Record<string, readonly LayoutItem[]>>): void;
  /** The frame of one widget; its drag handle carries the class `widget__drag-handle`. */
  renderWidget(type: string, breakpoint: Breakpoint): ReactNode;
  /** Told the breakpoint in use, for the 'View' badge. Drawn above the grid, or under a stack. */
  children?(breakpoint: Breakpoint): ReactNode;
}

/**
 * The responsive widget grid (spec §9: breakpoints lg 1200 … xxs 0, 12/12/12/4/2 columns, rows of
 * 60 px, 20 × 20 margins, vertical compaction). Widgets move and resize only while editable, and
 * only by their handle, so a click inside a widget never starts a drag.
 *
 * On the narrow grids (a phone) the widgets are stacked instead, in the layout's order, each as tall
 * as its content: fixed rows there made a page of blank cards with lists scrolling inside them. The
 * toolbar then goes under the stack, so the page opens on the person's habits, not on its controls.
 */
export function WidgetGrid(props: WidgetGridProps) {
  const { widgets, layouts, editAll, editing, onLayoutsChange, renderWidget, children } = props;
  // The grid draws at its last measured width straight away. The first grid of a page load waits
  // for its width to be measured instead: a guess would lay every widget out twice, animate them
  // across the page while the person reaches for one, and on a phone draw the desk grid first.
  const { width, containerRef, mounted } = useContainerWidth({
    initialWidth: lastWidth ?? window.innerWidth,
    measureBeforeMount: lastWidth === undefined,
  });
  useEffect(preventInlineDragStyle, []);
  useEffect(() => {
    lastWidth = width;
  }, [width]);
  const breakpoint = breakpointFor(width);
  const editableLayouts = useMemo(() => {
    const result: Record<string, LayoutItem[]> = {};
    for (const name of BREAKPOINTS) {
      result[name] = layouts[name].map((item) => {
        const editable = editAll || editing.has(item.i);
        return { ...item, isDraggable: editable, isResizable: editable };
      });
    }
    return result;
  }, [layouts, editAll, editing]);

  const layout = layouts[breakpoint];
  const stackedOrder = useMemo(() => stackOrder(widgets, layout), [widgets, layout]);

  // Only the box to measure until its width is known (the first grid of a page load).
  if (!mounted) return <div ref={containerRef} className="widget-grid" />;

  if (isStacked(breakpoint)) {
    return (
      <div ref={containerRef} className="widget-grid widget-grid--stacked">
        <div className="widget-stack">
          {stackedOrder.map((type) => (
            <div key={type} className="widget-cell">
              {renderWidget(type, breakpoint)}
            </div>
          ))}
        </div>
        {children?.(breakpoint)}
      </div>
    );
  }

  return (
    <div ref={containerRef} className="widget-grid">
      {children?.(breakpoint)}
      <Responsive
        width={width}
        breakpoint={breakpoint}
        breakpoints={GRID_BREAKPOINTS}
        cols={GRID_COLS}
        layouts={editableLayouts}
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
    </div>
  );
}

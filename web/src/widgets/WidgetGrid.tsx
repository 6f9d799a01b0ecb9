import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useContainerWidth } from './container-width';
import { isStacked, stackOrder } from './stack-order';
import { BREAKPOINTS, type Breakpoint, GRID_BREAKPOINTS, type LayoutItem, type Layouts } from './widget-grid';
import './widgets.css';

type DeskGridModule = typeof import('./DeskGrid');
let deskGrid: Promise<DeskGridModule> | undefined;
let deskGridLoaded: DeskGridModule | undefined;
/** When the fetch under way began (performance.now()): whether the network returned after it. */
let deskGridStartedAt = 0;
/** The grid library's module, fetched once; a failed fetch is tried again next time. */
function loadDeskGrid(): Promise<DeskGridModule> {
  if (!deskGrid) deskGridStartedAt = performance.now();
  deskGrid ??= import('./DeskGrid').then(
    (module) => {
      deskGridLoaded = module;
      return module;
    },
    (failure: unknown) => {
      deskGrid = undefined;
      throw failure;
    },
  );
  return deskGrid;
}
// A window wide enough for the grid starts fetching it as the app loads, alongside the person's
// data, so the grid does not wait for it after them; a phone never fetches it.
if (typeof window !== 'undefined' && window.innerWidth >= GRID_BREAKPOINTS.sm)
  void loadDeskGrid().catch(() => {});

/**
 * The grid's module once it is loaded, and whether fetching it failed. Not React.lazy: a lazy
 * component suspends at its first render even when its module is already there, and React holds a
 * revealed fallback for 300 ms, which put the desk's first habits a third of a second late.
 *
 * A failed fetch (offline before the chunk was cached, a deploy that replaced it) is tried again
 * when the network returns, and at the next mount; meanwhile the board is stacked, as on a phone.
 */
function useDeskGrid(wanted: boolean): { module: DeskGridModule | undefined; failed: boolean } {
  const [module, setModule] = useState(deskGridLoaded);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // When the network last came back. A fetch that fails after it began before that moment is tried
  // again at once: the network returning while a doomed fetch was still on its way is not missed.
  const onlineAt = useRef(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is what asks for a new try.
  useEffect(() => {
    if (!wanted || module) return;
    let live = true;
    const pending = loadDeskGrid();
    const startedAt = deskGridStartedAt;
    pending.then(
      (loaded) => {
        if (!live) return;
        setModule(loaded);
        setFailed(false);
      },
      () => {
        if (!live) return;
        if (onlineAt.current > startedAt) setAttempt((count) => count + 1);
        else setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [wanted, module, attempt]);
  useEffect(() => {
    if (!wanted || module) return;
    const tryAgain = () => {
      onlineAt.current = performance.now();
      setAttempt((count) => count + 1);
    };
    window.addEventListener('online', tryAgain);
    return () => window.removeEventListener('online', tryAgain);
  }, [wanted, module]);
  const loaded = module ?? deskGridLoaded;
  return { module: loaded, failed: failed && !loaded };
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
  /** Called with the breakpoint in use, for the 'View' badge. Drawn above the grid, or under a stack. */
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

  const narrow = isStacked(breakpoint);
  const { module: desk, failed: deskFailed } = useDeskGrid(mounted && !narrow);
  // Without the grid's module the widgets are stacked rather than left out: a board, never a blank.
  const stacked = narrow || (deskFailed && !desk);
  const layout = layouts[breakpoint];
  const stackedOrder = useMemo(() => stackOrder(widgets, layout), [widgets, layout]);

  // Only the box to measure until its width is known (the first grid of a page load).
  if (!mounted) return <div ref={containerRef} className="widget-grid" />;

  if (stacked) {
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
      {desk && (
        <desk.DeskGrid
          width={width}
          breakpoint={breakpoint}
          widgets={widgets}
          layouts={editableLayouts}
          onLayoutsChange={onLayoutsChange}
          renderWidget={renderWidget}
        />
      )}
    </div>
  );
}

import { writeFailureText } from '@habitat/sync-client';
import { useCallback, useMemo, useState } from 'react';
import { useLayoutRecord } from '../data/hooks';
import { mutateLocal } from '../data/mutations';
import { useToast } from '../ui/toast/ToastProvider';
import { isStacked, moveInStack } from './stack-order';
import { isRetiredDefault, normalizeLayouts, normalizeWidgets } from './stored-layout-repair';
import type { WidgetCatalogue } from './widget-catalogue';
import {
  BREAKPOINTS,
  type Breakpoint,
  GRID_COLS,
  type LayoutItem,
  type Layouts,
  storedLayoutItem,
} from './widget-grid';
import { addWidget, type Nudge, nudgeItem, removeWidget } from './widget-placement';

export interface WidgetDashboard {
  /** False until the stored document has been read, so the defaults never flash first. */
  ready: boolean;
  widgets: string[];
  layouts: Layouts;
  filters: Readonly<Record<string, unknown>>;
  editAll: boolean;
  setEditAll(on: boolean): void;
  /** Widgets in edit mode on their own (the pencil). */
  editing: ReadonlySet<string>;
  toggleEditing(type: string): void;
  isEditable(type: string): boolean;
  /** Leaves edit mode: Edit All off and no widget in edit mode on its own. */
  finishEditing(): void;
  add(type: string): void;
  remove(type: string): void;
  reset(): void;
  saveLayouts(layouts: Partial<Record<string, readonly LayoutItem[]>>): void;
  saveFilter(name: string, value: unknown): void;
  /** The keyboard's move or resize of one widget on one breakpoint's grid. */
  move(type: string, breakpoint: Breakpoint, nudge: Nudge): void;
}

function plainObject(value: unknown): Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function sameLayout(a: readonly LayoutItem[], b: readonly LayoutItem[]): boolean {
  const key = (items: readonly LayoutItem[]) =>
    JSON.stringify(
      items
        .map(({ i, x, y, w, h }) => [i, x, y, w, h])
        .sort((p, q) => String(p[0]).localeCompare(String(q[0]))),
    );
  return key(a) === key(b);
}

/**
 * A widget dashboard's state (spec §4 Widget dashboard): the widget list, the layout of every
 * breakpoint and the widgets' filters, read from the device's synced copy and saved through the
 * `layout.save` mutation, so the arrangement follows the person to their other devices. What is
 * stored is used only if valid. Edit mode is this screen's state and is not saved. The catalogue says
 * which widgets this kind of dashboard offers and how it starts, so every dashboard shares these rules.
 */
export function useWidgetDashboard(key: string, catalogue: WidgetCatalogue): WidgetDashboard {
  const record = useLayoutRecord(key);
  const toast = useToast();
  const [editAll, setEditAll] = useState(false);
  const [editing, setEditing] = useState<ReadonlySet<string>>(new Set());

  // A widget list the document has never saved is absent, not empty: the defaults apply to it.
  let storedWidgets = record?.fieldHlcs.widgets ? record.widgets : undefined;
  let storedLayouts = record?.layouts;
  // A page still exactly as an earlier version laid it out was never arranged: today's default.
  const retired = record ? isRetiredDefault(storedWidgets, storedLayouts, catalogue) : false;
  if (retired) {
    storedWidgets = undefined;
    storedLayouts = undefined;
  }
  const widgets = useMemo(() => normalizeWidgets(storedWidgets, catalogue), [storedWidgets, catalogue]);
  const layouts = useMemo(
    () => normalizeLayouts(storedLayouts, widgets, catalogue),
    [storedLayouts, widgets, catalogue],
  );
  const filters = useMemo(() => plainObject(record?.filters), [record]);
  // A move starts from the last move made, not from the last one stored and read back: two quick
  // taps on 'up' are two places, though the first is still on its way through the device's database.
  // biome-ignore lint/correctness/useExhaustiveDependencies: made afresh whenever the stored layouts change, once the moves have been read back
  const moved = useMemo<{ to: Partial<Layouts> }>(() => ({ to: {} }), [layouts]);

  /**
   * Sends only what changed: breakpoints and filters merge one by one across devices. The first
   * change to a page read as today's default over a retired one stores that default whole, or the
   * retired list would come back with it.
   */
  const save = useCallback(
    (change: {
      layouts?: Partial<Record<string, readonly LayoutItem[]>>;
      widgets?: string[];
      filters?: Record<string, unknown>;
    }) => {
      const patch =
        retired && !change.widgets
          ? { ...change, widgets, layouts: { ...layouts, ...(change.layouts ?? {}) } }
          : change;
      const stored = patch.layouts
        ? Object.fromEntries(
            Object.entries(patch.layouts).map(([breakpoint, items]) => [
              breakpoint,
              (items ?? []).map(storedLayoutItem),
            ]),
          )
        : undefined;
      mutateLocal('layout.save', {
        key,
        ...(stored ? { layouts: stored } : {}),
        ...(patch.widgets ? { widgets: patch.widgets } : {}),
        ...(patch.filters ? { filters: patch.filters } : {}),
      }).catch((error: Error) => toast.error(writeFailureText('Failed to save the dashboard', error)));
    },
    [key, toast, retired, widgets, layouts],
  );

  const saveLayouts = useCallback(
    (changed: Partial<Record<string, readonly LayoutItem[]>>) => {
      const next: Partial<Record<string, readonly LayoutItem[]>> = {};
      for (const breakpoint of BREAKPOINTS) {
        const items = changed[breakpoint];
        if (items && !sameLayout(items, layouts[breakpoint])) next[breakpoint] = items;
      }
      if (Object.keys(next).length > 0) save({ layouts: next });
    },
    [layouts, save],
  );

  const saveFilter = useCallback(
    (name: string, value: unknown) => save({ filters: { [name]: value } }),
    [save],
  );

  const toggleEditing = useCallback((type: string) => {
    setEditing((current) => {
      const next = new Set(current);
      if (!next.delete(type)) next.add(type);
      return next;
    });
  }, []);

  return {
    ready: record !== undefined,
    widgets,
    layouts,
    filters,
    editAll,
    setEditAll,
    editing,
    toggleEditing,
    isEditable: (type) => editAll || editing.has(type),
    finishEditing: () => {
      setEditAll(false);
      setEditing(new Set());
    },
    add: (type) => save(addWidget(widgets, layouts, type, catalogue)),
    remove: (type) => {
      setEditing((current) => {
        const next = new Set(current);
        next.delete(type);
        return next;
      });
      save(removeWidget(widgets, layouts, type));
    },
    reset: () => {
      setEditing(new Set());
      save({ widgets: [...catalogue.defaultWidgets], layouts: catalogue.defaultLayouts() });
    },
    saveLayouts,
    saveFilter,
    move: (type, breakpoint, nudge) => {
      const cols = GRID_COLS[breakpoint];
      const layout = moved.to[breakpoint] ?? layouts[breakpoint];
      let next: LayoutItem[];
      // A stack has no sideways or sizes: only its order, kept compact (stack-order.ts).
      if (isStacked(breakpoint)) {
        if (nudge !== 'up' && nudge !== 'down') return;
        next = moveInStack(widgets, layout, type, nudge, cols);
      } else {
        next = nudgeItem(layout, type, nudge, cols);
      }
      moved.to[breakpoint] = next;
      saveLayouts({ [breakpoint]: next });
    },
  };
}

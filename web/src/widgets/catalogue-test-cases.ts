import { expect, it } from 'vitest';
import { normalizeLayouts, normalizeWidgets, validLayoutItem } from './stored-layout-repair';
import type { WidgetCatalogue } from './widget-catalogue';
import { BREAKPOINTS, GRID_COLS, type LayoutItem } from './widget-grid';

function overlap(a: LayoutItem, b: LayoutItem): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

/**
 * What every board's catalogue owes the layout rules, whatever its widgets. Each board's own test
 * file runs these next to its specifics: the boards' catalogues live in their features, and a
 * feature does not import another.
 */
export function itHasSoundDefaults(catalogue: WidgetCatalogue): void {
  it('lays out exactly the default widgets, within every breakpoint, without overlaps', () => {
    const layouts = catalogue.defaultLayouts();
    for (const breakpoint of BREAKPOINTS) {
      const items = layouts[breakpoint];
      expect(items.map((item) => item.i).sort()).toEqual([...catalogue.defaultWidgets].sort());
      for (const item of items) {
        expect(validLayoutItem(item, GRID_COLS[breakpoint]), `${breakpoint} ${item.i}`).not.toBeNull();
      }
      for (const a of items) {
        for (const b of items) {
          if (a !== b) expect(overlap(a, b), `${breakpoint} ${a.i}/${b.i}`).toBe(false);
        }
      }
    }
  });

  it('returns fresh layouts each time, so a change to one never leaks into the defaults', () => {
    const untouched = catalogue.defaultLayouts();
    const changed = catalogue.defaultLayouts();
    changed.lg[0] = { i: 'x', x: 0, y: 0, w: 1, h: 1 };
    changed.xxs.pop();
    expect(catalogue.defaultLayouts()).toEqual(untouched);
  });

  it('falls back to its own defaults for a missing or invalid document', () => {
    for (const bad of [undefined, ['Bad']]) {
      expect(normalizeWidgets(bad, catalogue)).toEqual([...catalogue.defaultWidgets]);
    }
    expect(normalizeLayouts(undefined, catalogue.defaultWidgets, catalogue)).toEqual(
      catalogue.defaultLayouts(),
    );
  });
}

import { describe, expect, it } from 'vitest';
import { BREAKPOINTS, GRID_COLS } from '../../../widgets/widget-grid';
import { listRows, mirrorLayouts, mirrorWidgetTitle, rowsFor } from './mirror-layout';

describe('mirrorLayouts', () => {
  it('puts the chart full width on every breakpoint, the list under it', () => {
    const layouts = mirrorLayouts(3);
    for (const breakpoint of BREAKPOINTS) {
      const [chart, list] = layouts[breakpoint];
      expect(chart).toMatchObject({
        i: 'habits-overview',
        x: 0,
        y: 0,
        w: GRID_COLS[breakpoint],
        static: true,
      });
      expect(list).toMatchObject({
        i: 'habit-list',
        x: 0,
        y: chart?.h,
        w: GRID_COLS[breakpoint],
        static: true,
      });
    }
  });

  it('grows the list with the habits, within bounds', () => {
    expect(listRows(0, false)).toBe(4);
    expect(listRows(5, false)).toBeGreaterThan(listRows(2, false));
    expect(listRows(5, true)).toBeGreaterThan(listRows(5, false));
    expect(listRows(500, true)).toBe(40);
  });
});

describe('rowsFor', () => {
  it('counts rows of 60 px with 20 px between them', () => {
    expect(rowsFor(60)).toBe(1);
    expect(rowsFor(140)).toBe(2);
    expect(rowsFor(141)).toBe(3);
  });
});

describe('mirrorWidgetTitle', () => {
  it('names the two widgets and leaves anything else as it is', () => {
    expect(mirrorWidgetTitle('habits-overview')).toBe('Habits Overview');
    expect(mirrorWidgetTitle('habit-list')).toBe('Habits');
    expect(mirrorWidgetTitle('other')).toBe('other');
  });
});

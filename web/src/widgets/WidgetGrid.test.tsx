// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BREAKPOINTS, type Layouts } from './widget-grid';

// A desk-wide board whose grid module cannot be fetched until the test lets it.
const chunk = vi.hoisted(() => ({ available: false }));
vi.mock('./DeskGrid', () => {
  if (!chunk.available) throw new Error('Failed to fetch dynamically imported module');
  return { DeskGrid: () => <p>The desk grid</p> };
});
vi.mock('./container-width', () => ({
  useContainerWidth: () => ({ width: 1400, containerRef: { current: null }, mounted: true }),
}));

const { WidgetGrid } = await import('./WidgetGrid');

const widgets = ['habits', 'streaks'];
const layouts = Object.fromEntries(
  BREAKPOINTS.map((name) => [
    name,
    [
      { i: 'habits', x: 0, y: 0, w: 6, h: 4 },
      { i: 'streaks', x: 6, y: 0, w: 6, h: 4 },
    ],
  ]),
) as Layouts;

function board() {
  return (
    <WidgetGrid
      widgets={widgets}
      layouts={layouts}
      editAll={false}
      editing={new Set()}
      onLayoutsChange={() => {}}
      renderWidget={(type) => <p>Widget {type}</p>}
    />
  );
}

describe('a desk board whose grid module fails to load', () => {
  it('stacks its widgets, and takes the grid once the network returns', { timeout: 20_000 }, async () => {
    render(board());
    expect(await screen.findByText('Widget habits', {}, { timeout: 9000 })).toBeTruthy();
    expect(screen.getByText('Widget streaks')).toBeTruthy();
    expect(screen.queryByText('The desk grid')).toBeNull();

    chunk.available = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    // The grid's module is fetched again once the network returns; on a loaded machine that import
    // can take longer than findByText's default second, so the wait is for the grid, up to the test's.
    expect(await screen.findByText('The desk grid', {}, { timeout: 9000 })).toBeTruthy();
  });
});

import { expect, it } from 'vitest';
import { storedLayoutItem } from './widget-grid';

it('stores only the fields of a layout item', () => {
  const item = { i: 'a', x: 1, y: 2, w: 3, h: 4, moved: false, static: false, minW: 2, isDraggable: true };
  expect(storedLayoutItem(item)).toEqual({ i: 'a', x: 1, y: 2, w: 3, h: 4, moved: false, static: false });
});

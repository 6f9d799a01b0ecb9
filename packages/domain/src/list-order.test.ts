import { describe, expect, it } from 'vitest';
import {
  compareListOrder,
  endOfList,
  listSections,
  moveInList,
  placeAtEnd,
  readListOrder,
} from './list-order';

const item = (
  id: string,
  listOrder: number | undefined,
  createdAt = '2026-01-01T00:00:00Z',
  routineId?: string | null,
) => ({
  id,
  createdAt,
  ...(listOrder === undefined ? {} : { listOrder }),
  ...(routineId === undefined ? {} : { routineId }),
});
const routine = (id: string, listOrder: number, deletedAt: string | null = null) => ({
  id,
  listOrder,
  createdAt: '2026-01-01T00:00:00Z',
  deletedAt,
});

describe('list order', () => {
  it('orders the placed by number, then the rest (rows from before the order, new ones) by when each was made', () => {
    const old = item('b', undefined, '2026-01-02T00:00:00Z');
    const older = item('c', undefined, '2026-01-01T00:00:00Z');
    const placed = item('a', 7, '2026-03-01T00:00:00Z');
    const first = item('d', -1, '2026-04-01T00:00:00Z');
    const made = { ...item('e', undefined, '2026-05-01T00:00:00Z'), listOrder: null };
    expect([made, old, older, placed, first].sort(compareListOrder).map((x) => x.id)).toEqual([
      'd',
      'a',
      'c',
      'b',
      'e',
    ]);
  });

  it('reads only finite numbers within a billion', () => {
    expect(readListOrder(3.5)).toBe(3.5);
    expect(readListOrder(Number.NaN)).toBeNull();
    expect(readListOrder(Number.POSITIVE_INFINITY)).toBeNull();
    expect(readListOrder(2e9)).toBeNull();
    expect(readListOrder('1')).toBeNull();
  });

  it('sections: live routines in order with their habits, then the habits in none, a deleted or unknown routine reading as none', () => {
    const sections = listSections(
      [
        item('h1', 1, undefined, 'morning'),
        item('h2', 0, undefined, 'morning'),
        item('h3', 0, undefined, 'gone'),
        item('h4', 0, undefined, 'stranger'),
        item('h5', 0),
      ],
      [routine('evening', 2), routine('morning', 1), routine('gone', 0, '2026-02-01T00:00:00Z')],
    );
    expect(sections.map((s) => [s.routine?.id ?? null, s.habits.map((h) => h.id)])).toEqual([
      ['morning', ['h2', 'h1']],
      ['evening', []],
      [null, ['h3', 'h4', 'h5']],
    ]);
  });

  it('moves an item up or down, numbering the list afresh and naming only what changed', () => {
    const list = [item('a', 0), item('b', 1), item('c', 2)];
    expect(moveInList(list, 'c', -1)).toEqual([
      { id: 'c', listOrder: 1 },
      { id: 'b', listOrder: 2 },
    ]);
    expect(moveInList(list, 'a', -1)).toEqual([]);
    expect(moveInList(list, 'c', 1)).toEqual([]);
    expect(moveInList(list, 'x', 1)).toEqual([]);
  });

  it('gives every item of a list not placed yet its place when one moves', () => {
    const ties = [item('a', undefined), item('b', undefined), item('c', undefined)];
    const moves = moveInList(ties, 'a', 1);
    expect(moves).toEqual([
      { id: 'b', listOrder: 0 },
      { id: 'a', listOrder: 1 },
      { id: 'c', listOrder: 2 },
    ]);
    const after = ties
      .map((x) => ({ ...x, listOrder: moves.find((m) => m.id === x.id)?.listOrder ?? x.listOrder ?? 0 }))
      .sort(compareListOrder);
    expect(after.map((x) => x.id)).toEqual(['b', 'a', 'c']);
  });

  it('puts a new item after every placed one', () => {
    expect(endOfList([])).toBe(0);
    expect(endOfList([item('a', 4), item('b', undefined)])).toBe(5);
  });

  it('places items at the end of a list, placing the ones there first when they are not yet', () => {
    expect(placeAtEnd([item('a', 0), item('b', 3)], ['x', 'y'])).toEqual([
      { id: 'x', listOrder: 4 },
      { id: 'y', listOrder: 5 },
    ]);
    expect(placeAtEnd([item('a', undefined), item('b', 1)], ['x'])).toEqual([
      { id: 'a', listOrder: 0 },
      { id: 'x', listOrder: 2 },
    ]);
    expect(placeAtEnd([], ['x'])).toEqual([{ id: 'x', listOrder: 0 }]);
    // Near the highest place a list keeps, the list is numbered afresh rather than going past it.
    expect(placeAtEnd([item('a', 1e9)], ['x', 'y'])).toEqual([
      { id: 'a', listOrder: 0 },
      { id: 'x', listOrder: 1 },
      { id: 'y', listOrder: 2 },
    ]);
  });
});

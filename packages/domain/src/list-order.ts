/**
 * The order of the Today list (issue 30): routines as sections, each with its habits in the order
 * the person chose, then the habits outside any routine. Habits and routines carry a `listOrder`:
 * a number once placed, or none (null, or absent on rows from before it): not placed, after the
 * placed ones, by when each was made, which was the list's only order before. So a list nobody
 * ordered keeps that order, and a habit made later (on any device, or through the API) goes last.
 */

/** Something with a place in a list. */
export interface Ordered {
  id: string;
  listOrder?: number | null;
  createdAt: string;
}

/** A position in a list: any finite number, kept within a range every database stores exactly. */
export function readListOrder(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= MAX_LIST_ORDER
    ? value
    : null;
}

/** The highest place (and, negative, the lowest) a list keeps: the wire's bound too. */
export const MAX_LIST_ORDER = 1e9;

export function compareListOrder(a: Ordered, b: Ordered): number {
  const x = a.listOrder ?? null;
  const y = b.listOrder ?? null;
  if (x !== y) {
    if (x === null) return 1;
    if (y === null) return -1;
    return x - y;
  }
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

export interface ListSection<H, R> {
  /** The routine heading the section, or null for the habits in no routine. */
  routine: R | null;
  habits: H[];
}

/**
 * The list's sections: each live routine in its order, with its habits (possibly none), and last the
 * habits in no live routine. A habit whose routine was deleted, or is unknown here, is in no routine.
 */
export function listSections<
  H extends Ordered & { routineId?: string | null },
  R extends Ordered & { deletedAt: string | null },
>(habits: readonly H[], routines: readonly R[]): ListSection<H, R>[] {
  const live = routines.filter((routine) => !routine.deletedAt).sort(compareListOrder);
  const sections = new Map<string, ListSection<H, R>>(
    live.map((routine) => [routine.id, { routine, habits: [] }]),
  );
  const outside: ListSection<H, R> = { routine: null, habits: [] };
  for (const habit of [...habits].sort(compareListOrder)) {
    const section = (habit.routineId && sections.get(habit.routineId)) || outside;
    section.habits.push(habit);
  }
  return [...sections.values(), outside];
}

/** A new place in a list: each item whose number changes, and its new number. */
export interface ListMove {
  id: string;
  listOrder: number;
}

/**
 * Moves one item of a list (given in its shown order) `by` places up (negative) or down. The list is
 * numbered afresh from 0, and only the items whose number changes are returned, so a move writes
 * few rows, and a list with items not placed yet becomes one where each has its place. Nothing, when the item is not there or cannot go further.
 */
export function moveInList(
  items: readonly Pick<Ordered, 'id' | 'listOrder'>[],
  id: string,
  by: number,
): ListMove[] {
  const from = items.findIndex((item) => item.id === id);
  const to = from + by;
  if (from < 0 || by === 0 || to < 0 || to >= items.length) return [];
  const order = [...items];
  const [moved] = order.splice(from, 1);
  if (moved) order.splice(to, 0, moved);
  return order.flatMap((item, index) =>
    item.listOrder === index ? [] : [{ id: item.id, listOrder: index }],
  );
}

/**
 * Puts `ids` at the end of a list (given in its shown order), in that order: the list's items keep
 * their order, numbered afresh from 0 if any was not placed yet, and only changes are returned.
 */
export function placeAtEnd(
  items: readonly Pick<Ordered, 'id' | 'listOrder'>[],
  ids: readonly string[],
): ListMove[] {
  const joining = new Set(ids);
  const staying = items.filter((item) => !joining.has(item.id));
  // Renumbered too when the end is near the highest place a list keeps.
  const renumber =
    staying.some((item) => typeof item.listOrder !== 'number') ||
    endOfList(staying) + ids.length > MAX_LIST_ORDER;
  const moves: ListMove[] = [];
  staying.forEach((item, index) => {
    if (renumber && item.listOrder !== index) moves.push({ id: item.id, listOrder: index });
  });
  let next = renumber ? staying.length : endOfList(staying);
  for (const id of ids) {
    moves.push({ id, listOrder: next });
    next += 1;
  }
  return moves;
}

/** The number that puts an item after every placed item of a list (those not placed come after it). */
export function endOfList(items: readonly Pick<Ordered, 'listOrder'>[]): number {
  const placed = items.flatMap((item) => (typeof item.listOrder === 'number' ? [item.listOrder] : []));
  if (placed.length === 0) return 0;
  return Math.min(MAX_LIST_ORDER, Math.max(...placed) + 1);
}

import { applyHabitCreate, formatHlc, type HabitRecord } from '@habitat/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cancelPendingDelete, deleteWithUndo, UNDO_WINDOW_MS } from './undoable-delete';

const { mutateLocal } = vi.hoisted(() => ({ mutateLocal: vi.fn(async () => 1) }));
vi.mock('../data/mutations', () => ({ mutateLocal }));

function habit(isActive = true): HabitRecord {
  const hlc = formatHlc({ physical: 100, counter: 0, node: 'a' });
  const created = applyHabitCreate(undefined, { id: 'h1', fields: { name: 'Read', isActive } }, hlc, 'now');
  if (!created) throw new Error('not created');
  return created;
}

beforeEach(() => {
  vi.useFakeTimers();
  mutateLocal.mockReset();
  mutateLocal.mockResolvedValue(1);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('deleting with Undo', () => {
  it('archives at once and deletes only when the window ends', async () => {
    await deleteWithUndo(habit(), vi.fn());
    expect(mutateLocal).toHaveBeenCalledWith('habit.archive', { id: 'h1', archived: true });
    expect(mutateLocal).not.toHaveBeenCalledWith('habit.delete', expect.anything());
    vi.advanceTimersByTime(UNDO_WINDOW_MS - 1);
    expect(mutateLocal).not.toHaveBeenCalledWith('habit.delete', expect.anything());
    vi.advanceTimersByTime(1);
    expect(mutateLocal).toHaveBeenCalledWith('habit.delete', { id: 'h1' });
  });

  it('brings the habit back on Undo and never deletes it', async () => {
    const undo = await deleteWithUndo(habit(), vi.fn());
    undo();
    expect(mutateLocal).toHaveBeenLastCalledWith('habit.archive', { id: 'h1', archived: false });
    vi.advanceTimersByTime(UNDO_WINDOW_MS * 2);
    expect(mutateLocal).not.toHaveBeenCalledWith('habit.delete', expect.anything());
  });

  it('leaves an archived habit archived on Undo, and a restore from the archive cancels the delete', async () => {
    const undo = await deleteWithUndo(habit(false), vi.fn());
    expect(mutateLocal).not.toHaveBeenCalled();
    undo();
    expect(mutateLocal).not.toHaveBeenCalled();
    await deleteWithUndo(habit(false), vi.fn());
    cancelPendingDelete('h1');
    vi.advanceTimersByTime(UNDO_WINDOW_MS * 2);
    expect(mutateLocal).not.toHaveBeenCalled();
  });
});

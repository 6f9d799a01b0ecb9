import { applyHabitCreate, formatHlc, type HabitRecord } from '@habitat/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cancelPendingDelete, deleteWithUndo } from './undoable-delete';

const { mutateLocal } = vi.hoisted(() => ({
  mutateLocal: vi.fn(async (_name: string, _args: unknown) => 1),
}));
vi.mock('../data/mutations', () => ({ mutateLocal }));

function habit(isActive = true): HabitRecord {
  const hlc = formatHlc({ physical: 100, counter: 0, node: 'a' });
  const created = applyHabitCreate(undefined, { id: 'h1', fields: { name: 'Read', isActive } }, hlc, 'now');
  if (!created) throw new Error('not created');
  return created;
}

beforeEach(() => {
  mutateLocal.mockReset();
  mutateLocal.mockResolvedValue(1);
});

describe('deleting with Undo', () => {
  it('archives at once and deletes only when the Undo goes, once', async () => {
    const held = await deleteWithUndo(habit(), vi.fn());
    expect(mutateLocal).toHaveBeenCalledWith('habit.archive', { id: 'h1', archived: true });
    expect(mutateLocal).not.toHaveBeenCalledWith('habit.delete', expect.anything());
    held.commit();
    held.commit();
    held.undo();
    expect(mutateLocal.mock.calls.filter(([name]) => name === 'habit.delete')).toHaveLength(1);
    expect(mutateLocal).not.toHaveBeenCalledWith('habit.archive', { id: 'h1', archived: false });
  });

  it('brings the habit back on Undo and never deletes it', async () => {
    const held = await deleteWithUndo(habit(), vi.fn());
    held.undo();
    expect(mutateLocal).toHaveBeenLastCalledWith('habit.archive', { id: 'h1', archived: false });
    held.commit();
    expect(mutateLocal).not.toHaveBeenCalledWith('habit.delete', expect.anything());
  });

  it('leaves an archived habit archived on Undo, and a restore from the archive cancels the delete', async () => {
    const first = await deleteWithUndo(habit(false), vi.fn());
    expect(mutateLocal).not.toHaveBeenCalled();
    first.undo();
    expect(mutateLocal).not.toHaveBeenCalled();
    const second = await deleteWithUndo(habit(false), vi.fn());
    cancelPendingDelete('h1');
    second.commit();
    expect(mutateLocal).not.toHaveBeenCalled();
  });

  it('reports a delete that fails', async () => {
    const failed = vi.fn();
    const held = await deleteWithUndo(habit(), failed);
    mutateLocal.mockRejectedValueOnce(new Error('disk full'));
    held.commit();
    await vi.waitFor(() => expect(failed).toHaveBeenCalledWith(new Error('disk full')));
  });
});

import 'fake-indexeddb/auto';
import { uuidv7 } from '@habitat/domain';
import { describe, expect, it } from 'vitest';
import { HabitatDb } from './db';
import { dismissRejections, readRejections } from './meta';
import { mutate } from './mutations';
import { recordPushResult } from './outbox';
import { describeRefusals } from './refusals';

describe('recordPushResult', () => {
  it('keeps a refused check-in with its day and the habit as the device knew it, for words after the habit is gone', async () => {
    const db = new HabitatDb(`test-${uuidv7()}`);
    const habitId = uuidv7();
    await mutate(db, 'habit.create', { id: habitId, fields: { name: 'Read' } });
    await mutate(db, 'entry.set', { habitId, date: '2026-11-24', completed: true, value: 1 });
    const batch = await db.outbox.toArray();
    await recordPushResult(
      db,
      batch,
      {
        lastMutationId: 2,
        results: [
          { id: 1, status: 'ok' },
          { id: 2, status: 'rejected', error: 'Habit was deleted' },
        ],
      } as Parameters<typeof recordPushResult>[2],
      () => 5,
    );
    // The next pull removes the habit from the device; the refusal still knows it.
    await db.habits.delete(habitId);
    const rejections = await readRejections(db);
    expect(rejections).toEqual([
      expect.objectContaining({
        mutationId: 2,
        args: { habitId, date: '2026-11-24', completed: true, value: 1 },
        habit: expect.objectContaining({ id: habitId, name: 'Read', source: 'personal' }),
      }),
    ]);
    expect(describeRefusals(rejections)[0]?.text).toBe(
      "'Read' was deleted on another device; your check-in for Tue 24 Nov was not kept.",
    );
    await dismissRejections(db, [2]);
    expect(await readRejections(db)).toEqual([]);
  });
});

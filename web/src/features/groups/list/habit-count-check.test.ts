import { describe, expect, it } from 'vitest';
import {
  checkHabitCounts,
  checkRows,
  compareHabitCount,
  groupsNeedingHabitCount,
  hasUsableHabitCount,
  mismatchesOf,
  VERIFY_MESSAGES,
  verificationMessage,
} from './habit-count-check';

const groups = [
  { _id: 'a', name: 'Runners', habitCount: 2 },
  { _id: 'b', name: 'Readers', habitCount: 0 },
  { _id: 'c', name: 'Family', habitCount: 5 },
];

describe('habit count check', () => {
  it('counts a group again only when its count is missing or negative', () => {
    expect(hasUsableHabitCount({ habitCount: 0 })).toBe(true);
    expect(hasUsableHabitCount({ habitCount: 3 })).toBe(true);
    expect(hasUsableHabitCount({ habitCount: -1 })).toBe(false);
    expect(hasUsableHabitCount({ habitCount: undefined })).toBe(false);
    expect(hasUsableHabitCount({ habitCount: null })).toBe(false);
    expect(hasUsableHabitCount({ habitCount: Number.NaN })).toBe(false);
    expect(
      groupsNeedingHabitCount([
        { _id: 'a', name: 'A', habitCount: 2 },
        { _id: 'b', name: 'B', habitCount: -1 },
        { _id: 'c', name: 'C' },
      ]),
    ).toEqual(['b', 'c']);
  });

  it('compares the listed count with the habit list', () => {
    expect(compareHabitCount({ _id: 'a', name: 'A', habitCount: 2 }, 2)).toEqual({
      id: 'a',
      name: 'A',
      listed: 2,
      actual: 2,
      matches: true,
    });
    expect(compareHabitCount({ _id: 'a', name: 'A', habitCount: 2 }, 3).matches).toBe(false);
    expect(compareHabitCount({ _id: 'a', name: 'A' }, 0).matches).toBe(false);
  });

  it('counts every group and reports the mismatches', async () => {
    const actual: Record<string, number> = { a: 2, b: 1, c: 4 };
    const asked: string[] = [];
    const checks = await checkHabitCounts(groups, async (id) => {
      asked.push(id);
      return actual[id] ?? 0;
    });
    expect(asked).toEqual(['a', 'b', 'c']);
    expect(mismatchesOf(checks).map((check) => [check.id, check.actual])).toEqual([
      ['b', 1],
      ['c', 4],
    ]);
    expect(verificationMessage(checks)).toBe('Fixed 2 mismatched habit counts');
  });

  it('says all counts are accurate when nothing differs', async () => {
    const checks = await checkHabitCounts(
      groups,
      async (id) => groups.find((g) => g._id === id)?.habitCount ?? 0,
    );
    expect(verificationMessage(checks)).toBe(VERIFY_MESSAGES.allAccurate);
    expect(verificationMessage([])).toBe('All habit counts are accurate');
  });

  it('fails as a whole when one group cannot be counted', async () => {
    await expect(
      checkHabitCounts(groups, async (id) => {
        if (id === 'b') throw new Error('offline');
        return 0;
      }),
    ).rejects.toThrow('offline');
  });

  it('gives the console one readable row per group', () => {
    const rows = checkRows([
      compareHabitCount({ _id: 'a', name: 'A', habitCount: 2 }, 2),
      compareHabitCount({ _id: 'b', name: 'B' }, 1),
    ]);
    expect(rows).toEqual([
      { group: 'A', id: 'a', listed: 2, actual: 2, result: 'ok' },
      { group: 'B', id: 'b', listed: '(missing)', actual: 1, result: 'fixed' },
    ]);
  });
});

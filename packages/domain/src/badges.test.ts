import { describe, expect, it } from 'vitest';
import { badgeShelf } from './badges';

describe('badgeShelf', () => {
  it('lists every badge, with the dates the server recorded', () => {
    const shelf = badgeShelf(
      [
        { badge: 'first-check-in', earnedAt: '2026-03-01T08:00:00.000Z' },
        { badge: 'first-group', earnedAt: '2026-03-02T08:00:00.000Z' },
      ],
      { checkIns: 3, bestStreak: 3 },
    );
    expect(shelf.map((b) => [b.id, b.earned, b.earnedAt])).toEqual([
      ['first-check-in', true, '2026-03-01T08:00:00.000Z'],
      ['streak-7', false, null],
      ['streak-30', false, null],
      ['streak-100', false, null],
      ['first-group', true, '2026-03-02T08:00:00.000Z'],
    ]);
  });

  it("counts what the device's own data proves when the record is out of reach", () => {
    const shelf = badgeShelf([], { checkIns: 40, bestStreak: 31 });
    expect(shelf.filter((b) => b.earned).map((b) => b.id)).toEqual([
      'first-check-in',
      'streak-7',
      'streak-30',
    ]);
    expect(shelf.every((b) => b.earnedAt === null)).toBe(true);
    // Team Player is the server's to say; no check-in proves nothing.
    expect(badgeShelf([], { checkIns: 0, bestStreak: 0 }).some((b) => b.earned)).toBe(false);
  });
});

import { HABIT_CATEGORIES, HABIT_DEFAULTS, TARGET_UNITS } from '@habitat/domain';
import { describe, expect, it } from 'vitest';
import { STARTER_HABITS, starterFields, starterLabel } from './starter-habits';

describe('starter habits', () => {
  it('are valid habits: known categories and units, every day, no reminder', () => {
    for (const starter of STARTER_HABITS) {
      const fields = starterFields(starter);
      expect(HABIT_CATEGORIES).toContain(fields.category);
      expect(TARGET_UNITS).toContain(fields.targetUnit);
      expect(fields.scheduleDays).toEqual([0, 1, 2, 3, 4, 5, 6]);
      expect(fields.reminderEnabled).toBe(false);
      expect(fields.isActive).toBe(true);
      expect(fields.name).toBe(starter.name);
    }
  });

  it('count once a day unless they name an amount', () => {
    const journal = STARTER_HABITS.find((starter) => starter.name === 'Journal');
    const walk = STARTER_HABITS.find((starter) => starter.name === 'Walk');
    if (!journal || !walk) throw new Error('starter missing');
    expect(starterFields(journal)).toMatchObject({ targetValue: 1, targetUnit: HABIT_DEFAULTS.targetUnit });
    expect(starterFields(walk)).toMatchObject({ targetValue: 10000, targetUnit: 'steps' });
    expect(starterLabel(walk)).toBe('Walk · 10,000 steps');
    expect(starterLabel(journal)).toBe('Journal');
  });

  it('have names of their own', () => {
    expect(new Set(STARTER_HABITS.map((starter) => starter.name)).size).toBe(STARTER_HABITS.length);
  });
});

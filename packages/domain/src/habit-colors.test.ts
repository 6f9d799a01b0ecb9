import { describe, expect, it } from 'vitest';
import { DEFAULT_HABIT_COLOR, PRESET_COLORS } from './habit-colors';
import { HABIT_DEFAULTS } from './habit-form';

describe('preset colours', () => {
  it('has 13 distinct valid hex colours starting with the default indigo', () => {
    expect(PRESET_COLORS).toHaveLength(13);
    expect(new Set(PRESET_COLORS).size).toBe(13);
    for (const color of PRESET_COLORS) expect(color).toMatch(/^#[0-9a-f]{6}$/);
    expect(PRESET_COLORS[0]).toBe('#4f46e5');
    expect(PRESET_COLORS).toContain(DEFAULT_HABIT_COLOR);
    expect(DEFAULT_HABIT_COLOR).toBe(HABIT_DEFAULTS.color);
  });
});

import { describe, expect, it } from 'vitest';
import { HABIT_DEFAULTS } from './habit-form';
import {
  colorName,
  DEFAULT_HABIT_COLOR,
  DIALOG_DEFAULT_ICON,
  ICON_GROUPS,
  ICONS_SHOWN_PER_GROUP,
  PRESET_COLOR_NAMES,
  PRESET_COLORS,
} from './habit-style';

describe('icon groups', () => {
  it('has the five groups of spec §2 in order', () => {
    expect(ICON_GROUPS.map((group) => group.id)).toEqual([
      'common',
      'activity',
      'health',
      'productivity',
      'mindfulness',
    ]);
  });

  it.each(ICON_GROUPS.map((group) => [group.id, group.icons] as const))(
    '%s has 13 distinct icons, 12 of them shown',
    (_, icons) => {
      expect(icons).toHaveLength(13);
      expect(new Set(icons).size).toBe(13);
      expect(ICONS_SHOWN_PER_GROUP).toBe(12);
    },
  );

  it('never offers the same icon in two groups, and each fits the 16-character icon field', () => {
    const all = ICON_GROUPS.flatMap((group) => group.icons);
    expect(new Set(all).size).toBe(all.length);
    for (const icon of all) expect(icon.length).toBeLessThanOrEqual(16);
  });

  it('shows the dialog default icon among the first 12 of a group', () => {
    const shown = ICON_GROUPS.flatMap((group) => group.icons.slice(0, ICONS_SHOWN_PER_GROUP));
    expect(shown).toContain(DIALOG_DEFAULT_ICON);
  });
});

describe('preset colours', () => {
  it('has 13 distinct valid hex colours starting with the default indigo', () => {
    expect(PRESET_COLORS).toHaveLength(13);
    expect(new Set(PRESET_COLORS).size).toBe(13);
    for (const color of PRESET_COLORS) expect(color).toMatch(/^#[0-9a-f]{6}$/);
    expect(PRESET_COLORS[0]).toBe('#4f46e5');
    expect(PRESET_COLORS).toContain(DEFAULT_HABIT_COLOR);
    expect(DEFAULT_HABIT_COLOR).toBe(HABIT_DEFAULTS.color);
  });

  it('names every preset, uniquely, and falls back to the code for others', () => {
    const names = PRESET_COLORS.map((color) => PRESET_COLOR_NAMES[color]);
    expect(new Set(names).size).toBe(13);
    expect(colorName('#4F46E5')).toBe('Indigo');
    expect(colorName('#123456')).toBe('#123456');
  });
});

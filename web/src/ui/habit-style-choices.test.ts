import { PRESET_COLORS } from '@habitat/domain';
import { describe, expect, it } from 'vitest';
import {
  colorName,
  DIALOG_DEFAULT_ICON,
  ICON_GROUPS,
  ICONS_SHOWN_PER_GROUP,
  PRESET_COLOR_NAMES,
} from './habit-style-choices';

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

  it('never offers the ✅ that means "nobody picked one" (and made a habit look done)', () => {
    const all = ICON_GROUPS.flatMap((group) => group.icons);
    expect(all).not.toContain(DIALOG_DEFAULT_ICON);
    expect(ICON_GROUPS.every((group) => group.icons.length > ICONS_SHOWN_PER_GROUP)).toBe(true);
  });
});

describe('preset colour names', () => {
  it('names every preset, uniquely, and falls back to the code for others', () => {
    const names = PRESET_COLORS.map((color) => PRESET_COLOR_NAMES[color]);
    expect(new Set(names).size).toBe(13);
    expect(colorName('#4F46E5')).toBe('Indigo');
    expect(colorName('#123456')).toBe('#123456');
  });
});

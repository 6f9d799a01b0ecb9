import { PRESET_COLORS } from '@habitat/domain';
import { describe, expect, it } from 'vitest';
import { contrast, inkOn, luminance } from './ink';

describe('inkOn', () => {
  it('puts white on dark colours and dark ink on light ones', () => {
    expect(inkOn('#4f46e5')).toBe('#ffffff');
    expect(inkOn('#000000')).toBe('#ffffff');
    expect(inkOn('#facc15')).toBe('#0f172a');
    expect(inkOn('#ffffff')).toBe('#0f172a');
  });

  it('reads at 3:1 or better on every preset colour (a check mark is a graphic)', () => {
    for (const color of PRESET_COLORS) {
      const fill = luminance(color) ?? 0;
      const ink = luminance(inkOn(color)) ?? 0;
      expect(contrast(fill, ink), color).toBeGreaterThanOrEqual(3);
    }
  });

  it('falls back to white for what is not a #rrggbb colour', () => {
    expect(inkOn('red')).toBe('#ffffff');
    expect(luminance('#12345')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { percent } from './format';

describe('percent', () => {
  it('shows a dash for no data and a rounded whole percent otherwise', () => {
    expect(percent(null)).toBe('—');
    expect(percent(0)).toBe('0%');
    expect(percent(1)).toBe('100%');
    expect(percent(2 / 3)).toBe('67%');
    expect(percent(0.125)).toBe('13%');
  });
});

import { describe, expect, it } from 'vitest';
import { DISARMED, isArmed, pressTwoClick, twoClickLabel } from './two-click-confirm';

describe('two-click delete', () => {
  it('arms on the first click and confirms on a second within 3 s', () => {
    const first = pressTwoClick(DISARMED, 1_000);
    expect(first).toEqual({ state: { armedAt: 1_000 }, outcome: 'arm' });
    const second = pressTwoClick(first.state, 3_999);
    expect(second).toEqual({ state: DISARMED, outcome: 'confirm' });
  });

  it('arms again when the second click comes 3 s or later', () => {
    const first = pressTwoClick(DISARMED, 1_000);
    expect(pressTwoClick(first.state, 4_000)).toEqual({ state: { armedAt: 4_000 }, outcome: 'arm' });
  });

  it('is armed only within the window', () => {
    expect(isArmed(DISARMED, 0)).toBe(false);
    expect(isArmed({ armedAt: 0 }, 2_999)).toBe(true);
    expect(isArmed({ armedAt: 0 }, 3_000)).toBe(false);
    expect(isArmed({ armedAt: 0 }, 50, 100)).toBe(true);
  });

  it('uses the words of spec §4', () => {
    expect(twoClickLabel(false)).toBe('Delete Habit');
    expect(twoClickLabel(true)).toBe('Are you sure? Click again to delete');
  });
});

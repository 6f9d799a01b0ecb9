import { describe, expect, it } from 'vitest';
import { applyRoutineDelete, applyRoutineSave } from './routine-records';
import { ROUTINE_MESSAGES } from './routines';
import { MutationRejected } from './sync-records';

const ID = '0190a1b2-0000-7000-8000-000000000001';
const NOW = '2026-11-29T08:00:00.000Z';
const hlc = (n: number) => `${String(1_700_000_000_000 + n).padStart(15, '0')}:00000:device`;

describe('routine records', () => {
  it('creates a named routine with no rule, every field on the clock of its creation', () => {
    const made = applyRoutineSave(undefined, ID, { name: '  Morning ' }, hlc(1), NOW);
    expect(made).toMatchObject({
      id: ID,
      name: 'Morning',
      rule: { kind: 'none' },
      listOrder: null,
      deletedAt: null,
    });
    expect(made?.fieldHlcs).toEqual({ name: hlc(1), rule: hlc(1), listOrder: hlc(1) });
  });

  it('refuses a routine without a name, a name too long, and rules that cannot be kept', () => {
    const refusal = (input: Parameters<typeof applyRoutineSave>[2]) => {
      try {
        applyRoutineSave(undefined, ID, input, hlc(1), NOW);
      } catch (error) {
        return error instanceof MutationRejected ? error.message : 'not a rejection';
      }
      return null;
    };
    expect(refusal({ rule: { kind: 'all' } })).toBe(ROUTINE_MESSAGES.nameRequired);
    expect(refusal({ name: '   ' })).toBe(ROUTINE_MESSAGES.nameRequired);
    expect(refusal({ name: 'x'.repeat(61) })).toBe(ROUTINE_MESSAGES.nameTooLong);
    expect(refusal({ name: '🌅'.repeat(60) })).toBeNull();
    expect(refusal({ name: 'A', rule: { kind: 'any', count: 0 } })).toBe(ROUTINE_MESSAGES.countTooSmall);
    expect(refusal({ name: 'A', rule: { kind: 'any', count: 1.5 } })).toBe(ROUTINE_MESSAGES.countTooSmall);
    expect(refusal({ name: 'A', rule: { kind: 'total', amount: 0, unit: 'minutes' } })).toBe(
      ROUTINE_MESSAGES.amountTooSmall,
    );
    expect(refusal({ name: 'A', rule: { kind: 'total', amount: 30, unit: ' ' } })).toBe(
      ROUTINE_MESSAGES.unitRequired,
    );
    expect(refusal({ name: 'A', rule: { kind: 'most' } })).toBe(ROUTINE_MESSAGES.ruleInvalid);
    expect(refusal({ name: 'A', rule: 'all' })).toBe(ROUTINE_MESSAGES.ruleInvalid);
    expect(refusal({ name: 'A', listOrder: Number.NaN })).toBe('A place in the list is a number');
  });

  it('merges each field on its own clock: a rename on one device and a rule on another both stay', () => {
    const made = applyRoutineSave(undefined, ID, { name: 'Morning' }, hlc(1), NOW);
    const renamed = applyRoutineSave(made ?? undefined, ID, { name: 'Mornings' }, hlc(3), NOW);
    const ruled = applyRoutineSave(
      renamed ?? undefined,
      ID,
      { name: 'Old name', rule: { kind: 'any', count: 2 } },
      hlc(2),
      NOW,
    );
    expect(ruled).toMatchObject({ name: 'Mornings', rule: { kind: 'any', count: 2 } });
    expect(applyRoutineSave(ruled ?? undefined, ID, { name: 'Mornings' }, hlc(1), NOW)).toBeNull();
  });

  it('deleting wins: later edits are refused, deleting again or something unknown changes nothing', () => {
    const made = applyRoutineSave(undefined, ID, { name: 'Morning' }, hlc(1), NOW) ?? undefined;
    const deleted = applyRoutineDelete(made, hlc(2), NOW) ?? undefined;
    expect(deleted?.deletedAt).toBe(NOW);
    expect(() => applyRoutineSave(deleted, ID, { name: 'Back' }, hlc(3), NOW)).toThrow(MutationRejected);
    expect(applyRoutineDelete(deleted, hlc(4), NOW)).toBeNull();
    expect(applyRoutineDelete(undefined, hlc(4), NOW)).toBeNull();
  });
});

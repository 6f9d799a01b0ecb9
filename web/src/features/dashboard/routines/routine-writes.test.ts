import { applyHabitCreate, applyRoutineSave, type HabitRecord, type RoutineRecord } from '@habitat/domain';
import { describe, expect, it } from 'vitest';
import { membershipUpdates } from './routine-writes';

const HLC = '001700000000000:00000:test';
const TODAY = '2026-11-29';
const routine = applyRoutineSave(
  undefined,
  'r1',
  { name: 'Morning' },
  HLC,
  '2026-11-01T00:00:00Z',
) as RoutineRecord;

function habit(id: string, over: Partial<HabitRecord> = {}): HabitRecord {
  const made = applyHabitCreate(
    undefined,
    { id, fields: { name: id } },
    HLC,
    `2026-11-0${id.length}T00:00:00Z`,
  );
  return { ...(made as HabitRecord), ...over };
}

describe('membershipUpdates', () => {
  it('adds habits at the end of the routine, in the order chosen, and sends the ones left out back unplaced', () => {
    const habits = [
      habit('a', { routineId: 'r1' }),
      habit('bb', { routineId: 'r1', listOrder: 0 }),
      habit('ccc'),
      habit('dddd', { routineId: 'other' }),
    ];
    expect(membershipUpdates('r1', ['bb', 'dddd', 'ccc'], habits, [routine], TODAY)).toEqual([
      { id: 'dddd', patch: { routineId: 'r1', routineSince: TODAY, listOrder: 1 } },
      { id: 'ccc', patch: { routineId: 'r1', routineSince: TODAY, listOrder: 2 } },
      { id: 'a', patch: { routineId: null, routineSince: null, listOrder: null } },
    ]);
  });

  it('places the habits already in the routine first when they were not placed', () => {
    const habits = [habit('a', { routineId: 'r1' }), habit('bb', { routineId: 'r1' }), habit('ccc')];
    expect(membershipUpdates('r1', ['a', 'bb', 'ccc'], habits, [routine], TODAY)).toEqual([
      { id: 'a', patch: { listOrder: 0 } },
      { id: 'bb', patch: { listOrder: 1 } },
      { id: 'ccc', patch: { routineId: 'r1', routineSince: TODAY, listOrder: 2 } },
    ]);
  });

  it('changes nothing when the routine already holds exactly those habits', () => {
    const habits = [habit('a', { routineId: 'r1', listOrder: 0 })];
    expect(membershipUpdates('r1', ['a'], habits, [routine], TODAY)).toEqual([]);
  });
});

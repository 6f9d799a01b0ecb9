import {
  type EntryRecord,
  type EntrySetArgs,
  HABIT_FIELDS,
  type HabitRecord,
  type LayoutRecord,
  type PreferencesRecord,
  ROUTINE_FIELDS,
  type RoutineRecord,
} from '@habitat/domain';
import type { Static } from 'typebox';
import { describe, expect, it } from 'vitest';
import { HabitFieldsPatch, type MutationArgs, RoutineFieldsPatch } from './mutations';
import {
  type EntryRecordSchema,
  HabitRecordSchema,
  type LayoutRecordSchema,
  type PreferencesRecordSchema,
  RoutineRecordSchema,
} from './records';

/**
 * The domain cannot import the protocol (the protocol builds on the domain), so its record types
 * are written out by hand there. The compiler holds them to the wire schemas here: `tsc` (npm run
 * typecheck) fails on a field that one side has and the other lacks, or types differently, and
 * names it, e.g. `Type '"note"' is not assignable to type 'never'` under `onlyOnTheWire`.
 */

/** Exactly the same type (not merely assignable one way). */
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

/** The names of the fields that differ between the wire's record and the domain's, by kind. */
interface Differences<Wire, Domain> {
  onlyOnTheWire: Exclude<keyof Wire, keyof Domain>;
  onlyInTheDomain: Exclude<keyof Domain, keyof Wire>;
  typedDifferently: {
    [K in keyof Wire & keyof Domain]: Same<Wire[K], Domain[K]> extends true ? never : K;
  }[keyof Wire & keyof Domain];
}

interface NoDifference {
  onlyOnTheWire: never;
  onlyInTheDomain: never;
  typedDifferently: never;
}

/** Compiles only when the two declarations agree field by field; the value is never read. */
function agree(differences: NoDifference): void {
  expect(differences).toEqual({});
}
const between = <Wire, Domain>() => ({}) as Differences<Wire, Domain>;

describe("the domain's records", () => {
  it('are the wire records, field by field (checked by the compiler)', () => {
    agree(between<Static<typeof HabitRecordSchema>, HabitRecord>());
    // The tombstone mark travels only in a pull: a device deletes the row instead of keeping it.
    agree(between<Static<typeof EntryRecordSchema>, EntryRecord & { deletedAt?: string | null }>());
    agree(between<Static<typeof LayoutRecordSchema>, LayoutRecord>());
    agree(between<Static<typeof PreferencesRecordSchema>, PreferencesRecord>());
    agree(between<Static<typeof RoutineRecordSchema>, RoutineRecord>());
    agree(between<MutationArgs<'entry.set'>, EntrySetArgs>());
  });

  it("are edited through a patch that names every editable field of the habit's record", () => {
    expect(Object.keys(HabitFieldsPatch.properties).sort()).toEqual([...HABIT_FIELDS].sort());
    const recordFields = Object.keys(HabitRecordSchema.properties);
    expect(HABIT_FIELDS.filter((field) => !recordFields.includes(field))).toEqual([]);
  });

  it("are edited through a patch that names every field of the routine's record", () => {
    expect(Object.keys(RoutineFieldsPatch.properties).sort()).toEqual([...ROUTINE_FIELDS].sort());
    const recordFields = Object.keys(RoutineRecordSchema.properties);
    expect(ROUTINE_FIELDS.filter((field) => !recordFields.includes(field))).toEqual([]);
  });
});

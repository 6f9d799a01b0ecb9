import type { Hlc } from './hlc';
import { readListOrder } from './list-order';
import {
  ROUTINE_LIMITS,
  ROUTINE_MESSAGES,
  type RoutineRule,
  readRoutineRule,
  routineRuleProblem,
} from './routines';
import { type FieldHlcs, MutationRejected, mergeFields } from './sync-records';

/**
 * A routine as it is synced (issue 30): its name, its rule and its place among the Today list's
 * sections. Which habits it holds is not here but on each habit (`routineId`), so a habit moved into
 * a routine on the phone and another moved on the laptop both stay: each is its own habit's field.
 */
export interface RoutineFields {
  name: string;
  rule: RoutineRule;
  /** Its place among the routines (lowest first); null: not placed, after the placed ones. */
  listOrder: number | null;
}

export interface RoutineRecord extends RoutineFields {
  id: string;
  fieldHlcs: FieldHlcs;
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
}

export const ROUTINE_FIELDS = [
  'name',
  'rule',
  'listOrder',
] as const satisfies readonly (keyof RoutineFields)[];

/** A routine patch made safe, or MutationRejected with what is wrong (the form's own words). */
export function checkRoutinePatch(
  input: Partial<Record<keyof RoutineFields, unknown>>,
): Partial<RoutineFields> {
  const patch: Partial<RoutineFields> = {};
  if (input.name !== undefined) {
    const name = typeof input.name === 'string' ? input.name.trim() : '';
    if (!name) throw new MutationRejected(ROUTINE_MESSAGES.nameRequired);
    if ([...name].length > ROUTINE_LIMITS.nameLength)
      throw new MutationRejected(ROUTINE_MESSAGES.nameTooLong);
    patch.name = name;
  }
  if (input.rule !== undefined) {
    const rule = readRoutineRule(input.rule);
    if (!rule) throw new MutationRejected(ROUTINE_MESSAGES.ruleInvalid);
    const problem = routineRuleProblem(rule);
    if (problem) throw new MutationRejected(problem);
    patch.rule = rule;
  }
  if (input.listOrder !== undefined) {
    const order = input.listOrder === null ? null : readListOrder(input.listOrder);
    if (order === null && input.listOrder !== null)
      throw new MutationRejected('A place in the list is a number');
    patch.listOrder = order;
  }
  return patch;
}

/**
 * Creates a routine, or changes one: each field merges on its own clock, as a habit's do. A new
 * routine must be named. A deleted routine stays deleted: its edits are refused, as a habit's are.
 */
export function applyRoutineSave(
  existing: RoutineRecord | undefined,
  id: string,
  input: Partial<Record<keyof RoutineFields, unknown>>,
  hlc: Hlc,
  now: string,
): RoutineRecord | null {
  if (existing?.deletedAt) throw new MutationRejected('Routine was deleted', 'not-found');
  const patch = checkRoutinePatch(input);
  if (!existing) {
    if (patch.name === undefined) throw new MutationRejected(ROUTINE_MESSAGES.nameRequired);
    const fields: RoutineFields = { rule: { kind: 'none' }, listOrder: null, name: patch.name, ...patch };
    const fieldHlcs: FieldHlcs = {};
    for (const field of ROUTINE_FIELDS) fieldHlcs[field] = hlc;
    return { id, ...fields, fieldHlcs, createdAt: now, updatedAt: now, deletedAt: null };
  }
  const merged = mergeFields<RoutineFields>(existing, existing.fieldHlcs, patch, hlc);
  return merged ? { ...existing, ...merged.values, fieldHlcs: merged.fieldHlcs, updatedAt: now } : null;
}

/**
 * Deleting wins over every edit; deleting twice, or a routine this store never saw, is harmless.
 * Its habits stay, and read as outside any routine (listSections), whatever their `routineId`.
 */
export function applyRoutineDelete(
  existing: RoutineRecord | undefined,
  hlc: Hlc,
  now: string,
): RoutineRecord | null {
  if (!existing || existing.deletedAt) return null;
  return { ...existing, deletedAt: now, updatedAt: now, fieldHlcs: { ...existing.fieldHlcs, deleted: hlc } };
}

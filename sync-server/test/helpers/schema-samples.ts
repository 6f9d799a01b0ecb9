import { uuidv7 } from '@habitat/domain';
import { DateKey, TimeZone, Uuid } from '@habitat/protocol';
import fc from 'fast-check';
import { Check } from 'typebox/value';

/**
 * Sample values made from a schema (TypeBox emits plain JSON Schema), for tests that walk every
 * field of a record: round `r` gives each field a value of its own, and two rounds give different
 * values wherever the schema allows more than one. Booleans are true in round 0, false in round 1,
 * and alternate field by field in round 2, so a rule that ties two flags together (a skipped day is
 * not completed) still lets each flag through with both values in some round.
 */

type Schema = Record<string, unknown>;

/**
 * Strings whose valid values a pattern cannot say (a zone PostgreSQL knows, a real calendar day, an
 * id): samples by the schema they belong to, never by field.
 */
const BY_SCHEMA = new Map<string, (round: number) => unknown>([
  [fingerprint(TimeZone), (round) => ['Asia/Tokyo', 'Europe/Paris', 'America/Chicago'][round % 3]],
  [fingerprint(DateKey), (round) => `2026-03-0${(round % 9) + 1}`],
  [fingerprint(Uuid), () => uuidv7()],
]);

/** A schema's JSON without TypeBox's own markers (`~optional`…), which copies such as Partial add. */
function fingerprint(schema: object): string {
  return JSON.stringify(schema, (key, value: unknown) => (key.startsWith('~') ? undefined : value));
}

export interface SampleState {
  round: number;
  /** Booleans sampled so far in this round (for round 2's alternation). */
  booleans: number;
}

export const newSampleState = (round: number): SampleState => ({ round, booleans: 0 });

/** The `n`-th distinct string matching `pattern` (the same for every run). */
function matching(pattern: string, n: number): string {
  const values = [...new Set(fc.sample(fc.stringMatching(new RegExp(pattern)), { seed: 29, numRuns: 200 }))];
  return values.filter((value) => value.length > 0)[n % values.length] as string;
}

/**
 * A value `schema` accepts; `fits` (the record field's own schema, when sampling its mutation
 * argument) picks, among a union's branches, those whose values the record can hold.
 */
export function sampleOf(schema: Schema, name: string, state: SampleState, fits?: Schema): unknown {
  const { round } = state;
  const known = BY_SCHEMA.get(fingerprint(schema));
  if (known) return known(round);
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.anyOf)) {
    const branches = (schema.anyOf as Schema[]).filter(
      (branch) => !fits || Check(fits as never, sampleOf(branch, name, { ...state }, undefined)),
    );
    const branch = branches[round % branches.length];
    if (!branch) throw new Error(`No branch of ${name} gives a value its record can hold`);
    return sampleOf(branch, name, state, fits);
  }
  switch (schema.type) {
    case 'string': {
      if (typeof schema.pattern === 'string') return matching(schema.pattern, round);
      const max = typeof schema.maxLength === 'number' ? schema.maxLength : 40;
      return `${name}-${round}`.slice(-max);
    }
    case 'integer':
    case 'number': {
      const min = typeof schema.minimum === 'number' ? schema.minimum : 0;
      const max = typeof schema.maximum === 'number' ? schema.maximum : min + 100;
      return Math.min(max, min + 2 + round);
    }
    case 'boolean': {
      state.booleans += 1;
      return round === 0 ? true : round === 1 ? false : state.booleans % 2 === 1;
    }
    case 'null':
      return null;
    case 'array': {
      const items = schema.items as Schema | undefined;
      if (!items) return [];
      // Two items that differ from round to round (the days 2 and 3, then 3 and 4…).
      const first = sampleOf(items, name, { ...state }, (fits?.items as Schema | undefined) ?? undefined);
      const second = sampleOf(items, name, { ...state, round: round + 1 }, fits?.items as Schema | undefined);
      return JSON.stringify(first) === JSON.stringify(second) ? [first] : [first, second];
    }
    case 'object':
      return objectSample(schema, name, state, fits);
    default:
      // Anything (a widget, a grid item): a small document of its own.
      return { sample: `${name}-${round}` };
  }
}

function objectSample(schema: Schema, name: string, state: SampleState, fits?: Schema): object {
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  const fitting = (fits?.properties ?? {}) as Record<string, Schema>;
  const value: Record<string, unknown> = {};
  for (const [key, property] of Object.entries(properties)) {
    value[key] = sampleOf(property, `${name}.${key}`, state, fitting[key]);
  }
  const open = schema.patternProperties
    ? Object.values(schema.patternProperties as Record<string, Schema>)[0]
    : typeof schema.additionalProperties === 'object'
      ? (schema.additionalProperties as Schema)
      : undefined;
  if (open && Object.keys(properties).length === 0) {
    value[`k${state.round}`] = sampleOf(open, `${name}.k`, state);
  }
  return value;
}

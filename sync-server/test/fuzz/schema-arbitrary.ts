import fc from 'fast-check';

/**
 * fast-check arbitraries from the routes' own JSON schemas (TypeBox emits plain JSON Schema):
 * values the schema accepts, mixed with hostile ones at every leaf, so a fuzzed request reaches
 * the handler as often as it is refused at the door.
 */

type Schema = Record<string, unknown>;

/** Strings that have broken servers: NUL, lone surrogates, huge, numeric-looking, path tricks. */
export const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  '\uD83D\uDE00',
  'e\u0301',
  '﷽',
  'Infinity',
  '-Infinity',
  'NaN',
  '1e309',
  '-1',
  '99999999999999999999999',
  '0x10',
  '../../etc/passwd',
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '%00',
  '__proto__',
  'constructor',
  'US/Pacific-New',
  '2026-02-30',
  '0000-01-01',
  '9999-12-31',
  'a'.repeat(10_000),
];

export const HOSTILE_NUMBERS = [0, -0, -1, 1.5, 2 ** 31, 2 ** 53, -(2 ** 53), 1e20, 1e308, -1e308, 5e-324];

const hostileString = fc.constantFrom(...HOSTILE_STRINGS);
const hostileNumber = fc.constantFrom(...HOSTILE_NUMBERS);
const anyJson = fc.jsonValue({ maxDepth: 3 });
let hostileLeaves = true;

/**
 * Requests of both kinds: half valid all through (they reach the handler and its SQL), half with
 * hostile leaves (they test the door).
 */
export function validAndHostile(build: () => fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  hostileLeaves = false;
  const valid = build();
  hostileLeaves = true;
  const hostile = build();
  return fc.oneof(valid, hostile);
}

/** Sometimes the value the schema wants, sometimes a hostile one of the same kind, sometimes anything. */
function mixed(valid: fc.Arbitrary<unknown>, hostile: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  if (!hostileLeaves) return valid;
  return fc.oneof(
    { weight: 5, arbitrary: valid },
    { weight: 2, arbitrary: hostile },
    { weight: 1, arbitrary: anyJson },
  );
}

export function arbitraryFor(schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return anyJson;
  if ('const' in schema) return mixed(fc.constant(schema.const), hostileString);
  if (Array.isArray(schema.enum)) return mixed(fc.constantFrom(...(schema.enum as unknown[])), hostileString);
  if (Array.isArray(schema.anyOf)) {
    return fc.oneof(...(schema.anyOf as Schema[]).map((branch) => arbitraryFor(branch, depth + 1)));
  }
  switch (schema.type) {
    case 'string':
      return mixed(validString(schema), hostileString);
    case 'integer': {
      const min = typeof schema.minimum === 'number' ? schema.minimum : -1_000_000;
      const max = typeof schema.maximum === 'number' ? schema.maximum : 1_000_000;
      return mixed(
        fc.integer({ min: Math.ceil(min), max: Math.floor(Math.min(max, 2 ** 31)) }),
        hostileNumber,
      );
    }
    case 'number': {
      const min = typeof schema.minimum === 'number' ? schema.minimum : -1e9;
      const max = typeof schema.maximum === 'number' ? schema.maximum : 1e9;
      return mixed(fc.double({ min, max, noNaN: true, noDefaultInfinity: true }), hostileNumber);
    }
    case 'boolean':
      return mixed(fc.boolean(), hostileString);
    case 'null':
      return fc.constant(null);
    case 'array': {
      const maxLength = Math.min(typeof schema.maxItems === 'number' ? schema.maxItems : 4, 4);
      return mixed(fc.array(arbitraryFor(schema.items as Schema, depth + 1), { maxLength }), anyJson);
    }
    case 'object':
      return mixed(objectArbitrary(schema, depth), anyJson);
    default:
      return anyJson;
  }
}

function validString(schema: Schema): fc.Arbitrary<string> {
  if (schema.format === 'date-time') {
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString());
  }
  if (typeof schema.pattern === 'string') {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length <= 300);
    } catch {
      // A pattern fast-check cannot generate from: plain strings then.
    }
  }
  const maxLength = Math.min(typeof schema.maxLength === 'number' ? schema.maxLength : 40, 60);
  const minLength = Math.min(typeof schema.minLength === 'number' ? schema.minLength : 0, maxLength);
  return fc.string({ minLength, maxLength, unit: 'grapheme' });
}

function objectArbitrary(schema: Schema, depth: number): fc.Arbitrary<unknown> {
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  const required = new Set((schema.required ?? []) as string[]);
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, value] of Object.entries(properties)) record[key] = arbitraryFor(value, depth + 1);
  const base = fc.record(record, { requiredKeys: [...required].filter((key) => key in record) });
  if (
    schema.patternProperties ||
    (schema.additionalProperties && typeof schema.additionalProperties === 'object')
  ) {
    const values =
      Object.values((schema.patternProperties ?? {}) as Record<string, Schema>)[0] ??
      (schema.additionalProperties as Schema);
    return fc
      .tuple(
        base,
        fc.dictionary(
          fc.oneof(fc.string({ maxLength: 12 }), hostileString),
          arbitraryFor(values, depth + 1),
          { maxKeys: 3 },
        ),
      )
      .map(([known, extra]) => ({ ...extra, ...(known as object) }));
  }
  return base;
}

/** A query string's values are text: what the schema wants, written out, or a hostile string. */
export function queryArbitrary(schema: Schema | undefined): fc.Arbitrary<Partial<Record<string, string>>> {
  if (schema?.type !== 'object') return fc.constant({});
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  const record: Record<string, fc.Arbitrary<string>> = {};
  for (const [key, value] of Object.entries(properties)) {
    record[key] = fc.oneof(
      {
        weight: 3,
        arbitrary: arbitraryFor(value).map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))),
      },
      { weight: 2, arbitrary: hostileString },
    );
  }
  return fc.record(record, { requiredKeys: [] });
}

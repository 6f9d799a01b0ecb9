import Ajv, { type ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import type { FastifySchemaValidationError } from 'fastify/types/schema';

/**
 * Schema validation for every route. Bodies are JSON and are taken as sent: `null` or `"3"` where a
 * number is due is a 400, never silently turned into 0 or 3, and a closed object refuses a field it
 * does not know. Query strings and path parameters are
 * text by nature, so they are converted to the declared types.
 */
function createAjv(coerceTypes: boolean | 'array') {
  const ajv = new Ajv({
    coerceTypes,
    useDefaults: true,
    // A schema that closes an object (additionalProperties: false) refuses unknown fields by name.
    removeAdditional: false,
    allErrors: false,
    verbose: true,
    keywords: ['errorMessage'],
  });
  addFormats(ajv);
  return ajv;
}

const strict = createAjv(false);
const coercing = createAjv('array');

export function installValidators(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema, httpPart }) =>
    (httpPart === 'body' ? strict : coercing).compile(schema),
  );
}

/**
 * A validator for JSON that arrives inside a body (a sync mutation's args): the same rules and
 * messages as a route body. Returns the error message, or null when the value is valid.
 */
export function compileJsonValidator(schema: object, dataVar: string): (value: unknown) => string | null {
  const validate = strict.compile(schema);
  return (value) =>
    validate(value)
      ? null
      : formatValidationError((validate.errors ?? []) as FastifySchemaValidationError[], dataVar).message;
}

type SchemaMessages = string | Record<string, string>;

function fieldName(dataVar: string, instancePath: string, property?: unknown): string {
  const path = instancePath.split('/').filter(Boolean);
  if (typeof property === 'string') path.push(property);
  return path.length > 0 ? path.join('.') : dataVar;
}

/**
 * A schema's own words for a failed keyword: `errorMessage` as one text, or per keyword with a
 * default; `{field}` in it stands for the field's path.
 */
function customMessage(error: FastifySchemaValidationError): string | undefined {
  const messages = ((error as ErrorObject).parentSchema as { errorMessage?: SchemaMessages } | undefined)
    ?.errorMessage;
  if (typeof messages === 'string') return messages;
  if (messages && typeof messages === 'object') return messages[error.keyword] ?? messages.default;
  return undefined;
}

/**
 * Turns Ajv's first failure into a sentence naming the field. A schema may carry `errorMessage`
 * (see packages/protocol/src/fields.ts) so the API answers with the same words as the forms.
 * Ajv reports a failed union after its branches, so the last error is the most telling one.
 */
export function formatValidationError(errors: FastifySchemaValidationError[], dataVar: string): Error {
  const error = errors.at(-1);
  if (!error) return new Error(`Invalid ${dataVar}`);
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'required') {
    return new Error(
      `Missing required field "${fieldName(dataVar, error.instancePath, params.missingProperty)}"`,
    );
  }
  if (error.keyword === 'additionalProperties') {
    return new Error(`Unknown field "${fieldName(dataVar, error.instancePath, params.additionalProperty)}"`);
  }
  const field = fieldName(dataVar, error.instancePath);
  const custom = customMessage(error)?.replaceAll('{field}', field);
  if (custom) return new Error(custom);
  if (error.keyword === 'anyOf') {
    // "X or null" without words of its own: the value was meant as X, so X's failure says why.
    const branch = errors.findLastIndex(
      (other, index) =>
        index < errors.length - 1 &&
        other.instancePath.startsWith(error.instancePath) &&
        !(other.keyword === 'type' && (other.params as { type?: unknown }).type === 'null'),
    );
    const others = errors.slice(0, -1).filter((other) => other.instancePath.startsWith(error.instancePath));
    const nullable = others.some(
      (other) => other.keyword === 'type' && (other.params as { type?: unknown }).type === 'null',
    );
    if (nullable && branch >= 0) return formatValidationError(errors.slice(0, branch + 1), dataVar);
    return new Error(`Invalid "${field}": not an accepted type`);
  }
  return new Error(`Invalid "${field}": ${error.message ?? 'is not valid'}`);
}

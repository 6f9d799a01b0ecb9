import type { Static, TSchema } from 'typebox';
import { Check, Clean, Errors } from 'typebox/value';

/**
 * The one check of what a server answers against the protocol's schema, shared by the page's REST
 * client (web/src/api/answers.ts) and the device's pull check (pulled-schema.ts), so an answer is
 * read once, at the client's boundary, and never re-read by hand further in.
 *
 * Fields the schema does not name are dropped before the check: a newer server's field is one this
 * build cannot show, not a reason to refuse the answer, so a device that has not updated yet keeps
 * working. A field the schema names and the answer lacks or types otherwise fails, named.
 *
 * TypeBox's value checks, not its compiled ones: compiling builds code with `new Function`, which
 * the app's Content Security Policy (script-src 'self') refuses, and the refusal is logged.
 * Imported by a page lazily (TypeBox stays off the first screen), by a service worker statically.
 */

export type AnswerCheck<T> = { ok: true; value: T } | { ok: false; problem: string };

/** The first thing wrong with `value`, named by where it is: e.g. '/data/user/name: must be string'. */
export function problemOf(schema: TSchema, value: unknown, whole = 'answer'): string {
  const [first] = Errors(schema, value);
  if (!first) return `${whole}: not valid`;
  return `${first.instancePath || whole}: ${first.message}`;
}

/**
 * `value` as the schema's type, with the fields the schema does not name dropped; or the first thing
 * wrong with it. Drops them in place: pass a value nobody else holds (freshly parsed JSON).
 */
export function checkAnswer<S extends TSchema>(
  schema: S,
  value: unknown,
  whole?: string,
): AnswerCheck<Static<S>> {
  const cleaned = Clean(schema, value);
  if (Check(schema, cleaned)) return { ok: true, value: cleaned as Static<S> };
  return { ok: false, problem: problemOf(schema, cleaned, whole) };
}

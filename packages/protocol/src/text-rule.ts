/**
 * One rule for every string a person can store, and a bound for every JSON document, checked the
 * same way by the client before it queues a change and by the server before the database sees it
 * (ARCHITECTURE §7). PostgreSQL refuses U+0000 in text and jsonb, and lone surrogates cannot be
 * encoded as UTF-8: either would otherwise fail a write deep in a transaction. Lengths are bounded
 * per field by the schemas (maxLength); this module bounds what a schema cannot see: the characters
 * inside every string, and the depth and size of free-form documents (layouts, filters).
 */

export const TEXT_RULE_MESSAGES = {
  nul: 'Text must not contain the NUL character (U+0000)',
  surrogate: 'Text must be valid Unicode (it contains a lone surrogate)',
  depth: (maxDepth: number) => `This document is nested more than ${maxDepth} levels deep`,
  bytes: (maxBytes: number) => `This document is larger than ${Math.round(maxBytes / 1024)} KB`,
} as const;

export interface DocumentBounds {
  /** Nesting of arrays and objects; the value itself is depth 0. */
  maxDepth: number;
  /** Size of the document as UTF-8 JSON. */
  maxBytes: number;
}

/** Any request body: deep enough for every schema the API has, shallow enough to walk safely. */
export const REQUEST_BOUNDS: DocumentBounds = { maxDepth: 32, maxBytes: Number.POSITIVE_INFINITY };

/**
 * A saved layout (a dashboard's grid, widget list and filters). The largest the app can make, 100
 * widgets on five breakpoints, is about 60 KB; a page of a pull (1 MB) always holds a few.
 */
export const LAYOUT_BOUNDS: DocumentBounds = { maxDepth: 10, maxBytes: 256 * 1024 };

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a string cannot be stored, or null when it can. */
export function textProblem(text: string): string | null {
  if (text.includes('\u0000')) return TEXT_RULE_MESSAGES.nul;
  if (LONE_SURROGATE.test(text)) return TEXT_RULE_MESSAGES.surrogate;
  return null;
}

/**
 * Why a JSON value cannot be stored: a string or key breaking the text rule, nesting beyond
 * `maxDepth`, or more than `maxBytes` as JSON. The walk stops at the bound, so a hostile document
 * nested 100,000 deep costs no more than one at the bound.
 */
export function documentProblem(value: unknown, bounds: DocumentBounds = REQUEST_BOUNDS): string | null {
  const problem = walk(value, 0, bounds.maxDepth);
  if (problem) return problem;
  if (Number.isFinite(bounds.maxBytes) && utf8Length(JSON.stringify(value) ?? '') > bounds.maxBytes)
    return TEXT_RULE_MESSAGES.bytes(bounds.maxBytes);
  return null;
}

function walk(value: unknown, depth: number, maxDepth: number): string | null {
  if (typeof value === 'string') return textProblem(value);
  if (typeof value !== 'object' || value === null) return null;
  if (depth >= maxDepth) return TEXT_RULE_MESSAGES.depth(maxDepth);
  if (Array.isArray(value)) {
    for (const item of value) {
      const problem = walk(item, depth + 1, maxDepth);
      if (problem) return problem;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    const problem = textProblem(key) ?? walk(item, depth + 1, maxDepth);
    if (problem) return problem;
  }
  return null;
}

/** UTF-8 size of a string without encoding it (the string is known to be well formed). */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i += 1) {
    const unit = text.charCodeAt(i);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    else if (unit >= 0xd800 && unit <= 0xdbff) {
      bytes += 4;
      i += 1;
    } else bytes += 3;
  }
  return bytes;
}

/**
 * The same value with every string and key in Unicode NFC, so "é" typed on one device and pasted
 * from another are one name, one search match and one length. Fields named like passwords keep
 * their exact code points: they are only ever hashed, and an existing hash was made from them.
 */
export function normalizeText<T>(value: T): T {
  // Callers check documentProblem first, so the recursion below is bounded by REQUEST_BOUNDS.
  return normalize(value, false) as T;
}

const SECRET_KEY = /password/i;

function normalize(value: unknown, secret: boolean): unknown {
  if (typeof value === 'string') return secret ? value : value.normalize('NFC');
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map((item) => normalize(item, secret));
  // fromEntries defines own properties, so a "__proto__" key stays data and never a prototype.
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key.normalize('NFC'),
      normalize(item, secret || SECRET_KEY.test(key)),
    ]),
  );
}

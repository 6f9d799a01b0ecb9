import { describe, expect, it } from 'vitest';
import * as protocol from './index';
import { MUTATION_ARGS } from './mutations';

/**
 * The length part of the text rule (text-rule.ts): every string a request can carry is bounded by
 * its schema, with a maxLength or a pattern that admits only bounded strings. A new field without
 * one fails here, before it reaches a route.
 */

type Schema = Record<string, unknown>;

function unboundedStrings(schema: unknown, path: string, found: string[]): void {
  if (!schema || typeof schema !== 'object') return;
  const s = schema as Schema;
  if (s.type === 'string' && !('const' in s) && !Array.isArray(s.enum)) {
    const pattern = typeof s.pattern === 'string' ? s.pattern : '';
    const boundedPattern = /^\^.*\$$/.test(pattern) && !/[*+]|\{\d+,\}/.test(pattern.replace(/\\[*+]/g, ''));
    if (typeof s.maxLength !== 'number' && !boundedPattern && s.format !== 'date-time') found.push(path);
  }
  for (const [key, value] of Object.entries(s)) {
    if (key === 'properties' && value && typeof value === 'object') {
      for (const [name, child] of Object.entries(value)) unboundedStrings(child, `${path}.${name}`, found);
    } else if (key === 'items' || key === 'additionalProperties') {
      unboundedStrings(value, `${path}[]`, found);
    } else if (key === 'patternProperties' && value && typeof value === 'object') {
      for (const child of Object.values(value)) unboundedStrings(child, `${path}{}`, found);
    } else if ((key === 'anyOf' || key === 'allOf' || key === 'oneOf') && Array.isArray(value)) {
      for (const child of value) unboundedStrings(child, path, found);
    }
  }
}

describe('request schemas', () => {
  it('bound the length of every string a request can carry', () => {
    const requests = Object.entries(protocol).filter(([name]) => /(Body|Query|Params)$/.test(name));
    expect(requests.length).toBeGreaterThan(20);
    const found: string[] = [];
    for (const [name, schema] of requests) unboundedStrings(schema, name, found);
    for (const [name, schema] of Object.entries(MUTATION_ARGS)) unboundedStrings(schema, name, found);
    expect(found).toEqual([]);
  });
});

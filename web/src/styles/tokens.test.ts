import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = join(import.meta.dirname, '..');

function stylesheets(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return stylesheets(path);
    return entry.name.endsWith('.css') && entry.name !== 'tokens.css' ? [path] : [];
  });
}

/** Declarations of spacing, type size and radius, with the line they are on and the one before. */
function declarations(path: string) {
  const lines = readFileSync(path, 'utf8').split('\n');
  return lines.flatMap((line, index) => {
    const match =
      /^\s*((?:padding|margin|gap|row-gap|column-gap|font-size|border(?:-[a-z]+)*-radius)(?:-[a-z-]+)?)\s*:\s*(.+?);/.exec(
        line,
      );
    if (!match) return [];
    const explained = line.includes('/*') || (lines[index - 1] ?? '').trim().startsWith('/*');
    return [
      {
        where: `${relative(src, path)}:${index + 1}`,
        property: match[1] ?? '',
        value: match[2] ?? '',
        explained,
      },
    ];
  });
}

const tokens = readFileSync(join(import.meta.dirname, 'tokens.css'), 'utf8');

describe('design tokens', () => {
  const all = stylesheets(src).flatMap(declarations);

  it('finds the stylesheets it checks', () => {
    expect(all.length).toBeGreaterThan(500);
  });

  it('gives every spacing, type size and radius from the token scale, or says why not', () => {
    // A raw length is a number with a unit; 0, auto, inherit, 50% (a circle) and var() are not.
    const raw = all.filter(
      ({ value, explained }) => !explained && /(?<![\w-])-?\d*\.?\d+(?:rem|px|em)\b/.test(value),
    );
    expect(raw.map(({ where, property, value }) => `${where} ${property}: ${value}`)).toEqual([]);
  });

  it('uses only tokens that exist', () => {
    const defined = new Set([...tokens.matchAll(/(--[\w-]+)\s*:/g)].map((match) => match[1]));
    const used = all.flatMap(({ where, value }) =>
      [...value.matchAll(/var\((--(?:space|text|radius)[\w-]*)\)/g)].map((match) => ({
        where,
        token: match[1],
      })),
    );
    expect(used.filter(({ token }) => !defined.has(token))).toEqual([]);
  });

  it('keeps to a small type scale', () => {
    const sizes = new Set(all.filter(({ property }) => property === 'font-size').map(({ value }) => value));
    expect(sizes.size).toBeLessThanOrEqual(13);
  });
});

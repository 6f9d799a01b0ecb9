import { describe, expect, it } from 'vitest';
import { mutationArgsProblem } from './mutation-rules';
import {
  documentProblem,
  LAYOUT_BOUNDS,
  normalizeText,
  TEXT_RULE_MESSAGES,
  textProblem,
  utf8Length,
} from './text-rule';

function nested(depth: number): unknown {
  let value: unknown = 'leaf';
  for (let i = 0; i < depth; i += 1) value = [value];
  return value;
}

describe('the text rule', () => {
  it('takes ordinary text, emoji and every script', () => {
    for (const text of ['Read 📚', 'Lire à voix haute', '読書', 'مطالعه', '👩🏽‍💻 code', '']) {
      expect(textProblem(text)).toBeNull();
    }
  });

  it('refuses U+0000 anywhere in a string', () => {
    expect(textProblem('Read\u0000')).toBe(TEXT_RULE_MESSAGES.nul);
    expect(textProblem('\u0000')).toBe(TEXT_RULE_MESSAGES.nul);
  });

  it('refuses a lone high or low surrogate but not a pair', () => {
    expect(textProblem('a\uD83D')).toBe(TEXT_RULE_MESSAGES.surrogate);
    expect(textProblem('\uDE00b')).toBe(TEXT_RULE_MESSAGES.surrogate);
    expect(textProblem('\uDE00\uD83D')).toBe(TEXT_RULE_MESSAGES.surrogate);
    expect(textProblem('\uD83D\uDE00')).toBeNull();
  });
});

describe('documentProblem', () => {
  it('finds a bad string in a key or a nested value', () => {
    expect(documentProblem({ filters: { 'ha\u0000bit': 1 } })).toBe(TEXT_RULE_MESSAGES.nul);
    expect(documentProblem({ widgets: [{ title: ['x', '\uD800'] }] })).toBe(TEXT_RULE_MESSAGES.surrogate);
  });

  it('bounds depth without walking past the bound', () => {
    expect(documentProblem(nested(10), LAYOUT_BOUNDS)).toBeNull();
    expect(documentProblem(nested(11), LAYOUT_BOUNDS)).toBe(TEXT_RULE_MESSAGES.depth(10));
    // 20,000 deep is refused as quickly, and without exhausting the stack.
    expect(documentProblem(nested(20_000))).toBe(TEXT_RULE_MESSAGES.depth(32));
  });

  it('bounds the size as UTF-8 JSON', () => {
    const big = { widgets: ['x'.repeat(LAYOUT_BOUNDS.maxBytes)] };
    expect(documentProblem(big, LAYOUT_BOUNDS)).toBe(TEXT_RULE_MESSAGES.bytes(LAYOUT_BOUNDS.maxBytes));
    expect(documentProblem({ widgets: ['x'.repeat(1000)] }, LAYOUT_BOUNDS)).toBeNull();
  });

  it('counts UTF-8 bytes', () => {
    expect(['abc', 'é', '€', '😀', 'a😀é€'].map(utf8Length)).toEqual([3, 2, 3, 4, 10]);
  });
});

describe('mutationArgsProblem', () => {
  it('applies the layout bound to layouts only', () => {
    const deep = { key: 'dashboard', filters: { a: nested(12) } };
    expect(mutationArgsProblem('layout.save', deep)).toBe(TEXT_RULE_MESSAGES.depth(10));
    expect(mutationArgsProblem('habit.update', { id: 'x', patch: { name: nested(12) } })).toBeNull();
  });

  it('refuses a habit name with U+0000', () => {
    expect(mutationArgsProblem('habit.update', { id: 'x', patch: { name: 'Re\u0000ad' } })).toBe(
      TEXT_RULE_MESSAGES.nul,
    );
  });
});

describe('normalizeText', () => {
  it('stores every string and key in NFC', () => {
    const decomposed = 'Cafe\u0301';
    expect(normalizeText({ [decomposed]: [decomposed, 3, null] })).toEqual({ Café: ['Café', 3, null] });
  });

  it('keeps passwords exactly as typed', () => {
    const typed = 'pa\u0301ss';
    expect(normalizeText({ currentPassword: typed, newPassword: typed, name: typed })).toEqual({
      currentPassword: typed,
      newPassword: typed,
      name: 'páss',
    });
  });

  it('keeps a "__proto__" key as data', () => {
    const value = normalizeText(JSON.parse('{"__proto__": {"polluted": true}}') as object);
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });
});

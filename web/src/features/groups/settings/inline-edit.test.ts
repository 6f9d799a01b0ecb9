import { describe, expect, it } from 'vitest';
import { inlineEditKeyAction } from './inline-edit';

const key = (k: string, extra: Partial<{ shiftKey: boolean; isComposing: boolean }> = {}) => ({
  key: k,
  shiftKey: false,
  isComposing: false,
  ...extra,
});

describe('inline edit keys', () => {
  it('commits on Enter and cancels on Escape', () => {
    expect(inlineEditKeyAction(key('Enter'), false)).toBe('commit');
    expect(inlineEditKeyAction(key('Escape'), false)).toBe('cancel');
    expect(inlineEditKeyAction(key('a'), false)).toBeNull();
  });

  it('lets Shift+Enter start a new line in the description', () => {
    expect(inlineEditKeyAction(key('Enter', { shiftKey: true }), true)).toBeNull();
    expect(inlineEditKeyAction(key('Enter'), true)).toBe('commit');
    expect(inlineEditKeyAction(key('Enter', { shiftKey: true }), false)).toBe('commit');
  });

  it('leaves keys to an input method that is composing', () => {
    expect(inlineEditKeyAction(key('Enter', { isComposing: true }), false)).toBeNull();
    expect(inlineEditKeyAction(key('Escape', { isComposing: true }), false)).toBeNull();
  });
});

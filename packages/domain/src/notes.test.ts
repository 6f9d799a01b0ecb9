import { describe, expect, it } from 'vitest';
import { NOTE_MAX_LENGTH, NOTE_MESSAGES, normalizeNote, noteLength, noteProblem } from './notes';
import { revealed } from './share-levels';

describe('notes', () => {
  it('counts an emoji as one character, as a person does', () => {
    expect(noteLength('ran 🏃')).toBe(5);
    expect(noteProblem('🏃'.repeat(NOTE_MAX_LENGTH))).toBeNull();
    expect(noteProblem('🏃'.repeat(NOTE_MAX_LENGTH + 1))).toBe(NOTE_MESSAGES.tooLong);
  });

  it('stores a blank note as none', () => {
    expect(normalizeNote('  ')).toBeNull();
    expect(normalizeNote(undefined)).toBeNull();
    expect(normalizeNote('  felt great ')).toBe('felt great');
  });

  it('is shown to a group only at the full level', () => {
    expect(revealed('full').notes).toBe(true);
    expect(revealed('progress-only').notes).toBe(false);
    expect(revealed('streaks-only').notes).toBe(false);
    expect(revealed('private').notes).toBe(false);
  });
});

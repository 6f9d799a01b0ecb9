import { describe, expect, it } from 'vitest';
import { sharedNoteText, withNoteAdded } from './shared-text';

describe('a shared text as a note', () => {
  it('keeps each part once, title, text then link', () => {
    expect(
      sharedNoteText({ title: 'Ran 5 km', text: 'Ran 5 km by the river', url: 'https://run.example/a' }),
    ).toBe('Ran 5 km by the river\nhttps://run.example/a');
    expect(sharedNoteText({ text: 'See https://x.example', url: 'https://x.example' })).toBe(
      'See https://x.example',
    );
    expect(sharedNoteText({ title: '  ', text: null })).toBe('');
    // A title that only begins a word of the text is its own part.
    expect(sharedNoteText({ title: 'Run', text: 'Running late' })).toBe('Run\nRunning late');
  });

  it("goes after the day's note on a line of its own", () => {
    expect(withNoteAdded('Felt good', ' Ran 5 km ')).toBe('Felt good\nRan 5 km');
    expect(withNoteAdded(null, 'Ran 5 km')).toBe('Ran 5 km');
  });
});

import type { ImportPreview } from '@habitat/protocol';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/client';
import {
  addsNothing,
  habitBadge,
  habitCounts,
  importedText,
  importFailureText,
  NOTHING_NEW,
  notImportedText,
  previewSummary,
} from './import-text';
import { ImportChoiceError } from './read-import-files';

const preview = (change: Partial<ImportPreview> = {}): ImportPreview => ({
  habits: [
    { name: 'Run', action: 'add', entriesToAdd: 1200, entriesUnchanged: 0 },
    { name: 'Read', action: 'merge', entriesToAdd: 1, entriesUnchanged: 3 },
  ],
  habitsToAdd: 2,
  entriesToAdd: 1201,
  entriesUnchanged: 3,
  notImported: [],
  ...change,
});

describe('import preview texts', () => {
  it('sums up what the file adds and what is already there', () => {
    expect(previewSummary(preview())).toBe('2 new habits, 1,201 check-ins to add, 3 already present');
    expect(previewSummary(preview({ habitsToAdd: 1, entriesToAdd: 1, entriesUnchanged: 0 }))).toBe(
      '1 new habit, 1 check-in to add, 0 already present',
    );
  });

  it('labels and counts each habit', () => {
    const [run, read] = preview().habits;
    if (!run || !read) throw new Error('fixture');
    expect([habitBadge(run), habitCounts(run)]).toEqual(['New', '1,200 check-ins to add']);
    expect([habitBadge(read), habitCounts(read)]).toEqual([
      'Merge into existing',
      '1 check-in to add, 3 already present',
    ]);
  });

  it('lists what stays behind, or nothing', () => {
    expect(notImportedText(['Preferences', 'Notes on check-ins'])).toBe(
      'Not imported: Preferences; Notes on check-ins',
    );
    expect(notImportedText([])).toBeNull();
  });

  it('knows a preview that adds nothing', () => {
    expect(addsNothing(preview())).toBe(false);
    expect(addsNothing(preview({ habitsToAdd: 0, entriesToAdd: 0 }))).toBe(true);
    expect(addsNothing(preview({ habitsToAdd: 1, entriesToAdd: 0 }))).toBe(false);
  });

  it('says what was imported', () => {
    expect(importedText(preview())).toBe('Imported 2 habits and 1,201 check-ins.');
    expect(importedText(preview({ habitsToAdd: 1, entriesToAdd: 1 }))).toBe(
      'Imported 1 habit and 1 check-in.',
    );
    expect(importedText(preview({ habitsToAdd: 0, entriesToAdd: 0 }))).toBe(NOTHING_NEW);
  });

  it("shows the file's or the server's reason, and hides anything else", () => {
    expect(importFailureText(new ImportChoiceError('This file is not valid JSON'))).toBe(
      'This file is not valid JSON',
    );
    expect(importFailureText(new ApiError('Habits.csv is missing', 400, 'Habits.csv is missing'))).toBe(
      'Habits.csv is missing',
    );
    expect(importFailureText(new TypeError('x is undefined'))).toBe('An unexpected error occurred.');
  });
});

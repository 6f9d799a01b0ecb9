import { applyHabitCreate, formatHlc, type HabitRecord } from '@habitat/domain';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ToastProvider } from '../../ui/toast/ToastProvider';
import { HabitDialog } from './HabitDialog';
import { draftOf } from './habit-draft';
import { REMINDER_NOTES, SettingsTab } from './SettingsTab';
import { StyleTab } from './StyleTab';

/** Markup checks only (the web tests run without a DOM); clicks and keys are covered end to end. */

function stored(fields: Record<string, unknown> = {}): HabitRecord {
  const hlc = formatHlc({ physical: 100, counter: 0, node: 'a' });
  const created = applyHabitCreate(undefined, { id: 'h1', fields: { name: 'Read', ...fields } }, hlc, 'now');
  if (!created) throw new Error('not created');
  return created;
}

const dialog = (habit?: HabitRecord) =>
  renderToStaticMarkup(
    createElement(
      ToastProvider,
      null,
      createElement(HabitDialog, { ...(habit ? { habit } : {}), onClose() {} }),
    ),
  );
const count = (html: string, pattern: RegExp) => html.match(new RegExp(pattern, 'g'))?.length ?? 0;
const noop = () => {};

describe('HabitDialog markup', () => {
  it('creates with three tabs, Details selected, and Create disabled while the name is blank', () => {
    const html = dialog();
    expect(html).toContain('Create Habit');
    expect(count(html, /role="tab"/)).toBe(3);
    expect(html).not.toContain('>Manage<');
    expect(html).toMatch(/aria-selected="true"[^>]*>Details</);
    expect(count(html, /role="tabpanel"/)).toBe(3);
    expect(html).toMatch(/<button type="submit" class="button button--primary" disabled="">Create</);
  });

  it('edits with a Manage tab, every tab pointing at its panel', () => {
    const html = dialog(stored());
    expect(html).toContain('Edit Habit');
    expect(count(html, /role="tab"/)).toBe(4);
    expect(html).toContain('>Manage<');
    const controls = [...html.matchAll(/aria-controls="([^"]+)"/g)].map((match) => match[1]);
    for (const id of controls) expect(html).toContain(`id="${id}"`);
    expect(html).toMatch(/<button type="submit" class="button button--primary">Update</);
  });
});

describe('StyleTab markup', () => {
  it('offers 12 icons in each of 5 groups and 13 colours, with the current ones checked', () => {
    const html = renderToStaticMarkup(createElement(StyleTab, { draft: draftOf(undefined), update: noop }));
    expect(count(html, /aria-label="Icon /)).toBe(60);
    expect(count(html, /aria-label="Colour /)).toBe(13);
    expect(html).toMatch(/aria-label="Icon ✅"[^>]*checked=""/);
    expect(html).toMatch(/aria-label="Colour Indigo"[^>]*checked=""/);
    expect(html).toContain('New Habit');
  });
});

describe('SettingsTab markup', () => {
  it('shows the reminder time and its note only while reminders are on', () => {
    const off = renderToStaticMarkup(createElement(SettingsTab, { draft: draftOf(undefined), update: noop }));
    expect(off).toContain('Enable reminder');
    expect(off).not.toContain('Reminder time');
    expect(off).not.toContain(REMINDER_NOTES.howItWorks);
    const draft = { ...draftOf(undefined), reminderEnabled: true, reminderTime: '07:30' };
    const on = renderToStaticMarkup(createElement(SettingsTab, { draft, update: noop }));
    expect(on).toContain('Reminder time');
    expect(on).toContain('value="07:30"');
    expect(on).toContain(REMINDER_NOTES.howItWorks);
  });

  it('shows the status with its explanation', () => {
    const html = renderToStaticMarkup(
      createElement(SettingsTab, { draft: draftOf(undefined), update: noop }),
    );
    expect(html).toContain('Visible in your habit tracker');
    expect(html).toContain('Hidden from your habit tracker');
  });
});

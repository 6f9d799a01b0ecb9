// @vitest-environment happy-dom
import { applyHabitCreate, formatHlc, HABIT_MESSAGES, type HabitRecord } from '@habitat/domain';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../ui/toast/ToastProvider';
import { HabitDialog } from './HabitDialog';
import { REMINDER_NOTES } from './SettingsTab';

/**
 * The habit dialog in a DOM, driven as a person would: saving is a local mutation, so the module
 * that writes to IndexedDB is replaced and what the dialog asks it to do is checked instead.
 */
const { mutateLocal } = vi.hoisted(() => ({ mutateLocal: vi.fn(async () => 1) }));
vi.mock('../data/mutations', () => ({ mutateLocal }));

function stored(fields: Record<string, unknown> = {}): HabitRecord {
  const hlc = formatHlc({ physical: 100, counter: 0, node: 'a' });
  const created = applyHabitCreate(undefined, { id: 'h1', fields: { name: 'Read', ...fields } }, hlc, 'now');
  if (!created) throw new Error('not created');
  return created;
}

function open(habit?: HabitRecord) {
  const onClose = vi.fn();
  const user = userEvent.setup({ delay: null });
  render(
    <ToastProvider>
      <HabitDialog {...(habit ? { habit } : {})} onClose={onClose} />
    </ToastProvider>,
  );
  return { user, onClose, dialog: screen.getByRole('dialog') };
}

const tab = (name: string) => screen.getByRole('tab', { name });
const submitButton = (name: 'Create' | 'Update') => screen.getByRole('button', { name });
/** The Style tab's preview: the icon as drawn on its colour, and the name beside it. */
const previewIcon = () => document.querySelector<HTMLElement>('.habit-dialog__preview-icon');
const previewName = () => document.querySelector<HTMLElement>('.habit-dialog__preview-name');

beforeEach(() => {
  mutateLocal.mockReset();
  mutateLocal.mockResolvedValue(1);
  // Switching a reminder on asks for notification permission; the browser's answer is 'granted'.
  vi.stubGlobal('Notification', { permission: 'default', requestPermission: vi.fn(async () => 'granted') });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('HabitDialog when creating', () => {
  it('is titled Create Habit, with Details, Style and Settings tabs and Details open', () => {
    const { dialog } = open();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('dialog', { name: 'Create Habit' })).toBe(dialog);
    expect(screen.getAllByRole('tab').map((item) => item.textContent)).toEqual([
      'Details',
      'Style',
      'Settings',
    ]);
    expect(screen.queryByRole('tab', { name: 'Manage' })).toBeNull();
    expect(tab('Details').getAttribute('aria-selected')).toBe('true');
    expect(screen.getAllByRole('tabpanel', { hidden: true })).toHaveLength(3);
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('keeps Create disabled while the name is blank or spaces, and enables it once a name is typed', async () => {
    const { user } = open();
    const name = screen.getByLabelText('Name');
    expect(submitButton('Create')).toHaveProperty('disabled', true);
    expect(submitButton('Create').getAttribute('type')).toBe('submit');
    expect(document.activeElement).toBe(name);
    await user.type(name, '   ');
    expect(submitButton('Create')).toHaveProperty('disabled', true);
    await user.type(name, 'Walk');
    expect(submitButton('Create')).toHaveProperty('disabled', false);
    await user.clear(name);
    expect(submitButton('Create')).toHaveProperty('disabled', true);
  });

  it('does not save when Enter is pressed in a blank name', async () => {
    const { user, onClose } = open();
    await user.type(screen.getByLabelText('Name'), '  {Enter}');
    expect(mutateLocal).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('creates the habit with the trimmed name and the chosen style, then says so and closes', async () => {
    const { user, onClose } = open();
    await user.type(screen.getByLabelText('Name'), '  Walk the dog  ');
    await user.type(screen.getByLabelText('Description'), 'Around the park');
    await user.selectOptions(screen.getByLabelText('Category'), 'health');
    await user.click(screen.getByRole('button', { name: 'Sunday' }));
    await user.click(tab('Style'));
    await user.click(screen.getByLabelText('Icon 🏃'));
    await user.click(screen.getByLabelText('Colour Emerald'));
    await user.click(submitButton('Create'));

    expect(mutateLocal).toHaveBeenCalledTimes(1);
    expect(mutateLocal).toHaveBeenCalledWith('habit.create', {
      id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-/),
      fields: {
        name: 'Walk the dog',
        description: 'Around the park',
        category: 'health',
        color: '#10b981',
        icon: '🏃',
        frequency: 'daily',
        isActive: true,
        scheduleDays: [1, 2, 3, 4, 5, 6],
        reminderEnabled: false,
        reminderTime: null,
        targetValue: 1,
        targetUnit: 'times',
        targetKind: 'at-least',
        targetPeriod: 'day',
        moreReminderTimes: [],
      },
    });
    // Quiet (issue 27): the list shows the new habit; no toast covers the next dialog.
    expect(screen.queryByRole('status')).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('makes a limit: at most so many a week, and the period only for a limit', async () => {
    const { user } = open();
    await user.type(screen.getByLabelText('Name'), 'Coffee');
    expect(screen.queryByLabelText('Limit per')).toBeNull();
    await user.selectOptions(screen.getByLabelText('Goal'), 'at-most');
    await user.selectOptions(screen.getByLabelText('Limit per'), 'week');
    await user.clear(screen.getByLabelText('Limit'));
    await user.type(screen.getByLabelText('Limit'), '10');
    await user.clear(screen.getByLabelText('Unit'));
    await user.type(screen.getByLabelText('Unit'), 'cups');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(mutateLocal).toHaveBeenCalledWith(
      'habit.create',
      expect.objectContaining({
        fields: expect.objectContaining({
          targetKind: 'at-most',
          targetPeriod: 'week',
          targetValue: 10,
          targetUnit: 'cups',
        }),
      }),
    );
  });

  it('rings at several times: another time is offered later in the day, and a blank one falls away', async () => {
    const { user } = open();
    await user.type(screen.getByLabelText('Name'), 'Drink water');
    await user.click(screen.getByRole('tab', { name: 'Settings' }));
    await user.click(screen.getByRole('checkbox', { name: 'Enable reminder' }));
    await user.click(screen.getByRole('button', { name: 'Add another time' }));
    expect((screen.getByLabelText('Also at') as HTMLInputElement).value).toBe('12:00');
    await user.click(screen.getByRole('button', { name: 'Add another time' }));
    const [, second] = screen.getAllByLabelText('Also at');
    await user.clear(second as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(mutateLocal).toHaveBeenCalledWith(
      'habit.create',
      expect.objectContaining({
        fields: expect.objectContaining({ reminderTime: '09:00', moreReminderTimes: ['12:00'] }),
      }),
    );
  });

  it('keeps an icon nobody picked automatic: it follows the name, however often the name changes', async () => {
    const { user } = open();
    await user.type(screen.getByLabelText('Name'), 'Drink water');
    await user.click(tab('Style'));
    expect(previewIcon()?.textContent).toBe('💧');
    await user.click(tab('Details'));
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Read a book');
    await user.click(tab('Style'));
    // The new name's icon, not the first name's.
    expect(previewIcon()?.textContent).toBe('📖');
    await user.click(submitButton('Create'));
    // Stored as automatic (✅, drawn as the name's icon on every screen), not as a pick of 📖 that
    // would stay behind when the habit is renamed.
    expect(mutateLocal).toHaveBeenCalledWith(
      'habit.create',
      expect.objectContaining({ fields: expect.objectContaining({ name: 'Read a book', icon: '✅' }) }),
    );
  });

  it('takes any unit, with the usual ones as suggestions', async () => {
    const { user } = open();
    await user.type(screen.getByLabelText('Name'), 'Water');
    const unit = screen.getByLabelText('Unit');
    expect(unit.getAttribute('list')).toBeTruthy();
    const suggestions = [...document.querySelectorAll(`datalist[id="${unit.getAttribute('list')}"] option`)];
    expect(suggestions.map((option) => option.getAttribute('value'))).toContain('steps');
    await user.clear(unit);
    await user.type(unit, ' glasses ');
    await user.clear(screen.getByLabelText('Target'));
    await user.type(screen.getByLabelText('Target'), '8');
    await user.click(submitButton('Create'));
    expect(mutateLocal).toHaveBeenCalledWith(
      'habit.create',
      expect.objectContaining({ fields: expect.objectContaining({ targetValue: 8, targetUnit: 'glasses' }) }),
    );
  });

  it('shows the failure and stays open when the habit cannot be saved', async () => {
    mutateLocal.mockRejectedValueOnce(new Error('disk full'));
    const { user, onClose } = open();
    await user.type(screen.getByLabelText('Name'), 'Walk');
    await user.click(submitButton('Create'));
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to create habit: disk full');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes with Cancel, the Close button and Escape without saving', async () => {
    const { user, onClose } = open();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(3);
    expect(mutateLocal).not.toHaveBeenCalled();
  });
});

describe('HabitDialog validation (spec §5)', () => {
  it('asks for at least one day, on the Details tab, when saved with an empty schedule', async () => {
    const { user, onClose } = open();
    await user.type(screen.getByLabelText('Name'), 'Walk');
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) {
      const button = screen.getByRole('button', { name: day });
      expect(button.getAttribute('aria-pressed')).toBe('true');
      await user.click(button);
      expect(button.getAttribute('aria-pressed')).toBe('false');
    }
    // Saved from another tab: the dialog goes back to Details, where the message is.
    await user.click(tab('Style'));
    await user.click(submitButton('Create'));

    expect(tab('Details').getAttribute('aria-selected')).toBe('true');
    const message = screen.getByRole('alert');
    expect(message.textContent).toBe(HABIT_MESSAGES.daysRequired);
    expect(screen.getByRole('group', { name: 'Schedule' }).getAttribute('aria-describedby')).toBe(message.id);
    expect(mutateLocal).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();

    // Choosing a day clears the message, and the habit then saves.
    await user.click(screen.getByRole('button', { name: 'Wednesday' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(submitButton('Create'));
    expect(mutateLocal).toHaveBeenCalledWith(
      'habit.create',
      expect.objectContaining({ fields: expect.objectContaining({ scheduleDays: [3] }) }),
    );
  });

  it('marks a blank name as required when the form is submitted without the button', async () => {
    // The disabled Create button is the usual guard; the form still refuses a submit that gets past it.
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Monday' }));
    const form = screen.getByRole('tablist').closest('form');
    if (!form) throw new Error('no form');
    fireEvent.submit(form);

    const name = screen.getByLabelText('Name');
    const message = await screen.findByText(HABIT_MESSAGES.nameRequired);
    expect(message.getAttribute('role')).toBe('alert');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toBe(message.id);
    expect(mutateLocal).not.toHaveBeenCalled();

    // Typing clears the name's message.
    await user.type(name, 'W');
    expect(screen.queryByText(HABIT_MESSAGES.nameRequired)).toBeNull();
    expect(name.getAttribute('aria-invalid')).toBeNull();
  });
});

describe('HabitDialog tabs', () => {
  it('switches panels by click, keeping aria-selected, aria-controls and the tab stop in step', async () => {
    const { user } = open(stored());
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((item) => item.textContent)).toEqual(['Details', 'Style', 'Settings', 'Manage']);
    for (const item of tabs) {
      await user.click(item);
      for (const other of tabs) {
        const selected = other === item;
        expect(other.getAttribute('aria-selected')).toBe(String(selected));
        expect(other.tabIndex).toBe(selected ? 0 : -1);
        const panel = document.getElementById(other.getAttribute('aria-controls') ?? '');
        expect(panel?.getAttribute('role')).toBe('tabpanel');
        expect(panel?.getAttribute('aria-labelledby')).toBe(other.id);
        expect(panel?.hidden).toBe(!selected);
      }
      expect(screen.getByRole('tabpanel', { name: item.textContent ?? '' })).toBeDefined();
    }
  });

  it('moves with the arrow keys, wrapping at the ends, and with Home and End', async () => {
    const { user } = open(stored());
    await user.click(tab('Details'));
    const expectOn = (name: string) => {
      expect(tab(name).getAttribute('aria-selected')).toBe('true');
      expect(document.activeElement).toBe(tab(name));
      expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(tab(name).id);
    };
    await user.keyboard('{ArrowRight}');
    expectOn('Style');
    await user.keyboard('{ArrowRight}');
    expectOn('Settings');
    await user.keyboard('{ArrowLeft}');
    expectOn('Style');
    await user.keyboard('{End}');
    expectOn('Manage');
    await user.keyboard('{ArrowRight}');
    expectOn('Details');
    await user.keyboard('{ArrowLeft}');
    expectOn('Manage');
    await user.keyboard('{Home}');
    expectOn('Details');
  });

  it('keeps what was typed when the tabs change', async () => {
    const { user } = open();
    await user.type(screen.getByLabelText('Name'), 'Walk');
    await user.click(tab('Settings'));
    await user.click(tab('Details'));
    expect(screen.getByLabelText('Name')).toHaveProperty('value', 'Walk');
  });
});

describe('HabitDialog Style tab', () => {
  it('offers 12 icons in each of 5 groups and 13 colours, no icon chosen (the name picks one) and Indigo', async () => {
    const { user } = open();
    await user.click(tab('Style'));
    const icons = screen.getAllByRole('radio', { name: /^Icon / });
    expect(icons).toHaveLength(60);
    for (const group of ['Common', 'Activity', 'Health', 'Productivity', 'Mindfulness']) {
      expect(within(screen.getByRole('group', { name: group })).getAllByRole('radio')).toHaveLength(12);
    }
    expect(screen.getAllByRole('radio', { name: /^Colour / })).toHaveLength(13);
    expect(screen.queryByLabelText('Icon ✅')).toBeNull();
    expect(screen.getByLabelText('Colour Indigo')).toHaveProperty('checked', true);
    expect(icons.filter((icon) => (icon as HTMLInputElement).checked)).toHaveLength(0);
    expect(previewName()?.textContent).toBe('New Habit');
    // No name yet: the preview shows the initial of 'New Habit'.
    expect(previewIcon()?.textContent).toBe('N');
  });

  it('shows the chosen icon, colour and the typed name in the preview', async () => {
    const { user } = open();
    await user.type(screen.getByLabelText('Name'), 'Swim');
    await user.click(tab('Style'));
    expect(previewName()?.textContent).toBe('Swim');
    // Nobody picked an icon: the name suggests one.
    expect(previewIcon()?.textContent).toBe('🏊');
    const indigo = previewIcon()?.style.backgroundColor;

    await user.click(screen.getByLabelText('Icon 🏄'));
    expect(screen.getByLabelText('Icon 🏄')).toHaveProperty('checked', true);
    expect(previewIcon()?.textContent).toBe('🏄');

    await user.click(screen.getByLabelText('Colour Emerald'));
    expect(screen.getByLabelText('Colour Emerald')).toHaveProperty('checked', true);
    expect(screen.getByLabelText('Colour Indigo')).toHaveProperty('checked', false);
    expect(previewIcon()?.style.backgroundColor).not.toBe(indigo);
    expect(previewIcon()?.style.backgroundColor).toMatch(/#10b981|rgb\(16, 185, 129\)/);
  });
});

describe('HabitDialog Settings tab', () => {
  it('shows the reminder time and its note only while reminders are on', async () => {
    const { user } = open();
    await user.click(tab('Settings'));
    const enable = screen.getByRole('checkbox', { name: 'Enable reminder' });
    expect(enable).toHaveProperty('checked', false);
    expect(screen.queryByLabelText('Reminder time')).toBeNull();
    expect(screen.queryByText(REMINDER_NOTES.howItWorks)).toBeNull();

    await user.click(enable);
    const time = screen.getByLabelText('Reminder time');
    expect(time).toHaveProperty('value', '09:00');
    expect(screen.getByText(REMINDER_NOTES.howItWorks)).toBeDefined();
    expect(time.getAttribute('aria-describedby')).toBe(
      screen.getByText(REMINDER_NOTES.howItWorks).parentElement?.id,
    );
    expect(Notification.requestPermission).toHaveBeenCalledTimes(1);

    fireEvent.change(time, { target: { value: '07:30' } });
    expect(screen.getByLabelText('Reminder time')).toHaveProperty('value', '07:30');

    await user.click(enable);
    expect(screen.queryByLabelText('Reminder time')).toBeNull();
    expect(screen.queryByText(REMINDER_NOTES.howItWorks)).toBeNull();
  });

  it('shows the status with its explanation, Active chosen for a new habit', async () => {
    const { user } = open();
    await user.click(tab('Settings'));
    const active = screen.getByRole('radio', { name: 'Active' });
    const archived = screen.getByRole('radio', { name: 'Archived' });
    expect(active).toHaveProperty('checked', true);
    expect(screen.getByText('Visible in your habit tracker').id).toBe(
      active.getAttribute('aria-describedby'),
    );
    expect(screen.getByText('Hidden from your habit tracker').id).toBe(
      archived.getAttribute('aria-describedby'),
    );
    await user.click(archived);
    expect(archived).toHaveProperty('checked', true);
  });
});

describe('HabitDialog when editing', () => {
  it('is titled Edit Habit, filled from the habit, with Update enabled', () => {
    open(stored({ description: 'Novels' }));
    expect(screen.getByRole('heading', { name: 'Edit Habit' })).toBeDefined();
    expect(tab('Manage')).toBeDefined();
    expect(screen.getByLabelText('Name')).toHaveProperty('value', 'Read');
    expect(screen.getByLabelText('Description')).toHaveProperty('value', 'Novels');
    expect(submitButton('Update')).toHaveProperty('disabled', false);
  });

  it('sends habit.update with only the fields that changed', async () => {
    const { user, onClose } = open(stored());
    const name = screen.getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Read more ');
    await user.click(tab('Style'));
    await user.click(screen.getByLabelText('Colour Red'));
    await user.click(submitButton('Update'));

    expect(mutateLocal).toHaveBeenCalledTimes(1);
    expect(mutateLocal).toHaveBeenCalledWith('habit.update', {
      id: 'h1',
      patch: { name: 'Read more', color: '#ef4444' },
    });
    expect(screen.queryByRole('status')).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('sends nothing when nothing changed, and still closes', async () => {
    const { user, onClose } = open(stored());
    // A change made and undone is no change.
    await user.click(screen.getByRole('button', { name: 'Monday' }));
    await user.click(screen.getByRole('button', { name: 'Monday' }));
    await user.click(submitButton('Update'));
    expect(mutateLocal).not.toHaveBeenCalled();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('lets an icon nobody picked follow a new name, and keeps an icon the person picked', async () => {
    const { user } = open(stored({ name: 'Drink water', icon: '✅' }));
    const name = screen.getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Evening tea');
    await user.click(tab('Style'));
    expect(previewIcon()?.textContent).toBe('🍵');
    await user.click(submitButton('Update'));
    // Only the name changes: the icon stays automatic, so every screen draws 🍵 now.
    expect(mutateLocal).toHaveBeenLastCalledWith('habit.update', {
      id: 'h1',
      patch: { name: 'Evening tea' },
    });
  });

  it('keeps an icon the person picked when the name changes, even the one the name suggests', async () => {
    const { user } = open(stored({ name: 'Morning run', icon: '🏃' }));
    const name = screen.getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Evening tea');
    await user.click(tab('Style'));
    expect(screen.getByLabelText('Icon 🏃')).toHaveProperty('checked', true);
    expect(previewIcon()?.textContent).toBe('🏃');
    await user.click(submitButton('Update'));
    expect(mutateLocal).toHaveBeenLastCalledWith('habit.update', {
      id: 'h1',
      patch: { name: 'Evening tea' },
    });
  });

  it('keeps Update disabled once the name is cleared', async () => {
    const { user } = open(stored());
    await user.clear(screen.getByLabelText('Name'));
    expect(submitButton('Update')).toHaveProperty('disabled', true);
  });
});

describe('HabitDialog Manage tab', () => {
  it('asks for a second click before deleting, then takes the habit away with Undo and closes', async () => {
    const { user, onClose } = open(stored());
    await user.click(tab('Manage'));
    const remove = screen.getByRole('button', { name: 'Delete Habit' });

    await user.click(remove);
    expect(mutateLocal).not.toHaveBeenCalled();
    expect(remove.textContent).toBe('Are you sure? Click again to delete');
    expect(screen.getByText('Click Delete again within 3 seconds to delete this habit.')).toBeDefined();
    expect(onClose).not.toHaveBeenCalled();

    await user.click(remove);
    // Out of the list at once (archived); deleted for good only when the Undo toast goes
    // (undoable-delete.test.ts). The toast follows the archive's write: waited for, not assumed.
    expect((await screen.findByRole('status')).textContent).toContain('Deleted Read');
    expect(mutateLocal).toHaveBeenCalledTimes(1);
    expect(mutateLocal).toHaveBeenCalledWith('habit.archive', { id: 'h1', archived: true });
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(mutateLocal).toHaveBeenLastCalledWith('habit.archive', { id: 'h1', archived: false });
  });

  it('disarms the delete button and says why when deleting fails', async () => {
    mutateLocal.mockRejectedValueOnce(new Error('locked'));
    const { user, onClose } = open(stored());
    await user.click(tab('Manage'));
    await user.click(screen.getByRole('button', { name: 'Delete Habit' }));
    await user.click(screen.getByRole('button', { name: 'Are you sure? Click again to delete' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to delete habit: locked');
    expect(screen.getByRole('button', { name: 'Delete Habit' })).toHaveProperty('disabled', false);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('archives an active habit at once', async () => {
    const { user, onClose } = open(stored());
    await user.click(tab('Manage'));
    await user.click(screen.getByRole('button', { name: 'Archive Habit' }));
    expect(mutateLocal).toHaveBeenCalledWith('habit.archive', { id: 'h1', archived: true });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect((await screen.findByRole('status')).textContent).toContain('Archived Read');
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(mutateLocal).toHaveBeenLastCalledWith('habit.archive', { id: 'h1', archived: false });
  });

  it('restores an archived habit', async () => {
    const { user } = open(stored({ isActive: false }));
    await user.click(tab('Manage'));
    await user.click(screen.getByRole('button', { name: 'Restore Habit' }));
    expect(mutateLocal).toHaveBeenCalledWith('habit.archive', { id: 'h1', archived: false });
    expect(screen.queryByRole('status')).toBeNull();
  });
});

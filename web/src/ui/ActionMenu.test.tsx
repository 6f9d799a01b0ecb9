// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ActionMenu, type ActionMenuItem } from './ActionMenu';
import { Modal } from './Modal';

function renderMenu() {
  const skip = vi.fn();
  const edit = vi.fn();
  const remove = vi.fn();
  const items: ActionMenuItem[] = [
    { text: 'Skip today', checked: true, onSelect: skip },
    { text: 'Edit', onSelect: edit },
    { text: 'Delete', label: 'Delete Read', onSelect: remove },
  ];
  const user = userEvent.setup({ delay: null });
  render(<ActionMenu label="More actions for Read" title="Read twenty pages" items={items} />);
  const trigger = screen.getByRole('button', { name: 'More actions for Read' });
  return { user, trigger, skip, edit, remove };
}

const entries = () => [
  screen.getByRole('menuitemcheckbox', { name: 'Skip today' }),
  screen.getByRole('menuitem', { name: 'Edit' }),
  screen.getByRole('menuitem', { name: 'Delete Read' }),
];

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ActionMenu', () => {
  it('is closed at first, its button announcing a menu', () => {
    const { trigger } = renderMenu();
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens on click, named by its title, with focus on the first item', async () => {
    const { user, trigger } = renderMenu();
    await user.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('menu', { name: 'Read twenty pages' })).toBeDefined();
    expect(document.activeElement).toBe(entries()[0]);
  });

  it('announces a toggle item as checked, and uses an item label as its name', async () => {
    const { user, trigger } = renderMenu();
    await user.click(trigger);
    const [skip, , remove] = entries();
    expect(skip?.getAttribute('aria-checked')).toBe('true');
    expect(remove?.textContent).toBe('Delete');
  });

  it('moves between items with the arrow keys, wrapping, and with Home and End', async () => {
    const { user, trigger } = renderMenu();
    await user.click(trigger);
    const [skip, edit, remove] = entries();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(edit);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(remove);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(skip);
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(remove);
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(skip);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(remove);
  });

  it('closes on Escape with focus back on its button', async () => {
    const { user, trigger } = renderMenu();
    await user.click(trigger);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(trigger);
  });

  it('closes on Tab with focus back on its button', async () => {
    const { user, trigger } = renderMenu();
    await user.click(trigger);
    await user.keyboard('{ArrowDown}');
    await user.tab();
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('runs the chosen item once and closes, focus back on its button', async () => {
    const { user, trigger, skip, edit, remove } = renderMenu();
    await user.click(trigger);
    await user.click(screen.getByRole('menuitem', { name: 'Edit' }));
    expect(edit).toHaveBeenCalledTimes(1);
    expect(skip).not.toHaveBeenCalled();
    expect(remove).not.toHaveBeenCalled();
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('runs an item chosen with the keyboard', async () => {
    const { user, trigger, remove } = renderMenu();
    await user.click(trigger);
    await user.keyboard('{End}{Enter}');
    expect(remove).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('closes on a second click of its button and on a click beside it', async () => {
    const { user, trigger } = renderMenu();
    await user.click(trigger);
    await user.click(trigger);
    expect(screen.queryByRole('menu')).toBeNull();
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('on a desk, closes when its button moves with the page, not on a scroll that leaves it in place', async () => {
    const { user, trigger } = renderMenu();
    await user.click(trigger);
    fireEvent.scroll(window);
    fireEvent(window, new Event('resize'));
    expect(screen.getByRole('menu')).toBeDefined();
    vi.spyOn(trigger, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 120, 32, 32));
    fireEvent.scroll(window);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('on a phone, stays open as a sheet when the window resizes', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) => ({ matches: query === '(max-width: 768px)', media: query }) as MediaQueryList,
    );
    const { user, trigger } = renderMenu();
    await user.click(trigger);
    vi.spyOn(trigger, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 120, 32, 32));
    fireEvent(window, new Event('resize'));
    expect(screen.getByRole('menu')).toBeDefined();
  });

  it('inside a modal, Escape closes only the menu', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup({ delay: null });
    render(
      <Modal title="Habit" onClose={onClose}>
        <ActionMenu label="More" title="Read" items={[{ text: 'Edit', onSelect() {} }]} />
      </Modal>,
    );
    await user.click(screen.getByRole('button', { name: 'More' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeDefined();
  });
});

// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DialogPortal } from './DialogPortal';
import { Modal } from './Modal';

/** A page with a button that opens the modal, as the app's screens use it. */
function Page({ children, onClose = () => {} }: { children?: ReactNode; onClose?(): void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <Modal
          title="Rename"
          onClose={() => {
            onClose();
            setOpen(false);
          }}
        >
          {children}
        </Modal>
      )}
    </>
  );
}

const fields = (
  <form>
    <input type="hidden" name="token" />
    <input aria-label="Hidden username" hidden readOnly />
    <input aria-label="Skipped" tabIndex={-1} />
    <input aria-label="Locked" disabled />
    <input aria-label="Name" />
    <button type="button">Save</button>
  </form>
);

async function openPage(children: ReactNode = fields) {
  const user = userEvent.setup({ delay: null });
  const onClose = vi.fn();
  render(<Page onClose={onClose}>{children}</Page>);
  const opener = screen.getByRole('button', { name: 'Open' });
  await user.click(opener);
  return { user, onClose, opener, dialog: screen.getByRole('dialog') };
}

describe('Modal', () => {
  it('is a modal dialog named by its title', async () => {
    const { dialog } = await openPage();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('dialog', { name: 'Rename' })).toBe(dialog);
  });

  it('moves focus to the first field a person can type in', async () => {
    await openPage();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' }));
  });

  it('focuses a [data-autofocus] element before any field', async () => {
    await openPage(
      <>
        <input aria-label="Name" />
        <button type="button" data-autofocus>
          Confirm
        </button>
      </>,
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Confirm' }));
  });

  it('focuses the dialog itself when it has no field', async () => {
    const { dialog } = await openPage(<p>Nothing to fill in</p>);
    expect(document.activeElement).toBe(dialog);
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const { user, onClose, opener } = await openPage();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('keeps its Escape from page-wide key handlers', async () => {
    const pageKeys = vi.fn();
    window.addEventListener('keydown', pageKeys);
    try {
      const { user, onClose } = await openPage();
      await user.keyboard('{Escape}');
      expect(onClose).toHaveBeenCalledTimes(1);
      expect(pageKeys).not.toHaveBeenCalled();
    } finally {
      window.removeEventListener('keydown', pageKeys);
    }
  });

  it('closes with its Close button, focus going back to the opener', async () => {
    const { user, onClose, opener } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(opener);
  });

  it('keeps Tab inside: from the last control to the first, and Shift+Tab back', async () => {
    const { user } = await openPage();
    const close = screen.getByRole('button', { name: 'Close' });
    const save = screen.getByRole('button', { name: 'Save' });
    save.focus();
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(save);
  });

  it('closes on a press on the backdrop, not on one inside the dialog', async () => {
    const { user, onClose, dialog } = await openPage();
    await user.click(dialog);
    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    expect(onClose).not.toHaveBeenCalled();
    const backdrop = dialog.parentElement;
    if (!backdrop) throw new Error('no backdrop');
    fireEvent.mouseDown(backdrop);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stops the page behind from scrolling while open', async () => {
    document.body.style.overflow = 'auto';
    const { user } = await openPage();
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('auto');
    document.body.style.overflow = '';
  });

  it('calls the latest onClose it was given', async () => {
    const first = vi.fn();
    const second = vi.fn();
    const user = userEvent.setup({ delay: null });
    const { rerender } = render(
      <Modal title="Rename" onClose={first}>
        <input aria-label="Name" />
      </Modal>,
    );
    rerender(
      <Modal title="Rename" onClose={second}>
        <input aria-label="Name" />
      </Modal>,
    );
    await user.keyboard('{Escape}');
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });
});

describe('DialogPortal', () => {
  it('draws its dialog at the end of the page, outside the cell that opened it, and removes it after', () => {
    const { container, unmount } = render(
      <div data-testid="cell" style={{ transform: 'translate(10px, 10px)' }}>
        <DialogPortal>
          <Modal title="Profile" onClose={() => {}}>
            <input aria-label="Name" />
          </Modal>
        </DialogPortal>
      </div>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Profile' });
    expect(screen.getByTestId('cell').contains(dialog)).toBe(false);
    expect(container.contains(dialog)).toBe(false);
    expect(dialog.parentElement?.parentElement).toBe(document.body);
    unmount();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

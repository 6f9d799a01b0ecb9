// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ToastOptions, ToastProvider, useToast } from './ToastProvider';

function Shows({ message, options }: { message: string; options?: ToastOptions }) {
  const toast = useToast();
  useEffect(() => {
    toast.info(message, options);
  }, [toast, message, options]);
  return null;
}

const undo = vi.fn();
const UNDO: ToastOptions = { action: { label: 'Undo', onClick: undo } };

beforeEach(() => {
  vi.useFakeTimers();
  undo.mockReset();
});
afterEach(() => vi.useRealTimers());

describe('ToastProvider', () => {
  it('offers Undo as a named button in a status the screen reader hears, for at least 8 s', () => {
    render(
      <ToastProvider>
        <Shows message="Habit archived" options={UNDO} />
      </ToastProvider>,
    );
    const region = screen.getByRole('region', { name: 'Notifications' });
    const status = screen.getByRole('status');
    expect(region.contains(status)).toBe(true);
    expect(status.textContent).toContain('Habit archived');
    act(() => vi.advanceTimersByTime(7900));
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('waits while focused, so a keyboard reaches Undo in time, and Undo closes the toast', () => {
    render(
      <ToastProvider>
        <Shows message="Habit archived" options={UNDO} />
      </ToastProvider>,
    );
    const button = screen.getByRole('button', { name: 'Undo' });
    act(() => {
      button.focus();
      fireEvent.focus(button);
    });
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.queryByRole('status')).not.toBeNull();
    fireEvent.click(button);
    expect(undo).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('starts its time again once the pointer leaves', () => {
    render(
      <ToastProvider>
        <Shows message="Saved elsewhere" />
      </ToastProvider>,
    );
    const status = screen.getByRole('status');
    fireEvent.pointerEnter(status);
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.queryByRole('status')).not.toBeNull();
    fireEvent.pointerLeave(status);
    act(() => vi.advanceTimersByTime(3900));
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('expires once when its time runs out or it is dismissed, never after its action was taken', () => {
    const expired = vi.fn();
    const options: ToastOptions = { action: { label: 'Undo', onClick: undo }, onExpire: expired };
    const { unmount } = render(
      <ToastProvider>
        <Shows message="Deleted Walk" options={options} />
      </ToastProvider>,
    );
    act(() => vi.advanceTimersByTime(7900));
    expect(expired).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(200));
    expect(expired).toHaveBeenCalledTimes(1);
    unmount();

    const taken = vi.fn();
    render(
      <ToastProvider>
        <Shows message="Deleted Read" options={{ ...options, onExpire: taken }} />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    act(() => vi.advanceTimersByTime(60_000));
    expect(taken).not.toHaveBeenCalled();
    expect(undo).toHaveBeenCalledTimes(1);
  });

  it('keeps two toasts with actions and the same words apart, each with its own Undo', () => {
    function ShowsTwice() {
      const toast = useToast();
      useEffect(() => {
        toast.info('Deleted Walk', { action: { label: 'Undo', onClick: undo } });
        toast.info('Deleted Walk', { action: { label: 'Undo', onClick: undo } });
      }, [toast]);
      return null;
    }
    render(
      <ToastProvider>
        <ShowsTwice />
      </ToastProvider>,
    );
    expect(screen.getAllByRole('button', { name: 'Undo' })).toHaveLength(2);
  });
});

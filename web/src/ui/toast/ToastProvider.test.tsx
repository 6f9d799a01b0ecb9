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
});

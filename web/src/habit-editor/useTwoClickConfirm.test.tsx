// @vitest-environment happy-dom
import { TWO_CLICK_DELETE_MS } from '@habitat/domain';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTwoClickConfirm } from './useTwoClickConfirm';

/** A delete button and a reset, as ManageTab and the group screens use the hook. */
function DeleteButton({ onConfirm, windowMs }: { onConfirm(): void; windowMs?: number }) {
  const { armed, press, reset } = useTwoClickConfirm(windowMs);
  return (
    <>
      <button type="button" onClick={() => press() && onConfirm()}>
        {armed ? 'Click again to delete' : 'Delete'}
      </button>
      <button type="button" onClick={reset}>
        Reset
      </button>
    </>
  );
}

const button = () => screen.getByRole('button', { name: /delete/i });
const press = () => fireEvent.click(button());
const wait = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useTwoClickConfirm', () => {
  it('arms on the first click and confirms on a second one within the window', () => {
    const onConfirm = vi.fn();
    render(<DeleteButton onConfirm={onConfirm} />);
    press();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(button().textContent).toBe('Click again to delete');
    wait(TWO_CLICK_DELETE_MS - 1);
    press();
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(button().textContent).toBe('Delete');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('disarms by itself once the window has passed, so a later click arms again', () => {
    const onConfirm = vi.fn();
    render(<DeleteButton onConfirm={onConfirm} />);
    press();
    wait(TWO_CLICK_DELETE_MS - 1);
    expect(button().textContent).toBe('Click again to delete');
    wait(1);
    expect(button().textContent).toBe('Delete');
    press();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(button().textContent).toBe('Click again to delete');
  });

  it('takes a window of its own', () => {
    const onConfirm = vi.fn();
    render(<DeleteButton onConfirm={onConfirm} windowMs={500} />);
    press();
    wait(500);
    expect(button().textContent).toBe('Delete');
    press();
    wait(499);
    press();
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('disarms on reset, and the next click only arms', () => {
    const onConfirm = vi.fn();
    render(<DeleteButton onConfirm={onConfirm} />);
    press();
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(button().textContent).toBe('Delete');
    expect(vi.getTimerCount()).toBe(0);
    press();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('leaves no timer behind when the button goes while armed', () => {
    const { unmount } = render(<DeleteButton onConfirm={() => {}} />);
    press();
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});

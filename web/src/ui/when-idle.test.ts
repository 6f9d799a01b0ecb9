import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterPaint } from './when-idle';

describe('afterPaint', () => {
  let frames: Array<() => void>;
  beforeEach(() => {
    vi.useFakeTimers();
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', (id: number) => {
      frames[id - 1] = () => {};
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  const drawFrame = () => {
    for (const frame of frames.splice(0)) frame();
  };

  it('runs the task in the task after the next frame, not before it', () => {
    const task = vi.fn();
    afterPaint(task);
    vi.advanceTimersByTime(0);
    expect(task).not.toHaveBeenCalled();
    drawFrame();
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(task).toHaveBeenCalledTimes(1);
    // The fallback for a hidden page does not run it again.
    vi.advanceTimersByTime(5000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs the task within a second on a hidden page, which draws no frame', () => {
    const task = vi.fn();
    afterPaint(task);
    vi.advanceTimersByTime(999);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
    drawFrame();
    vi.advanceTimersByTime(0);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('never runs a cancelled task', () => {
    const task = vi.fn();
    const cancel = afterPaint(task);
    drawFrame();
    cancel();
    vi.advanceTimersByTime(5000);
    expect(task).not.toHaveBeenCalled();
  });

  it('runs in the next task where there are no frames', () => {
    vi.stubGlobal('requestAnimationFrame', undefined);
    const task = vi.fn();
    afterPaint(task);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(task).toHaveBeenCalledTimes(1);
  });
});

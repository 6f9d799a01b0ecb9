/**
 * Runs `task` when the main thread is next idle (at the latest after `timeoutMs`), so work that
 * the first screen does not need waits until that screen is painted. Returns a cancel function.
 */
export function whenIdle(task: () => void, timeoutMs = 3000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 200);
  return () => clearTimeout(id);
}

/**
 * A hidden page draws no frame: past this, the task runs without waiting for one (a tab opened in
 * the background still syncs, a second later).
 */
const HIDDEN_PAGE_WAIT_MS = 1000;

/**
 * Runs `task` just after the browser has drawn the frame that holds what was rendered before this
 * call, without waiting for the main thread to be idle: for the network a screen starts (the
 * session check, the first sync, the bell's count). Started before that frame, their answers and
 * the code that reads them (the schemas) are work the phone does before anything is on screen;
 * started after it, the screen from the device's own data is up one frame sooner, and the answers
 * cost the person nothing they can see (issue 27). Returns a cancel function.
 */
export function afterPaint(task: () => void): () => void {
  // Without frames to wait for (a test's document), the task goes in the next task.
  const frames = typeof requestAnimationFrame === 'function';
  let frame = 0;
  let next: ReturnType<typeof setTimeout> | undefined;
  let fallback: ReturnType<typeof setTimeout> | undefined;
  let done = false;
  const stop = () => {
    done = true;
    if (frames) cancelAnimationFrame(frame);
    clearTimeout(next);
    clearTimeout(fallback);
  };
  const run = () => {
    if (done) return;
    stop();
    task();
  };
  // The frame's callback runs just before it is drawn; the task goes in the task after it.
  if (frames) {
    frame = requestAnimationFrame(() => {
      next = setTimeout(run, 0);
    });
  }
  fallback = setTimeout(run, frames ? HIDDEN_PAGE_WAIT_MS : 0);
  return stop;
}

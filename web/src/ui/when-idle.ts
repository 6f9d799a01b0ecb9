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

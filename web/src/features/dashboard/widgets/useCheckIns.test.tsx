// @vitest-environment happy-dom
import type { DateKey, EntryRecord } from '@habitat/domain';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const stored = new Map<string, EntryRecord>();
const writes: { resolve(): void; reject(error: Error): void }[] = [];
const toastError = vi.fn();

vi.mock('../../../data/mutations', () => ({
  mutateLocal: () => new Promise<void>((resolve, reject) => writes.push({ resolve, reject })),
}));
vi.mock('../../../data/database', () => ({
  localDb: () => ({
    entries: {
      get: ([habitId, date]: [string, string]) => Promise.resolve(stored.get(`${habitId}/${date}`)),
    },
  }),
}));
vi.mock('../../../ui/toast/ToastProvider', () => ({ useToast: () => ({ error: toastError }) }));

const { useCheckIns } = await import('./useCheckIns');

const day = '2026-11-28' as DateKey;

function entry(completed: boolean, hlc: string): EntryRecord {
  return {
    habitId: 'h1',
    date: day,
    completed,
    value: completed ? 1 : 0,
    skipped: false,
    hlc,
    updatedAt: '',
  };
}

/** Stores a write as the device would: the entry the next read will hold, then the write's answer. */
async function store(index: number, record: EntryRecord | undefined) {
  if (record) stored.set(`h1/${day}`, record);
  else stored.delete(`h1/${day}`);
  await act(async () => writes[index]?.resolve());
}

function render(initial: EntryRecord | undefined) {
  return renderHook(({ days }) => useCheckIns(days), {
    initialProps: { days: new Map(initial ? [[day, initial]] : []) as ReadonlyMap<DateKey, EntryRecord> },
  });
}

const tap = (completed: boolean) => ({ habitId: 'h1', date: day, completed, value: completed ? 1 : 0 });

beforeEach(() => {
  vi.useFakeTimers();
  stored.clear();
  writes.length = 0;
  toastError.mockReset();
});
afterEach(() => vi.useRealTimers());

describe('useCheckIns', () => {
  it('shows a tap at once, and keeps it while a slow read still shows the day before', async () => {
    const hook = render(entry(false, 'a'));
    act(() => hook.result.current.write(tap(true)));
    expect(hook.result.current.dayOf(day)?.completed).toBe(true);
    await store(0, entry(true, 'b'));
    // Seconds pass and the deferred read has not caught up: the tap must not look undone.
    await act(async () => vi.advanceTimersByTime(5_000));
    hook.rerender({ days: new Map([[day, entry(false, 'a')]]) });
    expect(hook.result.current.dayOf(day)?.completed).toBe(true);
  });

  it('gives way to the read once it holds the stored version, or a newer one from elsewhere', async () => {
    const hook = render(entry(false, 'a'));
    act(() => hook.result.current.write(tap(true)));
    await store(0, entry(true, 'b'));
    // Another device unchecked the day after this tap: the newer version is the truth.
    hook.rerender({ days: new Map([[day, entry(false, 'c')]]) });
    expect(hook.result.current.dayOf(day)?.completed).toBe(false);
  });

  it('never flashes the first of two quick taps back when its own read arrives', async () => {
    const hook = render(entry(false, 'a'));
    act(() => hook.result.current.write(tap(true)));
    act(() => hook.result.current.write(tap(false)));
    // A read of the day before both taps agrees with the second by chance: it must not end it.
    hook.rerender({ days: new Map([[day, entry(false, 'a')]]) });
    await store(0, entry(true, 'b'));
    hook.rerender({ days: new Map([[day, entry(true, 'b')]]) });
    expect(hook.result.current.dayOf(day)?.completed).toBe(false);
    await store(1, entry(false, 'c'));
    hook.rerender({ days: new Map([[day, entry(false, 'c')]]) });
    expect(hook.result.current.dayOf(day)?.completed).toBe(false);
  });

  it('undoes a refused write on screen and says so', async () => {
    const hook = render(entry(false, 'a'));
    act(() => hook.result.current.write(tap(true)));
    await act(async () => writes[0]?.reject(new Error('disk full')));
    expect(hook.result.current.dayOf(day)?.completed).toBe(false);
    expect(toastError).toHaveBeenCalledTimes(1);
  });

  it('lets go of a write the device kept nothing of, after a while', async () => {
    const hook = render(entry(false, 'a'));
    act(() => hook.result.current.write(tap(true)));
    await store(0, undefined);
    expect(hook.result.current.dayOf(day)?.completed).toBe(true);
    await act(async () => vi.advanceTimersByTime(10_000));
    expect(hook.result.current.dayOf(day)?.completed).toBe(false);
  });
});

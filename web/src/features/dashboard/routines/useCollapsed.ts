import { useCallback, useState } from 'react';

/**
 * Whether a routine's section of the Today list is folded, kept on this device (a view of the list,
 * like a scroll position, not data to sync). Storage that refuses (private mode, full) only means
 * the choice lasts until the page closes.
 */
const keyOf = (routineId: string) => `habitat:routine-folded:${routineId}`;

function readFolded(routineId: string): boolean {
  try {
    return localStorage.getItem(keyOf(routineId)) === '1';
  } catch {
    return false;
  }
}

export function useCollapsed(routineId: string): [boolean, () => void] {
  const [folded, setFolded] = useState(() => readFolded(routineId));
  const toggle = useCallback(() => {
    setFolded((was) => {
      const next = !was;
      try {
        if (next) localStorage.setItem(keyOf(routineId), '1');
        else localStorage.removeItem(keyOf(routineId));
      } catch {
        // Kept for this page only.
      }
      return next;
    });
  }, [routineId]);
  return [folded, toggle];
}

import { useSyncExternalStore } from 'react';

/**
 * 'Tap' on a touch screen, 'Click' with a mouse (issue 27): the words under the finger match the
 * gesture. Read from the primary pointer (`pointer: coarse`), and followed when it changes (a
 * tablet docked to a keyboard with a trackpad).
 */
const COARSE = '(pointer: coarse)';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(COARSE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function isCoarse(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(COARSE).matches;
}

export function useTapWord(): 'Tap' | 'Click' {
  return useSyncExternalStore(subscribe, isCoarse, () => false) ? 'Tap' : 'Click';
}
